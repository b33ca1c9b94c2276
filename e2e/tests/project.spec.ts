import { isSystemNode } from '@trellis/core';
import {
  busyOverlay,
  expect,
  expectFlowCompleted,
  holdCalls,
  home,
  mainNav,
  projectIdFrom,
  projectSelect,
  promptBox,
  signUp,
  submitPrompt,
  test,
  toast,
} from '../fixtures/app';
import { canvas, card, onboarding, storedGraph, toolbar } from '../fixtures/canvas';

const GOAL = 'Open a small bakery in Lisbon by the end of September';

test('a goal typed in the top bar becomes a project, planned and executed', async ({ page }) => {
  await signUp(page);
  await expect(projectSelect(page)).toHaveCount(0);

  // Each step's call is held until the test has seen the overlay name it.
  const held = await holdCalls(page, ['create_project', 'project_tasks', 'execute']);
  await submitPrompt(page, GOAL);
  await expect(busyOverlay(page)).toHaveAccessibleName('Processing…');
  await expect(busyOverlay(page).getByRole('status')).toHaveText('Processing…');
  held.release('create_project');

  await expect(page).toHaveURL(/\/workspace\/[^/]+$/);
  const projectId = projectIdFrom(page.url());
  await expect(busyOverlay(page)).toHaveAccessibleName('1 of 2 Generate system tasks');
  // The overlay blocks the page beneath it: the prompt cannot even take the focus.
  await promptBox(page).focus();
  await expect(promptBox(page)).not.toBeFocused();
  held.release('project_tasks');
  await expect(busyOverlay(page)).toHaveAccessibleName('2 of 2 Execute tasks');
  held.release('execute');

  await expectFlowCompleted(page);
  await expect(busyOverlay(page)).toHaveCount(0);
  await expect(promptBox(page)).toBeEditable();
  await expect(promptBox(page)).toHaveValue('');

  // The workspace draws the project's graph: the engine's questions, goals and observations and
  // the kinds of thing a bakery deals in, but none of its own system tasks.
  const name = (await page.title()).split(' · ')[0];
  expect(name?.trim()).toBeTruthy();
  await onboarding(page).getByRole('button', { name: 'Got it' }).click();
  await expect(toolbar(page)).toBeVisible();
  for (const label of ['question', 'goal', 'observation']) {
    await expect(
      canvas(page).locator('.react-flow__node').filter({ hasText: label }).first(),
    ).toBeAttached();
  }
  await expect(canvas(page).getByText('Butter croissant', { exact: true }).first()).toBeAttached();
  const stored = await storedGraph(page, projectId);
  const system = stored.nodes.filter(isSystemNode);
  expect(system.length).toBeGreaterThan(0);
  for (const n of system) await expect(card(page, n.id)).toHaveCount(0);

  // The project is in the dropdown, selected; the sidebar links carry its id.
  await expect(projectSelect(page)).toHaveValue(projectId);
  await expect(projectSelect(page).locator('option:checked')).toHaveText(name?.trim() ?? '');
  await expect(mainNav(page).getByRole('link', { name: 'Project Management' })).toHaveAttribute(
    'href',
    `/projects/manage/${encodeURIComponent(projectId)}`,
  );

  // The prompt is the project's first request, on Requests and on Home.
  await mainNav(page).getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Project Requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('button', { name: GOAL })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  const recent = page.getByRole('region', { name: 'Recent Requests' });
  await expect(recent.getByRole('row').nth(1)).toContainText(GOAL);
  await recent.getByRole('link', { name: name?.trim() ?? '' }).click();
  await expect(page).toHaveURL(`/workspace/${encodeURIComponent(projectId)}`);
  await expect(page.getByRole('heading', { name: name?.trim() ?? '', level: 1 })).toBeVisible();
});

test('with a project selected, a top-bar prompt runs on it without a new project', async ({
  page,
}) => {
  await signUp(page);
  await submitPrompt(page, GOAL);
  await expectFlowCompleted(page);
  const projectId = projectIdFrom(page.url());
  await expect(projectSelect(page).locator('option')).toHaveCount(1);

  await toast(page, 'Completed').getByRole('button', { name: 'Close toast' }).click();
  await expect(toast(page, 'Completed')).toHaveCount(0);
  await onboarding(page).getByRole('button', { name: 'Got it' }).click();

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(home(page)).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(new URL(r.url()).pathname.slice('/api/'.length));
  });
  await promptBox(page).fill('Add a catering service for offices');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`/workspace/${encodeURIComponent(projectId)}`);
  await expectFlowCompleted(page);
  await expect(busyOverlay(page)).toHaveCount(0);
  expect(calls).toContain('project_tasks');
  expect(calls).toContain('execute');
  expect(calls).not.toContain('create_project');
  await expect(projectSelect(page).locator('option')).toHaveCount(1);
});

test('Shift+Enter in the prompt starts a new line and submits nothing', async ({ page }) => {
  await signUp(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) requests.push(new URL(r.url()).pathname);
  });
  const prompt = promptBox(page);
  await prompt.fill('First line');
  await prompt.press('Shift+Enter');
  await prompt.pressSequentially('second line');
  await expect(prompt).toHaveValue('First line\nsecond line');
  await expect(page).toHaveURL('/');
  await expect(busyOverlay(page)).toHaveCount(0);
  expect(requests.filter((p) => p !== '/api/get_user_requests')).toEqual([]);

  // A blank prompt cannot be sent either.
  await prompt.fill('   ');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await prompt.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(projectSelect(page)).toHaveCount(0);
});

test('Create Project: disabled while blank, Creating… while it works, then its page', async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole('link', { name: 'Create New Project' }).click();
  await expect(page).toHaveURL('/projects/create');
  await expect(page.getByRole('heading', { name: 'Create Project', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Project Management' })).toHaveAttribute(
    'href',
    '/projects/manage',
  );
  const description = page.getByRole('textbox', { name: 'Describe your project' });
  await expect(description).toHaveAttribute(
    'placeholder',
    'What are you trying to achieve? How should the system help?',
  );
  const create = page.getByRole('button', { name: 'Create Project' });
  await expect(create).toBeDisabled();
  await description.fill('   \n  ');
  await expect(create).toBeDisabled();

  await description.fill('Learn Spanish well enough to work in Madrid next year');
  await expect(create).toBeEnabled();
  const held = await holdCalls(page, ['create_project']);
  await create.click();
  const creating = page.getByRole('button', { name: 'Creating…' });
  await expect(creating).toBeDisabled();
  held.release('create_project');

  await expect(page).toHaveURL(/\/projects\/manage\/[^/]+$/);
  const projectId = projectIdFrom(page.url());
  await expect(page.getByRole('heading', { name: 'Project Management', level: 1 })).toBeVisible();
  await expect(projectSelect(page)).toHaveValue(projectId);
});
