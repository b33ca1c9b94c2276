import type { Page } from '@playwright/test';
import { edgeId } from '@trellis/core';
import {
  busyOverlay,
  createProjectFromTopBar,
  expect,
  expectFlowCompleted,
  expectNoA11yViolations,
  holdEach,
  mainNav,
  nextPaint,
  signUp,
  snap,
  test,
  toast,
} from '../fixtures/app';
import {
  type ArrangedNode,
  type StoredNode,
  addLink,
  addNodes,
  card,
  cardTitled,
  cards,
  centreOf,
  clickLink,
  chooseLinkType,
  createEdgeButton,
  dialog,
  dragCard,
  drawnAt,
  expectCentred,
  expectDrawnAt,
  expectSaved,
  expectStoredAt,
  link,
  onboarding,
  openWorkspace,
  pressAndRelease,
  recordCalls,
  sourceDot,
  sourceDots,
  storedAt,
  storedGraph,
  storedNode,
  tool,
  touchDrag,
  viewSettled,
  viewport,
} from '../fixtures/canvas';
import { createBareProject, createPlannedProject, itemWith } from '../fixtures/projects';

/**
 * The workspace canvas (spec §2 "Canvas workspace", "Node rendering", "Workspace dialogs"; §4
 * canvas modes; §5; §9): cards, drags saved on release, undo and redo, links drawn between
 * handles, the Delete key, Search, Filters, Refactor Project, Create Node, touch, screenshots
 * and axe. Projects are arranged through the API, except where making one is the subject; cards
 * a test moves or links are arranged at known places in an empty corner of the canvas and the
 * canvas opens centred on one of them at 1:1, so that a screen pixel is a flow unit.
 */

const BAKERY = 'Open a small bakery in Lisbon by the end of September';

/** Three simple cards in the canvas's empty top-left corner (the planner works at the centre). */
const PROOFER: ArrangedNode = {
  id: 'concept.e2e-proofer',
  name: 'Proofing cabinet',
  x: 300,
  y: 300,
};
const MIXER: ArrangedNode = { id: 'concept.e2e-mixer', name: 'Stand mixer', x: 300, y: 600 };
const SLICER: ArrangedNode = { id: 'concept.e2e-slicer', name: 'Bread slicer', x: 300, y: 0 };

/** A bare project (questions, no plan) with the arranged cards, opened centred on the first. */
async function arrangedWorkspace(
  page: Page,
  nodes: readonly ArrangedNode[],
  links: readonly [string, string, string][] = [],
): Promise<string> {
  await signUp(page);
  const project = await createBareProject(page, BAKERY);
  await addNodes(page, project.id, nodes);
  for (const [from, label, to] of links) await addLink(page, project.id, from, label, to);
  await openWorkspace(page, project.id, { centreOn: (nodes[0] as ArrangedNode).id });
  return project.id;
}

/**
 * Signs up, makes a bare project and opens its workspace centred on one of its questions.
 * Answers the question as stored before the workspace opened.
 */
async function questionWorkspace(page: Page): Promise<{ projectId: string; question: StoredNode }> {
  await signUp(page);
  const project = await createBareProject(page, BAKERY);
  const question = (await storedGraph(page, project.id)).nodes.find((n) => n.label === 'question');
  if (!question) throw new Error('the project has no question');
  await openWorkspace(page, project.id, { centreOn: question.id });
  return { projectId: project.id, question };
}

/**
 * Signs up and makes a planned project (not opened). Answers it with one of its goals: the first
 * stored or, with `furthest`, the one furthest from the project node, the likeliest to be out of
 * the first view.
 */
async function plannedGoal(
  page: Page,
  { furthest = false } = {},
): Promise<{ projectId: string; goal: StoredNode }> {
  await signUp(page);
  const project = await createPlannedProject(page, BAKERY);
  const goals = (await storedGraph(page, project.id)).nodes.filter((n) => n.label === 'goal');
  const goal = furthest ? goals.sort((a, b) => (b.x ?? 0) - (a.x ?? 0))[0] : goals[0];
  if (!goal) throw new Error('the project has no goal');
  return { projectId: project.id, goal };
}

