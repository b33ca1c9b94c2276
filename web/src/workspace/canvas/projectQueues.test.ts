import { afterEach, describe, expect, it, vi } from 'vitest';
import { newProject, projectGraph } from '../../../test/projects';
import { signUp } from '../../../test/session';
import { createCall } from '../../api/call';
import { projectQueue } from './projectQueues';

afterEach(() => vi.unstubAllGlobals());

describe('a project’s write queue against the real server', () => {
  it('an answer lost on the way back is retried under the same key and written once', async () => {
    const session = await signUp();
    const project = await newProject(session);
    const realFetch = globalThis.fetch;
    const seen: { key: string | null; replayed: string | null }[] = [];
    let loseNextAnswer = true;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const res = await realFetch(url, init);
      if (String(url).endsWith('/api/batch_upsert_nodes')) {
        const headers = new Headers(init.headers);
        seen.push({
          key: headers.get('idempotency-key'),
          replayed: res.headers.get('idempotent-replayed'),
        });
        if (loseNextAnswer) {
          // The server wrote the batch; the connection drops before its answer arrives.
          loseNextAnswer = false;
          throw new TypeError('network connection was lost');
        }
      }
      return res;
    });
    const call = createCall({
      baseUrl: session.baseUrl,
      getToken: async () => session.token,
      onUnauthorized: () => undefined,
    });
    const queue = projectQueue(project, call);
    queue.updateNode('concept.lost-answer', { name: 'Lost answer', x: 10, y: 20 });
    await queue.flush();
    expect(queue.pending).toBe(1);

    // The queue retries after its first backoff step (1 s).
    await vi.waitFor(() => expect(queue.pending).toBe(0), { timeout: 5000 });
    expect(seen).toHaveLength(2);
    expect(seen[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[1]).toEqual({ key: seen[0]?.key, replayed: 'true' });
    const graph = await projectGraph(session, project);
    expect(graph.nodes.filter((n) => n.id === 'concept.lost-answer')).toMatchObject([
      { name: 'Lost answer', x: 10, y: 20 },
    ]);
  });
});
