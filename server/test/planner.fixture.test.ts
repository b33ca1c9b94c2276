import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Graph, byLabel, expectSoundGraph } from './graphChecks';
import { type TestServer, type TestUser, startServer } from './harness';

/**
 * The offline engine against very different goals, listed and not. For each: the project it
 * drafts and the graph after the two-step flow must use the prompt's own terms, hold no
 * template text, no duplicates and no orphans. PGlite only: the store is not what is tested.
 * PRINT_PLANS=1 prints what was generated.
 */
const FIXTURE: Array<{ prompt: string; type?: RegExp; terms: string[] }> = [
  { prompt: 'open a small bakery in Lisbon', type: /food/i, terms: ['bakery', 'Lisbon'] },
  {
    prompt: 'Build a mobile game about dragons for iOS and Android',
    type: /game/i,
    terms: ['game', 'dragon'],
  },
  {
    prompt: 'plan our wedding in Tuscany for 80 guests next June',
    type: /wedding/i,
    terms: ['wedding', 'Tuscany'],
  },
  {
    prompt: 'finish my PhD thesis on coral reef bleaching by June 2027',
    type: /research|academic/i,
    terms: ['thesis', 'coral reef', 'June 2027'],
  },
  {
    prompt: 'launch a marketing campaign for our new oat milk brand',
    type: /marketing/i,
    terms: ['campaign', 'oat milk'],
  },
  { prompt: 'learn Spanish well enough to live in Madrid', type: /language/i, terms: ['Spanish'] },
  {
    prompt: 'renovate the kitchen and bathroom of my flat for under £30,000',
    type: /renovation|home/i,
    terms: ['kitchen', '£30,000'],
  },
  {
    prompt: 'build a SaaS for small accounting firms to track invoices',
    type: /software|saas/i,
    terms: ['accounting firms'],
  },
  {
    prompt: 'start a community garden in our neighbourhood',
    type: /garden|community/i,
    terms: ['garden'],
  },
  {
    prompt: 'design a smart plant-watering gadget and sell it on Kickstarter',
    type: /hardware|product/i,
    terms: ['gadget'],
  },
  {
    prompt: 'write a fantasy novel about a city of glass',
    type: /book|writing|publish/i,
    terms: ['novel'],
  },
  {
    prompt: 'run my first marathon in under four hours',
    type: /fitness|health|sport/i,
    terms: ['marathon'],
  },
  {
    prompt: 'organise a chess tournament for 40 players at the Bristol library',
    type: /event/i,
    terms: ['chess tournament'],
  },
  { prompt: 'open a café', type: /food/i, terms: ['café'] },
  { prompt: 'adopt a rescue dog', terms: ['rescue dog'] },
  { prompt: "reduce my household's energy bills", terms: ['energy bills'] },
  { prompt: 'write a grant proposal for the city museum', terms: ['grant proposal'] },
  { prompt: 'move to Berlin with my family next spring', terms: ['Berlin'] },
  { prompt: 'get my driving licence', terms: ['driving licence'] },
  { prompt: 'set up a home recording studio', terms: ['recording studio'] },
  { prompt: 'prepare for the AWS Solutions Architect certification', terms: ['AWS'] },
  { prompt: "raise €50,000 for our school's new playground", terms: ['playground', '€50,000'] },
  { prompt: 'I want to restore a 1970s sailing boat', terms: ['sailing boat'] },
];

describe('the offline engine across goals', () => {
  let server: TestServer;
  let ann: TestUser;
  beforeAll(async () => {
    server = await startServer('pglite');
    ann = await server.newUser('Ann');
  });
  afterAll(() => server.close());

  it.each(FIXTURE)('$prompt', async ({ prompt, type, terms }) => {
    const created = await ann.call('create_project', { prompt });
    expect(created.status).toBe(200);
    const { project_id: id, project, questions } = created.body.result;
    expect(project.name.toLowerCase()).not.toBe(prompt.toLowerCase());
    if (type) expect(project.project_type).toMatch(type);
    else expect(project.project_type).toBe('General');
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(6);

    // The draft speaks the prompt's language: each term is in the name, description or questions,
    // and the questions use at least one of them.
    const draft = [
      project.name,
      project.description,
      ...questions.map((q: { name: string }) => q.name),
    ]
      .join('\n')
      .toLowerCase();
    for (const term of terms) expect(draft, `"${term}" in the draft`).toContain(term.toLowerCase());

    expect((await ann.call('project_tasks', { project_id: id, prompt })).status).toBe(200);
    const executed = await ann.call('execute', { project_id: id });
    expect(executed.status, JSON.stringify(executed.body.error)).toBe(200);
    const graph: Graph = (await ann.call('get_project_graph', { project_id: id })).body.result;
    expectSoundGraph(graph, id);
    const goals = byLabel(graph, 'goal');
    expect(goals.length).toBeGreaterThanOrEqual(3);
    const custom = graph.node_types.filter(
      (t) => !['Concept', 'Schema', 'Project', 'Task'].includes(t.name),
    );
    expect(custom.length).toBeGreaterThanOrEqual(3);
    const typed = graph.nodes.filter((n) => custom.some((t) => t.name === n.label));
    expect(typed.length).toBeGreaterThanOrEqual(6);
    const everything = graph.nodes
      .map((n) => n.name)
      .join('\n')
      .toLowerCase();
    expect(terms.some((t) => everything.includes(t.toLowerCase()))).toBe(true);

    if (process.env.PRINT_PLANS) {
      process.stdout.write(
        [
          `\n## ${prompt}`,
          `${project.name} (${project.project_type}) — ${project.description}`,
          'Questions:',
          ...questions.map((q: { name: string }) => `  - ${q.name}`),
          'Goals:',
          ...goals.map((g) => `  - ${g.name} [${g.attributes.priority}]`),
          'Types:',
          ...custom.map((t) => `  - ${t.name}: ${t.fields.map((f) => f.name).join(', ')}`),
        ].join('\n') + '\n',
      );
    }
  });
});
