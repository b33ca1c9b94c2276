import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { API_ERRORS } from './projectQueues';
import { type EdgeWrite, type NodePatch, WriteQueue, type WriteStatus } from './writeQueue';

type NodeBatch = (NodePatch & { id: string })[];

/** A server stand-in that records what it was sent and can be told to fail the next sends. */
function recorder() {
  const nodeBatches: NodeBatch[] = [];
  const edgeBatches: EdgeWrite[][] = [];
  const statuses: WriteStatus[] = [];
  /** The Idempotency-Key of every send, failed or not. */
  const keys: string[] = [];
  let failNext = 0;
  let failure: Error = new Error('The server cannot be reached.');
  const maybeFail = () => {
    if (failNext > 0) {
      failNext -= 1;
      return Promise.reject(failure);
    }
    return Promise.resolve();
  };
  const queue = new WriteQueue({
    ...API_ERRORS,
    sendNodes: (nodes, key) => {
      keys.push(key);
      return maybeFail().then(() => void nodeBatches.push(nodes));
    },
    sendEdges: (edges, key) => {
      keys.push(key);
      return maybeFail().then(() => void edgeBatches.push(edges));
    },
    onStatus: (s) => statuses.push(s),
    retryDelaysMs: [1000, 2000],
  });
  return {
    queue,
    nodeBatches,
    edgeBatches,
    statuses,
    keys,
    failNext: (n: number, err?: Error) => {
      failNext = n;
      if (err) failure = err;
    },
  };
}

const edge = (i: number): EdgeWrite => ({ from: `a${i}`, to: `b${i}`, label: 'connects_to' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the canvas write queue', () => {
  it('sends node changes 350 ms after the last one, merged per node', async () => {
    const r = recorder();
    r.queue.updateNode('n1', { x: 10, y: 10 });
    await vi.advanceTimersByTimeAsync(300);
    r.queue.updateNode('n1', { x: 20, attributes: { a: 1 } });
    r.queue.updateNode('n2', { visible: false });
    r.queue.updateNode('n1', { attributes: { b: 2 } });
    await vi.advanceTimersByTimeAsync(349);
    expect(r.nodeBatches).toEqual([]);
    expect(r.queue.pending).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.nodeBatches).toEqual([
      [
        { id: 'n1', x: 20, y: 10, attributes: { a: 1, b: 2 } },
        { id: 'n2', visible: false },
      ],
    ]);
    expect(r.queue.pending).toBe(0);
  });

  it('sends edges once 25 wait, or 250 ms after the first', async () => {
    const r = recorder();
    for (let i = 0; i < 24; i++) r.queue.addEdge(edge(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.edgeBatches).toEqual([]);
    r.queue.addEdge(edge(24));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.edgeBatches.map((b) => b.length)).toEqual([25]);

    r.queue.addEdge(edge(100));
    await vi.advanceTimersByTimeAsync(200);
    r.queue.addEdge(edge(101));
    // The timer runs from the first edge: more edges do not put the send off.
    await vi.advanceTimersByTimeAsync(50);
    expect(r.edgeBatches.map((b) => b.length)).toEqual([25, 2]);
  });

  it('does not send the same edge twice in a batch', async () => {
    const r = recorder();
    r.queue.addEdge(edge(1));
    r.queue.addEdge({ ...edge(1), label: 'Connects To' });
    await vi.advanceTimersByTimeAsync(250);
    expect(r.edgeBatches).toEqual([[{ ...edge(1), label: 'Connects To' }]]);
  });

  it('flushes everything at once on demand', async () => {
    const r = recorder();
    r.queue.updateNode('n1', { x: 1, y: 2 });
    r.queue.addEdge(edge(1));
    await r.queue.flush();
    expect(r.nodeBatches).toEqual([[{ id: 'n1', x: 1, y: 2 }]]);
    expect(r.edgeBatches).toEqual([[edge(1)]]);
    expect(r.queue.pending).toBe(0);
  });

  it('never drops a failed send: it sends the same batch under the same key, newer changes after it', async () => {
    const r = recorder();
    r.failNext(2);
    r.queue.updateNode('n1', { x: 1, y: 1, attributes: { a: 1 } });
    await vi.advanceTimersByTimeAsync(350);
    expect(r.nodeBatches).toEqual([]);
    expect(r.statuses.at(-1)).toEqual({ pending: 1, error: 'The server cannot be reached.' });
    // A change made while the send was failing waits behind the failed batch.
    r.queue.updateNode('n1', { x: 5 });
    await vi.advanceTimersByTimeAsync(350); // second failure
    expect(r.nodeBatches).toEqual([]);
    expect(r.statuses.at(-1)).toEqual({ pending: 2, error: 'The server cannot be reached.' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(r.nodeBatches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1); // the retry after 2 s succeeds
    expect(r.nodeBatches).toEqual([
      [{ id: 'n1', x: 1, y: 1, attributes: { a: 1 } }],
      [{ id: 'n1', x: 5 }],
    ]);
    // Three sends of the first batch under one key (a lost answer is not written twice), then
    // the newer batch under its own.
    expect(r.keys).toHaveLength(4);
    expect(new Set(r.keys.slice(0, 3)).size).toBe(1);
    expect(r.keys[3]).not.toBe(r.keys[0]);
    expect(r.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(r.statuses.at(-1)).toEqual({ pending: 0, error: null });
  });

  it('waits as long as a 429 asks before retrying, and tells why meanwhile', async () => {
    const r = recorder();
    r.failNext(
      1,
      new ApiError(429, 'rate_limited', 'Too many requests. Try again in 30 s.', [], 30),
    );
    r.queue.updateNode('n1', { x: 1, y: 1 });
    await vi.advanceTimersByTimeAsync(350);
    expect(r.statuses.at(-1)).toEqual({
      pending: 1,
      error: 'Too many requests. Try again in 30 s.',
    });
    // The backoff alone would retry after 1 s; the server asked for 30.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(r.nodeBatches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.nodeBatches).toEqual([[{ id: 'n1', x: 1, y: 1 }]]);
    expect(r.statuses.at(-1)).toEqual({ pending: 0, error: null });
  });

  it('retries a failed edge batch without losing or doubling an edge', async () => {
    const r = recorder();
    r.failNext(1);
    r.queue.addEdge(edge(1));
    await vi.advanceTimersByTimeAsync(250);
    r.queue.addEdge(edge(1));
    r.queue.addEdge(edge(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.edgeBatches).toEqual([[edge(1)], [edge(2)]]);
    expect(r.keys[1]).toBe(r.keys[0]);
  });

  it('sends batches in order, one after another', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const queue = new WriteQueue({
      sendNodes: (nodes) =>
        new Promise<void>((resolve) => {
          order.push(`start ${nodes.map((n) => n.id).join()}`);
          release = () => {
            order.push(`end ${nodes.map((n) => n.id).join()}`);
            resolve();
          };
        }),
      sendEdges: async () => {},
    });
    queue.updateNode('a', { x: 1 });
    const first = queue.flush();
    queue.updateNode('b', { x: 2 });
    const second = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start a']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start a', 'end a', 'start b']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
