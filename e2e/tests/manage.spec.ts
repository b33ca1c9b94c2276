import type { Locator, Page } from '@playwright/test';
import { expect, mainNav, projectSelect, signUp, test } from '../fixtures/app';
import {
  confirmButton,
  createBareProject,
  createPlannedProject,
  itemWith,
  saveButton,
} from '../fixtures/projects';

/**
 * Project Management (spec §2 "Project Management page"): questions, goals, observations and
 * the project's own fields. Projects are arranged through the API; what is tested is the page.
 */

const BAKERY = 'Open a small bakery in Lisbon by the end of September';

async function openManagement(page: Page, projectId: string): Promise<void> {
  await page.goto(`/projects/manage/${encodeURIComponent(projectId)}`);
  await expect(page.getByRole('heading', { name: 'Project Management', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading project…')).toHaveCount(0);
}

/** A table whose header row has this column. */
function tableWithColumn(page: Page, column: string): Locator {
  return page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: column, exact: true }) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function rowWith(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ hasText: text });
}

test('a question is answered, then its answer updated', async ({ page }) => {
  await signUp(page);
  const project = await createBareProject(page, BAKERY);
  const question = project.questions[0] as string;
  await openManagement(page, project.id);

  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
  const card = itemWith(page, question, /^(Submit|Update) Answer/);
  const answer = card.getByPlaceholder('Your answer');
  await expect(answer).toHaveValue('');
  await expect(card.getByRole('button', { name: 'Submit Answer' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();

  // Answers are trimmed before they are saved.
  await answer.fill('  About 60,000 euros, with 10,000 held back  ');
  await card.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(card.getByRole('button', { name: 'Update Answer' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Submit Answer' })).toHaveCount(0);

  await page.reload();
  await expect(card.getByPlaceholder('Your answer')).toHaveValue(
    'About 60,000 euros, with 10,000 held back',
  );
  await expect(card.getByRole('button', { name: 'Update Answer' })).toBeVisible();
  // The other questions are still unanswered.
  const other = itemWith(page, project.questions[1] as string, /^(Submit|Update) Answer/);
  await expect(other.getByRole('button', { name: 'Submit Answer' })).toBeVisible();

  await card.getByPlaceholder('Your answer').fill('About 75,000 euros');
  await card.getByRole('button', { name: 'Update Answer' }).click();
  await expect(card.getByRole('button', { name: 'Update Answer' })).toBeEnabled();
  await page.reload();
  await expect(card.getByPlaceholder('Your answer')).toHaveValue('About 75,000 euros');

  // A question can be deleted.
  await other.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(project.questions[1] as string)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(project.questions[0] as string)).toBeVisible();
  await expect(page.getByText(project.questions[1] as string)).toHaveCount(0);
});

test('goals are added, edited and deleted', async ({ page }) => {
  await signUp(page);
  const project = await createBareProject(page, 'Learn Spanish well enough to work in Madrid');
  await openManagement(page, project.id);
  await expect(page.getByText('No goals yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Goals' })).toBeVisible();

  const goals = tableWithColumn(page, 'Goal');
  await test.step('Add Goal asks the engine for one more goal', async () => {
    await page.getByRole('button', { name: 'Add Goal' }).click();
    await expect(goals.getByRole('row')).toHaveCount(2);
    await expect(goals.getByRole('columnheader').nth(1)).toHaveText('Priority');
    await expect(goals.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
      /^(Low|Medium|High)$/,
    );
    await expect(page.getByText('No goals yet.')).toHaveCount(0);
  });
  const added = goals.getByRole('row').nth(1);
  const addedName = (await added.getByRole('cell').first().textContent()) ?? '';
  expect(addedName.trim()).not.toBe('');

  await test.step('edit it: the name is shown title-cased, the priority capitalised', async () => {
    await added.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('Edit goal name');
    const priority = dialog.getByLabel('Edit priority (low|medium|high)');
    await expect(name).toHaveValue(new RegExp(`^${escapeRegExp(addedName.trim())}$`, 'i'));
    await expect(priority).toHaveValue(/^(low|medium|high)$/);
    await name.fill('read a novel in spanish');
    await priority.fill('low');
    await saveButton(dialog).click();
    await expect(dialog).toHaveCount(0);
    const edited = rowWith(goals, 'Read A Novel In Spanish');
    await expect(edited).toContainText('Low');
    await expect(rowWith(goals, addedName.trim())).toHaveCount(0);
    await page.reload();
    await expect(rowWith(goals, 'Read A Novel In Spanish')).toContainText('Low');
  });

  await test.step('delete it, after a confirmation that can be cancelled', async () => {
    const row = rowWith(goals, 'Read A Novel In Spanish');
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete this goal?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toContainText('Delete this goal?');
    await confirmButton(dialog).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No goals yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No goals yet.')).toBeVisible();
  });

  await test.step('Generate Goals fills the table', async () => {
    await page.getByRole('button', { name: 'Generate Goals' }).click();
    await expect(goals.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('No goals yet.')).toHaveCount(0);
    await expect(goals.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
      /^(Low|Medium|High)$/,
    );
  });
});

test('observations are edited and deleted', async ({ page }) => {
  await signUp(page);
  const project = await createPlannedProject(page, BAKERY);
  expect(project.observations.length).toBeGreaterThan(1);
  const [first, second] = project.observations as [string, string];
  await openManagement(page, project.id);

  const observations = tableWithColumn(page, 'Observation');
  await expect(observations.getByRole('columnheader').nth(1)).toHaveText('Created');
  await expect(observations.getByRole('row')).toHaveCount(project.observations.length + 1);

  await test.step('edit one', async () => {
    await rowWith(observations, first).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const text = dialog.getByLabel('Edit observation text');
    await expect(text).toHaveValue(first);
    await text.fill('Register with ASAE, the Portuguese food safety authority, before opening.');
    await saveButton(dialog).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(observations, 'Register with ASAE')).toBeVisible();
    await expect(rowWith(observations, first)).toHaveCount(0);
    await page.reload();
    await expect(rowWith(observations, 'Register with ASAE')).toBeVisible();
  });

  await test.step('delete another, after confirming', async () => {
    await rowWith(observations, second).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete this observation?');
    await confirmButton(dialog).click();
    await expect(rowWith(observations, second)).toHaveCount(0);
    await expect(observations.getByRole('row')).toHaveCount(project.observations.length);
    await page.reload();
    await expect(rowWith(observations, 'Register with ASAE')).toBeVisible();
    await expect(rowWith(observations, second)).toHaveCount(0);
  });

  // With observations there, Manage Schemas leads to the project's schemas.
  await page.getByRole('link', { name: 'Manage Schemas' }).click();
  await expect(page).toHaveURL(/\/projects\/schemas/);
  await expect(page.getByRole('heading', { name: 'Schemas', level: 1 })).toBeVisible();
});

test('the project is renamed with Confirm Changes and deleted with Delete Project', async ({
  page,
}) => {
  await signUp(page);
  const project = await createBareProject(page, 'Adopt a rescue dog this spring');
  await openManagement(page, project.id);
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
  await expect(page.getByText('No current questions')).toHaveCount(0);
  await expect(page.getByRole('table').filter({ hasText: 'Observation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage Schemas' })).toHaveCount(0);

  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(project.name);
  await name.fill('Rescue dog adoption');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Find, meet, adopt.');
  await page.getByRole('button', { name: 'Confirm Changes' }).click();
  // Exact, so case counts: the engine named the project 'Rescue Dog Adoption', and a loose match
  // passed before the save landed, letting the reload below cut it off.
  const renamed = page.getByRole('heading', { name: 'Rescue dog adoption', exact: true });
  await expect(renamed).toBeVisible();
  await page.reload();
  await expect(renamed).toBeVisible();
  await expect(page.getByText('Find, meet, adopt.').first()).toBeVisible();
  await expect(projectSelect(page).locator('option:checked')).toHaveText('Rescue dog adoption');

  await page.getByRole('button', { name: 'Delete Project' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'This will permanently delete this project and all its data. Continue?',
  );
  await confirmButton(dialog).click();
  await expect(page).toHaveURL('/projects/create');
  await expect(projectSelect(page)).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: 'Project Management' }).click();
  await expect(page.getByText('Create your first project to get started.')).toBeVisible();
});
