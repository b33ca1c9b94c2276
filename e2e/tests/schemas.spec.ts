import type { Page } from '@playwright/test';
import { expect, holdCalls, mainNav, signUp, test } from '../fixtures/app';
import { createBareProject, removeNodeTypes } from '../fixtures/projects';

/**
 * Schemas (spec §2 "Schemas page", §4 "Schema page"): 'Generate Initial Schema' while a project
 * has no node types, then the prompt and the list, and the add row.
 */

const PROMPT_PLACEHOLDER = 'Describe changes (e.g., ‘Add Creature and Location types’)';

async function openSchemas(page: Page, projectId: string): Promise<void> {
  await page.goto(`/projects/schemas/${encodeURIComponent(projectId)}`);
  await expect(page.getByRole('heading', { name: 'Schemas', level: 1 })).toBeVisible();
}

/** A node type in the list: its name heads its item. */
function typeName(page: Page, name: string) {
  return page.getByRole('main').getByRole('heading', { name, exact: true, level: 3 });
}

test('a project without node types generates its initial schema, then adds types', async ({
  page,
}) => {
  await signUp(page);
  const project = await createBareProject(page, 'Write a fantasy novel about dragons');
  await removeNodeTypes(page, project.id);
  await openSchemas(page, project.id);
  await expect(page.getByRole('main').getByText(project.name).first()).toBeVisible();

  const main = page.getByRole('main');
  const generate = main.getByRole('button', { name: 'Generate Initial Schema' });
  await expect(generate).toBeVisible();
  await expect(main.getByPlaceholder(PROMPT_PLACEHOLDER)).toHaveCount(0);

  const held = await holdCalls(page, ['define_types']);
  const defined = page.waitForResponse('**/api/define_types');
  await generate.click();
  await expect(main.getByRole('button', { name: 'Working…' })).toBeDisabled();
  held.release('define_types');
  const answer = (await (await defined).json()) as {
    result: { node_types: { name: string }[] };
  };
  const generated = answer.result.node_types.map((t) => t.name);
  expect(generated.length).toBeGreaterThan(0);

  await test.step('the prompt view replaces the button, with the generated types', async () => {
    await expect(main.getByPlaceholder(PROMPT_PLACEHOLDER)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Generate Initial Schema' })).toHaveCount(0);
    for (const name of generated) await expect(typeName(page, name)).toBeVisible();
  });

  await test.step('a prompt changes the schema', async () => {
    await main.getByPlaceholder(PROMPT_PLACEHOLDER).fill('Add Creature and Location types');
    await main.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(typeName(page, 'Creature')).toBeVisible();
    await expect(typeName(page, 'Location')).toBeVisible();
  });

  await test.step("a type added by name joins the list, in the default colour's row", async () => {
    const input = main.getByRole('textbox', { name: 'New type name' });
    await input.fill('Dragon Rider');
    await main.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(typeName(page, 'Dragon Rider')).toBeVisible();
    await expect(input).toHaveValue('');
    await page.reload();
    await expect(typeName(page, 'Dragon Rider')).toBeVisible();
    await expect(typeName(page, 'Creature')).toBeVisible();
  });
});

test('a new project already has the default types: the prompt view shows at once', async ({
  page,
}) => {
  await signUp(page);
  const project = await createBareProject(page, 'Renovate the kitchen before winter');
  await page.goto(`/projects/manage/${encodeURIComponent(project.id)}`);
  await mainNav(page).getByRole('link', { name: 'Schemas' }).click();
  await expect(page).toHaveURL(`/projects/schemas/${encodeURIComponent(project.id)}`);
  const main = page.getByRole('main');
  await expect(main.getByPlaceholder(PROMPT_PLACEHOLDER)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Generate Initial Schema' })).toHaveCount(0);
  for (const name of ['Concept', 'Schema', 'Project', 'Task']) {
    await expect(typeName(page, name)).toBeVisible();
  }

  // The add row: the colour starts at #8b5cf6; the name is required.
  const input = main.getByRole('textbox', { name: 'New type name' });
  const colour = main.getByLabel('Colour', { exact: true });
  await expect(colour).toHaveValue('#8b5cf6');
  await input.fill('Appliance');
  await main.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(typeName(page, 'Appliance')).toBeVisible();
});
