import {
  EDGE_BATCH_FLUSH_MS,
  EDGE_BATCH_FLUSH_SIZE,
  LIMITS,
  NODE_WRITE_DEBOUNCE_MS,
  edgeId,
} from '@trellis/core';
import { randomHex } from '../../lib/random';

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
  /**
   * Sends one batch. `key` names it for the server (Idempotency-Key): a batch sent again after
   * a failure carries the same key and the same items, so a send that did land is not doubled.
   */
  sendNodes(nodes: (NodePatch & { id: string })[], key: string): Promise<void>;
  sendEdges(edges: EdgeWrite[], key: string): Promise<void>;
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

type Chunk =
  | { kind: 'nodes'; items: (NodePatch & { id: string })[]; key: string }
  | { kind: 'edges'; items: EdgeWrite[]; key: string };

/** Splits what is waiting into batches the server takes, each with its own key. */
function chunks<T>(items: T[], size: number, make: (items: T[], key: string) => Chunk): Chunk[] {
  const out: Chunk[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(make(items.slice(i, i + size), randomHex(16)));
  return out;
}

/**
 * The canvas's write queue (spec §7, §9): node changes are merged per node and sent 350 ms after
 * the last one; edges are sent once 25 are waiting or 250 ms after the first. `flush()` sends
 * everything now (route change, page hidden). Batches leave through one outbox, in order. A
 * failed batch is never dropped nor rebuilt: it stays first in the outbox and is sent again as it
 * was, under its Idempotency-Key, with backoff, so a send whose answer was lost writes once;
 * newer changes follow it and win. The status says so meanwhile.
 */
export class WriteQueue {
  private nodes = new Map<string, NodePatch>();
  private edges = new Map<string, EdgeWrite>();
  private nodeTimer: ReturnType<typeof setTimeout> | undefined;
  private edgeTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Batches taken from the maps, not yet acknowledged; the first may be on its way. */
  private outbox: Chunk[] = [];
  private failures = 0;
  private error: string | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: WriteQueueOptions) {}

  /** Changes not yet acknowledged, sent or waiting. */
  get pending(): number {
    return this.nodes.size + this.edges.size + this.outbox.reduce((n, c) => n + c.items.length, 0);
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

  /** Sends everything waiting now; resolves when the server has it (or a send failed). */
  flush(): Promise<void> {
    this.takeNodes();
    this.takeEdges();
    return this.drain();
  }

  private flushNodes(): Promise<void> {
    this.takeNodes();
    return this.drain();
  }

  private flushEdges(): Promise<void> {
    this.takeEdges();
    return this.drain();
  }

  private takeNodes(): void {
    clearTimeout(this.nodeTimer);
    this.nodeTimer = undefined;
    const batch = [...this.nodes].map(([id, patch]) => ({ id, ...patch }));
    this.nodes.clear();
    this.outbox.push(
      ...chunks(batch, LIMITS.batchNodes, (items, key) => ({ kind: 'nodes', items, key })),
    );
  }

  private takeEdges(): void {
    clearTimeout(this.edgeTimer);
    this.edgeTimer = undefined;
    // An edge still in the outbox will get there: sending it again would only repeat it.
    const waiting = new Set(
      this.outbox.flatMap((c) =>
        c.kind === 'edges' ? c.items.map((e) => edgeId(e.from, e.label, e.to)) : [],
      ),
    );
    const batch = [...this.edges].filter(([id]) => !waiting.has(id)).map(([, e]) => e);
    this.edges.clear();
    this.outbox.push(
      ...chunks(batch, LIMITS.batchEdges, (items, key) => ({ kind: 'edges', items, key })),
    );
  }

  /** Sends the outbox's batches one after another, after any send already under way. */
  private drain(): Promise<void> {
    this.report();
    const run = this.running.then(async () => {
      while (this.outbox.length > 0) {
        const chunk = this.outbox[0] as Chunk;
        try {
          if (chunk.kind === 'nodes') await this.options.sendNodes(chunk.items, chunk.key);
          else await this.options.sendEdges(chunk.items, chunk.key);
        } catch (err) {
          this.failures += 1;
          this.error = (this.options.describeError ?? String)(err);
          this.scheduleRetry(this.options.retryAfterMs?.(err) ?? 0);
          this.report();
          return;
        }
        this.outbox.shift();
        this.failures = 0;
        this.error = null;
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
