import { beforeAll, describe, expect, it } from 'vitest';
import { type TestSession, signUp } from '../../test/session';
import { createCall } from '../api/call';
import { SYSTEM_TASKS_STEPS, runSystemTasks } from './systemTasks';

let session: TestSession;
let project: string;
beforeAll(async () => {
  session = await signUp('Flow Runner');
  project = (await session.call('create_project', { prompt: 'open a small bakery in Lisbon' }))
    .project_id;
});

const callAs = (baseUrl: string, token: string) =>
  createCall({ baseUrl, getToken: async () => token, onUnauthorized: () => {} });

describe('the system tasks flow', () => {
  it('plans and executes tasks, labelling each step, and ends Completed', async () => {
    const labels: string[] = [];
    const outcome = await runSystemTasks(
      callAs(session.baseUrl, session.token),
      project,
      '  budget 20k EUR, open by March ',
      (l) => labels.push(l),
    );
    expect(labels).toEqual([...SYSTEM_TASKS_STEPS]);
    expect(outcome.status).toBe('Completed');
    expect(outcome.tasks).toBeGreaterThan(0);
    expect(outcome.created.nodes).toBeGreaterThan(0);
    const graph = await session.call('get_project_graph', { project_id: project });
    expect(graph.nodes.map((n) => n.id)).toContain(outcome.centerNodeId);
    // The engine ran every task it planned.
    const pending = graph.nodes.filter(
      (n) => n.type === 'sys' && n.attributes.status === 'pending',
    );
    expect(pending).toEqual([]);
  });

  it('ends Failed: project_tasks when the server refuses the first step', async () => {
    const labels: string[] = [];
    const outcome = await runSystemTasks(
      callAs(session.baseUrl, session.token),
      'not-my-project',
      'anything',
      (l) => labels.push(l),
    );
    expect(outcome.status).toBe('Failed: project_tasks');
    expect(outcome.error).toMatch(/not found/i);
    expect(labels).toEqual([SYSTEM_TASKS_STEPS[0]]);
  });

  it('ends Error when the server cannot be reached', async () => {
    const outcome = await runSystemTasks(
      callAs('http://127.0.0.1:9', session.token),
      project,
      'x',
      () => {},
    );
    expect(outcome.status).toBe('Error');
    expect(outcome.error).toBe('The server cannot be reached.');
  });
});