/** Reloads the workspace and waits for the server's graph (a stale cached one shows first). */
async function reloadWorkspace(page: Page): Promise<void> {
  const graphAnswered = page.waitForResponse('**/api/get_project_graph');
  await page.reload();
  await graphAnswered;
  await expect(tool(page, 'Search')).toBeVisible();
  await nextPaint(page);
}

test('a project made in the top bar shows its question cards; the onboarding shows once', async ({
  page,
}) => {
  await signUp(page);
  test.setTimeout(90_000);
  const projectId = await createProjectFromTopBar(page, BAKERY);
  // The toast is the layout's, not the canvas's: out of the way of the checks and pictures.
  await toast(page, 'Completed').getByRole('button', { name: 'Close toast' }).click();
  await expect(toast(page, 'Completed')).toHaveCount(0);
  const questions = (await storedGraph(page, projectId)).nodes.filter(
    (n) => n.label === 'question',
  );
  expect(questions.length).toBeGreaterThan(0);

  const modal = onboarding(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await expect(modal).toContainText('Type your answers into the Question cards');
  await expect(modal.getByRole('button', { name: 'Got it' })).toBeFocused();
  await expectNoA11yViolations(page, 'the workspace onboarding');
  await snap(page, 'workspace-onboarding');
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toHaveCount(0);

  // The questions are cards with an answer box labelled by the question.
  const drawn = cards(page, 'question');
  await expect(drawn.first()).toBeVisible();
  const names = new Set(questions.map((q) => q.name));
  for (const title of await drawn.locator('.node-card-title').allTextContents()) {
    expect(names, `a question card reads '${title}'`).toContain(title);
  }
  const first = drawn.first();
  const firstTitle = (await first.locator('.node-card-title').textContent()) ?? '';
  await expect(first.getByRole('textbox', { name: firstTitle })).toHaveAttribute(
    'placeholder',
    'Your answer',
  );

  await expectNoA11yViolations(page, 'the workspace canvas');
  await snap(page, 'workspace-canvas', { fullPage: false });

  // Dismissed for good: after a reload, once the graph is drawn, it does not come back.
  await reloadWorkspace(page);
  await expect(cards(page, 'question').first()).toBeVisible();
  await expect(modal).toHaveCount(0);
});

test('a question is answered on its card: Save Answer only for a new answer, then Answered', async ({
  page,
}) => {
  const { projectId, question } = await questionWorkspace(page);

  const qCard = card(page, question.id);
  const answer = qCard.getByRole('textbox', { name: question.name });
  const save = qCard.getByRole('button', { name: 'Save Answer' });
  await expect(answer).toHaveValue('');
  await expect(save).toHaveCount(0);
  await expect(qCard.getByText('Answered', { exact: true })).toHaveCount(0);

  // Blank is not an answer; the trimmed text is what counts.
  await answer.fill('   ');
  await expect(save).toHaveCount(0);
  await answer.fill('  About 60,000 euros  ');
  await expect(save).toBeVisible();
  await save.click();

  await expect(qCard.getByText('Answered', { exact: true })).toBeVisible();
  await expect(answer).toHaveCount(0);
  await expect(qCard.getByText('About 60,000 euros', { exact: true })).toBeVisible();
  const details = qCard.getByRole('button', { name: `Details of ${question.name}` });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect
    .poll(async () => (await storedNode(page, projectId, question.id))?.attributes.answer)
    .toBe('About 60,000 euros');

  // Opened again: the saved answer, and the same text with spaces around is nothing new.
  await details.click();
  await expect(answer).toHaveValue('About 60,000 euros');
  await expect(save).toHaveCount(0);
  await answer.fill(' About 60,000 euros ');
  await expect(save).toHaveCount(0);
  await answer.fill('About 65,000 euros');
  await expect(save).toBeVisible();

  // Project Management shows the answer.
  await mainNav(page).getByRole('link', { name: 'Project Management' }).click();
  await expect(page.getByText('Loading project…')).toHaveCount(0);
  const row = itemWith(page, question.name, /^(Submit|Update) Answer/);
  await expect(row.getByPlaceholder('Your answer')).toHaveValue('About 60,000 euros');
  await expect(row.getByRole('button', { name: 'Update Answer' })).toBeVisible();
});

test('a card dragged more than 5 px is saved where it was dropped; a smaller move is a click that selects it', async ({
  page,
}) => {
  const projectId = await arrangedWorkspace(page, [PROOFER, MIXER]);
  const proofer = card(page, PROOFER.id);
  const mixer = card(page, MIXER.id);
  const writes = recordCalls<{ nodes: { id: string; x?: number; y?: number }[] }>(
    page,
    'batch_upsert_nodes',
  );
  await expectDrawnAt(proofer, PROOFER);
  await expect(mixer).not.toHaveClass(/\bselected\b/);

  // 3 px is under the threshold: a click, which selects the mixer (alone); it does not move.
  await dragCard(page, mixer, 3, 0, 3);
  await expect(mixer).toHaveClass(/\bselected\b/);
  await expect(proofer).not.toHaveClass(/\bselected\b/);
  await expectDrawnAt(mixer, MIXER);

  // A real drag. The card follows from the move that crossed the threshold, so it is where the
  // canvas draws it, not exactly the pointer's distance, that must be saved.
  await dragCard(page, proofer, 160, 90);
  const dropped = await drawnAt(proofer);
  expect(dropped.x - PROOFER.x).toBeGreaterThan(120);
  expect(dropped.y - PROOFER.y).toBeGreaterThan(60);
  await expectStoredAt(page, projectId, PROOFER.id, dropped);
  await expectSaved(page);
  // One write, of the dragged card alone: the 3 px move saved nothing.
  expect(writes.flatMap((w) => w.nodes.map((n) => n.id))).toEqual([PROOFER.id]);
  expect(await storedAt(page, projectId, MIXER.id)).toEqual({ x: MIXER.x, y: MIXER.y });

  await reloadWorkspace(page);
  await expectDrawnAt(proofer, dropped);
  await expectDrawnAt(mixer, MIXER);
});

test('a card the canvas placed itself, then moved, stays moved over two reloads', async ({
  page,
}) => {
  const { projectId, question } = await questionWorkspace(page);
  expect(question.x, 'the question had no place before the workspace opened').toBeNull();
  const placed = await drawnAt(card(page, question.id));
  await expectStoredAt(page, projectId, question.id, placed);

  await dragCard(page, card(page, question.id), 150, 0);
  const dropped = await drawnAt(card(page, question.id));
  expect(dropped.x - placed.x).toBeGreaterThan(100);
  await expectStoredAt(page, projectId, question.id, dropped);
  await expectSaved(page);

  await reloadWorkspace(page);
  await expectSaved(page);
  expect(await storedAt(page, projectId, question.id)).toEqual(dropped);
  await reloadWorkspace(page);
  await expectDrawnAt(card(page, question.id), dropped);
});

test('a move is undone with Ctrl+Z and redone with Shift+Ctrl+Z, each saved', async ({ page }) => {
  const projectId = await arrangedWorkspace(page, [PROOFER]);
  const proofer = card(page, PROOFER.id);
  await expect(tool(page, 'Undo')).toBeDisabled();

  await dragCard(page, proofer, 140, 100);
  const dropped = await drawnAt(proofer);
  expect(dropped).not.toEqual({ x: PROOFER.x, y: PROOFER.y });
  await expectStoredAt(page, projectId, PROOFER.id, dropped);
  await expect(tool(page, 'Undo')).toBeEnabled();

  await page.keyboard.press('Control+z');
  await expectDrawnAt(proofer, PROOFER);
  await expectStoredAt(page, projectId, PROOFER.id, PROOFER);
  await expect(tool(page, 'Redo')).toBeEnabled();

  await page.keyboard.press('Shift+Control+z');
  await expectDrawnAt(proofer, dropped);
  await expectStoredAt(page, projectId, PROOFER.id, dropped);

  await page.keyboard.press('Control+z');
  await expectDrawnAt(proofer, PROOFER);
  await expectStoredAt(page, projectId, PROOFER.id, PROOFER);
  await expectSaved(page);

  await reloadWorkspace(page);
  await expectDrawnAt(proofer, PROOFER);
  await expect(tool(page, 'Undo')).toBeDisabled();
});

test('a link is drawn from one card’s dot to another card; not to itself; the type toggles', async ({
  page,
}) => {
  const projectId = await arrangedWorkspace(page, [PROOFER, MIXER]);
  const edgeWrites = recordCalls<{ edges: { from: string; to: string; label: string }[] }>(
    page,
    'batch_upsert_edges',
  );
  await expect(sourceDots(page)).toHaveCount(0);

  await chooseLinkType(page, 'relates_to');
  await expect(createEdgeButton(page)).toHaveAccessibleName('Create Edge: relates_to');
  await expect(createEdgeButton(page)).toHaveClass(/\bactive\b/);
  const fromProofer = sourceDot(page, PROOFER.name);
  await expect(fromProofer).toBeVisible();
  await expect(sourceDot(page, MIXER.name)).toBeVisible();
  await expectNoA11yViolations(page, 'the canvas in addEdge mode');
  await snap(page, 'workspace-edge-mode', { fullPage: false });
  await viewSettled(page);

  // Released on the card it started from: nothing.
  await fromProofer.hover();
  await pressAndRelease(page, await centreOf(fromProofer), await centreOf(card(page, PROOFER.id)));
  await expect(link(page, PROOFER.id, 'relates_to', PROOFER.id)).toHaveCount(0);

  // Pressed on the proofer's dot, released on the mixer: a relates_to link.
  await fromProofer.hover();
  await pressAndRelease(page, await centreOf(fromProofer), await centreOf(card(page, MIXER.id)));
  const made = link(page, PROOFER.id, 'relates_to', MIXER.id);
  await expect(made).toBeVisible();
  await expect(made.locator('.canvas-link-label')).toHaveText('relates_to');
  await expect(made).toHaveAccessibleName(`relates_to link from ${PROOFER.name} to ${MIXER.name}`);
  await expect
    .poll(async () => (await storedGraph(page, projectId)).edges.map((e) => e.id))
    .toContain(edgeId(PROOFER.id, 'relates_to', MIXER.id));
  await expectSaved(page);
  // Still in addEdge mode; the only link written is the one between two cards.
  await expect(fromProofer).toBeVisible();
  expect(edgeWrites.flatMap((w) => w.edges)).toEqual([
    { from: PROOFER.id, to: MIXER.id, label: 'relates_to' },
  ]);

  // The same type again goes back to idle: the dots are gone.
  await chooseLinkType(page, 'relates_to');
  await expect(createEdgeButton(page)).toHaveAccessibleName('Create Edge');
  await expect(sourceDots(page)).toHaveCount(0);

  await reloadWorkspace(page);
  await expect(link(page, PROOFER.id, 'relates_to', MIXER.id)).toBeVisible();
  await expect(link(page, PROOFER.id, 'relates_to', PROOFER.id)).toHaveCount(0);
});

test('the Delete key deletes the selected card, then the selected link', async ({ page }) => {
  const projectId = await arrangedWorkspace(
    page,
    [PROOFER, MIXER, SLICER],
    [
      [PROOFER.id, 'references', MIXER.id],
      [SLICER.id, 'references', PROOFER.id],
    ],
  );
  const mixer = card(page, MIXER.id);
  await expect(link(page, PROOFER.id, 'references', MIXER.id)).toBeVisible();

  await mixer.locator('.node-card-title').click();
  await expect(mixer).toHaveClass(/\bselected\b/);
  await page.keyboard.press('Delete');
  await expect(mixer).toHaveCount(0);
  await expect(link(page, PROOFER.id, 'references', MIXER.id)).toHaveCount(0);
  await expect.poll(() => storedNode(page, projectId, MIXER.id)).toBeUndefined();

  const slicerLink = link(page, SLICER.id, 'references', PROOFER.id);
  await clickLink(page, slicerLink);
  await expect(slicerLink).toHaveClass(/\bselected\b/);
  await expect(card(page, PROOFER.id)).not.toHaveClass(/\bselected\b/);
  await page.keyboard.press('Delete');
  await expect(slicerLink).toHaveCount(0);
  await expect(card(page, PROOFER.id)).toBeVisible();
  await expect(card(page, SLICER.id)).toBeVisible();
  await expect
    .poll(async () => (await storedGraph(page, projectId)).edges.map((e) => e.id))
    .not.toContain(edgeId(SLICER.id, 'references', PROOFER.id));
  await expectSaved(page);

  await reloadWorkspace(page);
  await expect(card(page, PROOFER.id)).toBeVisible();
  await expect(mixer).toHaveCount(0);
  await expect(slicerLink).toHaveCount(0);
});

test('Search centres the view on the node found and selects it; an unknown name is not found', async ({
  page,
}) => {
  const { projectId, goal } = await plannedGoal(page, { furthest: true });
  await openWorkspace(page, projectId);
  expect((await viewport(page)).zoom).toBeLessThan(1);

  await tool(page, 'Search').click();
  const search = dialog(page, 'Search Graph Data');
  await expect(search.getByLabel('Label')).toBeFocused();
  await search.getByLabel('Label').fill('goal');
  await search.getByLabel('Name').fill(goal.name);
  await expectNoA11yViolations(page, 'Search Graph Data');
  await snap(page, 'workspace-search');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search).toHaveCount(0);

  const found = card(page, goal.id);
  await expect(found).toBeVisible();
  await expect(found).toHaveClass(/\bselected\b/);
  await expectCentred(page, found);
  expect((await viewport(page)).zoom).toBe(1);

  await tool(page, 'Search').click();
  await search.getByLabel('Label').fill('goal');
  await search.getByLabel('Name').fill('Open a second bakery on the moon');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByRole('alert')).toHaveText('Vertex not found.');
  await expect(search).toBeVisible();

  // Both fields are required.
  await search.getByLabel('Name').fill('');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('Name is required')).toBeVisible();
});

