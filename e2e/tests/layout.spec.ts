import { STORAGE_KEYS } from '@trellis/core';
import {
  callApi,
  expect,
  expectNoA11yViolations,
  firstProjectHint,
  home,
  landing,
  mainNav,
  nextPaint,
  projectSelect,
  signUp,
  snap,
  test,
} from '../fixtures/app';

test('the first-project hint shows once for a new account and stays dismissed', async ({
  page,
}) => {
  await signUp(page, { keepHint: true });
  const hint = firstProjectHint(page);
  await expect(hint).toBeVisible();
  await expect(hint).toContainText(
    "Type what you're trying to achieve in the box, then click Submit. We'll create a new " +
      'project and ask a few clarifying questions.',
  );
  await expect(hint.getByRole('button', { name: 'Got it' })).toBeFocused();
  await expectNoA11yViolations(page, 'the first-project hint');
  await snap(page, 'hint');

  await hint.getByRole('button', { name: 'Got it' }).click();
  await expect(hint).toBeHidden();
  await expect(home(page)).toBeVisible();

  // After a reload the project list is asked for again; once it has answered (and been painted)
  // the hint would be up if it were coming back.
  const projectsAnswered = page.waitForResponse('**/api/get_user_projects');
  await page.reload();
  await projectsAnswered;
  await expect(home(page)).toBeVisible();
  await expect(page.getByText('No requests yet')).toBeVisible();
  await nextPaint(page);
  await expect(hint).toHaveCount(0);

  // The same account on a device that never dismissed it sees it again: the flag is what
  // keeps it away, so the check above is not passing by accident.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.firstProjectHint);
  await page.reload();
  await expect(hint).toBeVisible();
});

test('the sidebar leads to every section and collapses to icons', async ({ page }) => {
  await signUp(page);
  const nav = mainNav(page);
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Workspace',
    'Project Management',
    'Requests',
    'Schemas',
  ]);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  // No project yet: each project section says how to start.
  for (const [link, heading] of [
    ['Workspace', 'Workspace'],
    ['Project Management', 'Project Management'],
    ['Requests', 'Project Requests'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByText('Create your first project to get started.')).toBeVisible();
  await nav.getByRole('link', { name: 'Schemas' }).click();
  await expect(page).toHaveURL('/projects/schemas');
  await expect(page.getByRole('heading', { name: 'Schemas', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(home(page)).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const widthOf = async () => (await sidebar.boundingBox())?.width ?? 0;
  expect(await widthOf()).toBe(240); // 15rem

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect.poll(widthOf).toBe(64); // 4rem
  // Icons only, but the links keep their names and still work.
  await expect(nav.getByText('Project Management')).toHaveClass(/visually-hidden/);
  await snap(page, 'home-collapsed', { widths: [1280] });
  await nav.getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Project Requests', level: 1 })).toBeVisible();

  // The choice is remembered on this device.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect.poll(widthOf).toBe(64);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await expect.poll(widthOf).toBe(240);
});

test('at 375 px the sidebar is a drawer and the project dropdown is hidden', async ({ page }) => {
  await signUp(page);
  const created = await callApi<{ project_id: string; project: { name: string } }>(
    page,
    'create_project',
    { prompt: 'Plan a community garden on the empty lot behind the library' },
  );
  await page.goto(`/projects/manage/${created.project_id}`);
  // At desktop width the dropdown is there, with the project selected.
  await expect(projectSelect(page)).toHaveValue(created.project_id);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(projectSelect(page)).toBeHidden();
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);

  await openMenu.click();
  await expect(mainNav(page)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Requests' })).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Theme' })).toBeInViewport();
  await snap(page, 'drawer', { widths: [375], fullPage: false });
  await expectNoA11yViolations(page, 'the open drawer at 375 px');

  // A link goes to its page, for the selected project, and closes the drawer.
  await mainNav(page).getByRole('link', { name: 'Requests' }).click();
  await expect(page).toHaveURL(`/projects/requests/${created.project_id}`);
  await expect(page.getByRole('heading', { name: 'Project Requests', level: 1 })).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');

  await openMenu.click();
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(home(page)).toBeVisible();
  await expect(mainNav(page)).toBeHidden();

  // Close menu and Escape close it too, leaving the page where it was.
  await openMenu.click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(mainNav(page)).toBeHidden();
  await openMenu.click();
  await expect(mainNav(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mainNav(page)).toBeHidden();
  await expect(home(page)).toBeVisible();

  // Back at desktop width the dropdown returns and the sidebar is a sidebar again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(projectSelect(page)).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
});

test('an unknown path goes to the 404 page, whose Go home leads home', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expectNoA11yViolations(page, 'the 404 page');
  await snap(page, 'not-found');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
  await expect(landing(page)).toBeVisible();
});

test('signed in, an unknown path also goes to 404 and Go home leads to Home', async ({ page }) => {
  await signUp(page);
  await page.goto('/projects/nothing/here');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(home(page)).toBeVisible();
});
