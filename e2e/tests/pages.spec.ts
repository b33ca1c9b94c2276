import type { Locator, Page } from '@playwright/test';
import {
  createProjectFromTopBar,
  expect,
  expectNoA11yViolations,
  home,
  mainNav,
  signUp,
  snap,
  test,
  toast,
} from '../fixtures/app';
import { onboarding, toolbar } from '../fixtures/canvas';

/**
 * Every signed-in page, visited as a user would: no serious or critical axe violation, and a
 * screenshot at 1280 and 375 px in screenshots/<page>-<width>.png. (The landing, the provider's
 * pages and 404 are in signin.spec.ts and layout.spec.ts; dark themes also in theme.spec.ts.)
 */

// Eight pages at two widths with axe checks: the bakery's typed schema (six types, up to nine
// fields each) makes Schemas and the workspace longer, and the whole visit takes about 1.6 min
// on two cores. The limit is a guard against hangs, not a speed budget.
test.describe.configure({ timeout: 150_000 });

const h1 = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/**
 * Checks and photographs the page once `ready` shows: axe, then the screenshots, and at each
 * width the page must fit it (tables and long words scroll or wrap inside their boxes; the page
 * itself never scrolls sideways). Soft, so one run reports every page.
 */
async function visit(page: Page, name: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await expectNoA11yViolations(page, name);
  const scrollWidths = await snap(page, name);
  for (const [width, scrollWidth] of Object.entries(scrollWidths)) {
    expect
      .soft(scrollWidth, `${name} scrolls sideways at ${width} px`)
      .toBeLessThanOrEqual(Number(width));
  }
}

test('the pages of a project: workspace, management, requests, schemas', async ({ page }) => {
  await signUp(page);
  const projectId = await createProjectFromTopBar(
    page,
    'Open a small bakery in Lisbon by the end of September',
  );
  await toast(page, 'Completed').getByRole('button', { name: 'Close toast' }).click();
  await expect(toast(page, 'Completed')).toHaveCount(0);
  const id = encodeURIComponent(projectId);

  await onboarding(page).getByRole('button', { name: 'Got it' }).click();
  await visit(page, 'workspace', toolbar(page));

  await mainNav(page).getByRole('link', { name: 'Project Management' }).click();
  await expect(page).toHaveURL(`/projects/manage/${id}`);
  await expect(page.getByText('Loading project…')).toHaveCount(0);
  await expect(h1(page, 'Project Management')).toBeVisible();
  await visit(page, 'manage', page.getByRole('heading', { name: 'Goals', level: 2 }));

  await mainNav(page).getByRole('link', { name: 'Requests' }).click();
  await expect(page).toHaveURL(`/projects/requests/${id}`);
  await expect(h1(page, 'Project Requests')).toBeVisible();
  await visit(page, 'requests', page.getByRole('table'));

  await mainNav(page).getByRole('link', { name: 'Schemas' }).click();
  await expect(page).toHaveURL(`/projects/schemas/${id}`);
  await expect(h1(page, 'Schemas')).toBeVisible();
  await visit(page, 'schemas', page.getByRole('heading', { name: 'Change the schema' }));

  await test.step('under a dark theme', async () => {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('Midnight Plum');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'Midnight Plum');
    await expectNoA11yViolations(page, 'Schemas under Midnight Plum');
    await mainNav(page).getByRole('link', { name: 'Project Management' }).click();
    await expect(page.getByText('Loading project…')).toHaveCount(0);
    await visit(
      page,
      'manage-midnight-plum',
      page.getByRole('heading', { name: 'Goals', level: 2 }),
    );
    await mainNav(page).getByRole('link', { name: 'Workspace' }).click();
    await visit(page, 'workspace-midnight-plum', toolbar(page));
  });
});

test('the pages around projects: home, create project, theme, settings', async ({ page }) => {
  const account = await signUp(page);
  await visit(page, 'home', page.getByText('No requests yet'));
  await expect(home(page)).toBeVisible();

  await page.getByRole('link', { name: 'Create New Project' }).click();
  await visit(page, 'create-project', h1(page, 'Create Project'));

  await page.goto('/themes');
  await visit(page, 'themes-page', page.getByRole('radiogroup', { name: 'Theme' }));

  await page.goto('/settings');
  await visit(page, 'settings', h1(page, 'Account Settings'));
  await expect(page.getByText(account.email)).toBeVisible();
});

test('the pages with little or nothing to do yet: placeholders and 404', async ({ page }) => {
  await signUp(page);
  await page.goto('/tables');
  await visit(page, 'placeholder-tables', h1(page, 'Tables'));
  await expect(page.getByText('Coming soon...')).toBeVisible();

  await page.goto('/config');
  await visit(page, 'config', h1(page, 'Configuration'));

  await page.goto('/data');
  await visit(page, 'data-entry', h1(page, 'Data Entry'));

  await page.goto('/schemas');
  await visit(page, 'schema-overview', h1(page, 'Schema Overview'));

  await page.goto('/projects/manage');
  await visit(page, 'manage-no-project', h1(page, 'Project Management'));

  await page.goto('/nowhere');
  await visit(page, 'not-found-signed-in', h1(page, '404 - Page Not Found'));
});
