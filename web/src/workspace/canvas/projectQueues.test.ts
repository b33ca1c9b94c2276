import { describe, expect, it } from 'vitest';
import { newProject, projectGraph } from '../../../test/projects';
import { signUp } from '../../../test/session';
import { type Call, createCall } from '../../api/call';
import { ApiError } from '../../api/client';
import { projectQueue } from './projectQueues';

describe('a project’s write queue against the real server', () => {
  it('an answer lost on the way back is retried under the same key and written once', async () => {
    const session = await signUp();
    const project = await newProject(session);
    const call = createCall({
      baseUrl: session.baseUrl,
      getToken: async () => session.token,
      onUnauthorized: () => undefined,
    });
    const keys: (string | undefined)[] = [];
    let loseNextAnswer = true;
    // The real call reaches the server and writes; its answer is lost before the queue sees it.
    const lossy: Call = async (name, body, options) => {
      const answer = await call(name, body, options);
      if (name === 'batch_upsert_nodes') {
        keys.push(options?.idempotencyKey);
        if (loseNextAnswer) {
          loseNextAnswer = false;
          throw new ApiError(0, 'network_error', 'The server cannot be reached.');
        }
      }
      return answer;
    };
    const queue = projectQueue(project, lossy);
    queue.updateNode('concept.lost-answer', { name: 'Lost answer', x: 10, y: 20 });
    await queue.flush();
    expect(queue.pending).toBe(1);
    const node = async () =>
      (await projectGraph(session, project)).nodes.find((n) => n.id === 'concept.lost-answer');
    const written = await node();
    expect(written).toMatchObject({ name: 'Lost answer', x: 10, y: 20 });

    // The queue retries after its first backoff step (1 s), with the same key.
    await expect.poll(() => queue.pending, { timeout: 5000 }).toBe(0);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    // The server answered the retry from the key and did not write again.
    expect((await node())?.updated_at).toBe(written?.updated_at);
  });
});