test('Filters: unticking Goal takes the goal cards off the canvas, ticking brings them back', async ({
  page,
}) => {
  const { projectId, goal } = await plannedGoal(page);
  await openWorkspace(page, projectId, { centreOn: goal.id });
  const goalCards = cards(page).filter({
    has: page.locator('.node-card-chip', { hasText: /^goal$/ }),
  });
  await expect(goalCards.first()).toBeVisible();
  const before = await goalCards.count();
  const otherCards = await cards(page).count();

  await tool(page, 'Filters').click();
  const filters = dialog(page, 'Visibility Filters');
  await expect(filters).toBeVisible();
  expect((await filters.boundingBox())?.width).toBe(420);
  const goalBox = filters.getByRole('checkbox', { name: 'Goal', exact: true });
  await expect(goalBox).toBeChecked();
  await expectNoA11yViolations(page, 'Visibility Filters');
  await snap(page, 'workspace-filters');

  await goalBox.uncheck();
  await expect(goalCards).toHaveCount(0);
  await expect(card(page, goal.id)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(otherCards - before);

  await goalBox.check();
  await expect(goalCards).toHaveCount(before);
  await expect(card(page, goal.id)).toBeVisible();
  await filters.getByRole('button', { name: 'Done' }).click();
  await expect(filters).toHaveCount(0);
});

test('Refactor Project runs its three steps behind the overlay, then Completed and a refetch', async ({
  page,
}) => {
  await signUp(page);
  const project = await createPlannedProject(page, BAKERY);
  await openWorkspace(page, project.id);

  const held = await holdEach(page, 'run_prompt_queue');
  const steps = recordCalls<{ steps: string[] }>(page, 'run_prompt_queue');
  await tool(page, 'Refactor Project').click();
  await expect(busyOverlay(page)).toHaveAccessibleName('1 of 3 Refactor');
  held.releaseNext();
  await expect(busyOverlay(page)).toHaveAccessibleName('2 of 3 Generate system tasks');
  held.releaseNext();
  await expect(busyOverlay(page)).toHaveAccessibleName('3 of 3 Execute system tasks');
  const refetched = page.waitForResponse('**/api/get_project_graph');
  held.releaseNext();

  await expectFlowCompleted(page);
  await expect(busyOverlay(page)).toHaveCount(0);
  await refetched;
  expect(steps.map((s) => s.steps)).toEqual([['refactor'], ['project_tasks'], ['execute']]);
  await expect(tool(page, 'Search')).toBeEnabled();
});

test('Create Node: placed with Confirm Node Placement, named in the dialog, kept', async ({
  page,
}) => {
  await signUp(page);
  const project = await createBareProject(page, BAKERY);
  await openWorkspace(page, project.id);

  await tool(page, 'Create Node').click();
  await expect(tool(page, 'Create Node')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: 'New node placement: drag to move' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Node Placement' }).click();

  const create = dialog(page, 'Create Node');
  await expect(create.getByLabel('Name')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Confirm Node Placement' })).toHaveCount(0);
  await expect(tool(page, 'Create Node')).toHaveAttribute('aria-pressed', 'false');
  await expectNoA11yViolations(page, 'Create Node');
  await snap(page, 'workspace-create-node');

  // A name is required.
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create.getByText('Name is required')).toBeVisible();
  await create.getByLabel('Name').fill('  Oven  ');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toHaveCount(0);

  const oven = cardTitled(page, 'Oven');
  await expect(oven).toBeVisible();
  await expect(oven.locator('.node-card-chip')).toHaveText('Concept');
  await expect
    .poll(async () => (await storedGraph(page, project.id)).nodes.filter((n) => n.name === 'Oven'))
    .toHaveLength(1);

  await expectSaved(page);

  // Kept: opened again (centred on it, wherever the view would start), it is there.
  const stored = (await storedGraph(page, project.id)).nodes.find((n) => n.name === 'Oven');
  if (!stored) throw new Error('Oven was not stored');
  await openWorkspace(page, project.id, { centreOn: stored.id });
  await expect(card(page, stored.id)).toBeVisible();
  await expect(cardTitled(page, 'Oven')).toHaveCount(1);
});

test('a node made with Create Node is centred in the view and selected', async ({ page }) => {
  await signUp(page);
  const project = await createBareProject(page, BAKERY);
  await openWorkspace(page, project.id);
  await tool(page, 'Create Node').click();
  await page.getByRole('button', { name: 'Confirm Node Placement' }).click();
  const create = dialog(page, 'Create Node');
  await create.getByLabel('Name').fill('Oven');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  const oven = cardTitled(page, 'Oven');
  await expect(oven).toHaveClass(/\bselected\b/);
  await expectCentred(page, oven);
});

test.describe('on a 375 px touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a card dragged with a finger is saved where it was dropped', async ({ page }) => {
    const projectId = await arrangedWorkspace(page, [PROOFER]);
    const proofer = card(page, PROOFER.id);
    await expectDrawnAt(proofer, PROOFER);
    const grip = proofer.locator('.node-card-title');
    await expect(grip).toBeInViewport();
    const from = await centreOf(grip);

    await touchDrag(page, from, { x: from.x + 60, y: from.y + 120 });
    await expect.poll(async () => (await drawnAt(proofer)).y - PROOFER.y).toBeGreaterThan(80);
    const dropped = await drawnAt(proofer);
    expect(dropped.x - PROOFER.x).toBeGreaterThan(30);
    await expectStoredAt(page, projectId, PROOFER.id, dropped);
    await expectSaved(page);

    await reloadWorkspace(page);
    await expectDrawnAt(proofer, dropped);
  });
});
