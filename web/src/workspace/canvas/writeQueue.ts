import {
  EDGE_BATCH_FLUSH_MS,
  EDGE_BATCH_FLUSH_SIZE,
  LIMITS,
  NODE_WRITE_DEBOUNCE_MS,
  edgeId,
} from '@trellis/core';

/** What changes about a node on the canvas: its position, visibility, name or attributes. */
export interface NodePatch {
  x?: number | null;
  y?: number | null;
  visible?: boolean;
  name?: string;
  attributes?: Record<string, unknown>;
}

export interface EdgeWrite {
  from: string;
  to: string;
  label: string;
}

export interface WriteStatus {
  /** Changes not yet acknowledged by the server. */
  pending: number;
  /** The last flush failed and will be retried; its error. */
  error: string | null;
}

export interface WriteQueueOptions {
  sendNodes(nodes: (NodePatch & { id: string })[]): Promise<void>;
  sendEdges(edges: EdgeWrite[]): Promise<void>;
  onStatus?(status: WriteStatus): void;
  /** Delays before each retry of a failed flush; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** The message a failed send is reported with (the status's error); String(err) without it. */
  describeError?(err: unknown): string;
  /** How long the server asked to wait after a failed send, in ms; 0 or absent: the backoff decides. */
  retryAfterMs?(err: unknown): number;
}

const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** Later fields win; attributes merge key by key. */
export function mergePatch(older: NodePatch | undefined, newer: NodePatch): NodePatch {
  if (!older) return { ...newer };
  const merged: NodePatch = { ...older, ...newer };
  if (older.attributes || newer.attributes) {
    merged.attributes = { ...older.attributes, ...newer.attributes };
  }
  return merged;
}

/**
 * The canvas's write queue (spec §7, §9): node changes are merged per node and sent 350 ms after
 * the last one; edges are sent once 25 are waiting or 250 ms after the first. `flush()` sends
 * everything now (route change, page hidden). A failed send is never dropped: its changes go back
 * under any newer ones and are retried with backoff, and the status says so meanwhile.
 */
export class WriteQueue {
  private nodes = new Map<string, NodePatch>();
  private edges = new Map<string, EdgeWrite>();
  private nodeTimer: ReturnType<typeof setTimeout> | undefined;
  private edgeTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = 0;
  private failures = 0;
  private error: string | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: WriteQueueOptions) {}

  /** Changes not yet acknowledged, sent or waiting. */
  get pending(): number {
    return this.nodes.size + this.edges.size + this.inFlight;
  }

  updateNode(id: string, patch: NodePatch): void {
    this.nodes.set(id, mergePatch(this.nodes.get(id), patch));
    clearTimeout(this.nodeTimer);
    this.nodeTimer = setTimeout(() => void this.flushNodes(), NODE_WRITE_DEBOUNCE_MS);
    this.report();
  }

  addEdge(edge: EdgeWrite): void {
    this.edges.set(edgeId(edge.from, edge.label, edge.to), edge);
    if (this.edges.size >= EDGE_BATCH_FLUSH_SIZE) {
      void this.flushEdges();
    } else {
      this.edgeTimer ??= setTimeout(() => void this.flushEdges(), EDGE_BATCH_FLUSH_MS);
    }
    this.report();
  }

  /** Sends everything waiting now; resolves when the server has it (or the send failed). */
  flush(): Promise<void> {
    return Promise.all([this.flushNodes(), this.flushEdges()]).then(() => undefined);
  }

  private flushNodes(): Promise<void> {
    clearTimeout(this.nodeTimer);
    this.nodeTimer = undefined;
    if (this.nodes.size === 0) return this.running;
    const batch = [...this.nodes].map(([id, patch]) => ({ id, ...patch }));
    this.nodes.clear();
    return this.send(
      batch.length,
      async () => {
        for (let i = 0; i < batch.length; i += LIMITS.batchNodes) {
          await this.options.sendNodes(batch.slice(i, i + LIMITS.batchNodes));
        }
      },
      () => {
        // Back under whatever changed meanwhile: newer changes win.
        for (const { id, ...patch } of batch)
          this.nodes.set(id, mergePatch(patch, this.nodes.get(id) ?? {}));
      },
    );
  }

  private flushEdges(): Promise<void> {
    clearTimeout(this.edgeTimer);
    this.edgeTimer = undefined;
    if (this.edges.size === 0) return this.running;
    const batch = [...this.edges.values()];
    this.edges.clear();
    return this.send(
      batch.length,
      async () => {
        for (let i = 0; i < batch.length; i += LIMITS.batchEdges) {
          await this.options.sendEdges(batch.slice(i, i + LIMITS.batchEdges));
        }
      },
      () => {
        for (const e of batch) {
          const key = edgeId(e.from, e.label, e.to);
          if (!this.edges.has(key)) this.edges.set(key, e);
        }
      },
    );
  }

  /** Sends one batch after the ones before it, so that writes reach the server in order. */
  private send(size: number, work: () => Promise<void>, requeue: () => void): Promise<void> {
    this.inFlight += size;
    this.report();
    const run = this.running.then(async () => {
      try {
        await work();
        this.failures = 0;
        this.error = null;
      } catch (err) {
        requeue();
        this.failures += 1;
        this.error = (this.options.describeError ?? String)(err);
        this.scheduleRetry(this.options.retryAfterMs?.(err) ?? 0);
      } finally {
        this.inFlight -= size;
        this.report();
      }
    });
    this.running = run;
    return run;
  }

  /** Retries after the next backoff delay, or later when the server asked for longer (429). */
  private scheduleRetry(atLeastMs: number): void {
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = Math.max(atLeastMs, delays[Math.min(this.failures, delays.length) - 1] ?? 1000);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), delay);
  }

  private report(): void {
    this.options.onStatus?.({ pending: this.pending, error: this.error });
  }
}
