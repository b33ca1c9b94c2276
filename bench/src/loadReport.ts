/**
 * What a load run counts (latencies per call, errors and leaks with a few samples of each) and
 * how it is printed: one table per backend, then the PGlite/PostgreSQL ratios as the other
 * benchmarks print theirs (`report.ts`).
 */
import type { Backend } from './backends';
import type { LoadCall } from './loadMix';
import type { CpuUse } from './loadServer';
import { MIX } from './loadMix';
import { percentile } from './measure';
import { type Figure, formatFigure, paint } from './report';

/** How many errors and leaks are printed word for word; the rest are counted. */
const SAMPLES_KEPT = 5;

/** Everything a run observed, filled in by the user loops. */
export class Tally {
  /** Latencies in ms of the calls started inside the timed window, by call. */
  readonly times = new Map<LoadCall, number[]>(MIX.map((m) => [m.call, []]));
  /** Requests answered (or failed) in all, warm-up included. */
  requests = 0;
  errors = 0;
  leaks = 0;
  /** Errors by `call status code`, to see at a glance what failed. */
  readonly errorKinds = new Map<string, number>();
  readonly errorSamples: string[] = [];
  readonly leakSamples: string[] = [];

  time(call: LoadCall, ms: number): void {
    this.times.get(call)?.push(ms);
  }

  error(call: LoadCall, kind: string, detail: string): void {
    this.errors++;
    const key = `${call} ${kind}`;
    this.errorKinds.set(key, (this.errorKinds.get(key) ?? 0) + 1);
    if (this.errorSamples.length < SAMPLES_KEPT) this.errorSamples.push(`${key}: ${detail}`);
  }

  leak(call: LoadCall, user: string, detail: string): void {
    this.leaks++;
    if (this.leakSamples.length < SAMPLES_KEPT) {
      this.leakSamples.push(`${call} for ${user}: ${detail}`);
    }
  }
}

/** Count and latency percentiles (nearest rank, ms) of one call, or of all calls (`all`). */
export interface CallStats {
  call: LoadCall | 'all';
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function stats(call: LoadCall | 'all', ms: readonly number[]): CallStats {
  return {
    call,
    count: ms.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.reduce((a, b) => Math.max(a, b), 0),
  };
}

/** The figures of one backend. */
export interface LoadResult {
  backend: Backend;
  description: string;
  users: number;
  seconds: number;
  warmupSeconds: number;
  setupMs: number;
  /** Requests started in the timed window. */
  requests: number;
  tally: Tally;
  perCall: CallStats[];
  all: CallStats;
  cpu: CpuUse;
  serverLog: { lines: string[]; count: number };
}

/** Per-call and overall statistics of a tally. */
export function summarise(tally: Tally): { perCall: CallStats[]; all: CallStats } {
  const perCall = MIX.map((m) => stats(m.call, tally.times.get(m.call) ?? []));
  const all = stats('all', [...tally.times.values()].flat());
  return { perCall, all };
}

const ms = (v: number) =>
  Number.isNaN(v) ? '–' : `${v < 10 ? v.toFixed(1) : String(Math.round(v))} ms`;
const cores = (v: number) => (Number.isNaN(v) ? '?' : v.toFixed(2));
export const perSecond = (r: LoadResult) => r.requests / r.seconds;

/** The table of one backend: totals, then count and p50/p95/p99/max per call. */
export function printLoadResult(r: LoadResult): void {
  const heading =
    `Load on ${r.backend}: ${r.users} users x ${r.seconds} s ` +
    `(after ${r.warmupSeconds} s of warm-up), ${r.description}`;
  console.log(`\n${heading}\n${'-'.repeat(heading.length)}`);
  const verdict = (n: number) => (n === 0 ? paint('32', '0') : paint('1;31', String(n)));
  console.log(
    `requests ${r.requests}   requests/s ${perSecond(r).toFixed(0)}   ` +
      `errors ${verdict(r.tally.errors)}   leaks ${verdict(r.tally.leaks)}   ` +
      `(checked: ${r.tally.requests} answers, warm-up included; set-up ${(r.setupMs / 1000).toFixed(1)} s)`,
  );
  const { server, client, database, machine } = r.cpu;
  const others = machine - server - client - (Number.isNaN(database) ? 0 : database);
  console.log(
    `CPU in the window, in cores: server process ${cores(server)}, ` +
      (Number.isNaN(database) ? '' : `PostgreSQL ${cores(database)}, `) +
      `load generator ${cores(client)}, anything else ${cores(others)}; ` +
      `whole machine ${cores(machine)} of ${r.cpu.cores}`,
  );
  console.log(
    ['call'.padEnd(22), 'count'.padStart(7), 'share'.padStart(6)]
      .concat(['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(9)))
      .join(' '),
  );
  for (const s of [...r.perCall, r.all]) {
    console.log(
      [
        s.call.padEnd(22),
        String(s.count).padStart(7),
        `${Math.round((100 * s.count) / Math.max(1, r.all.count))}%`.padStart(6),
        ...[s.p50, s.p95, s.p99, s.max].map((v) => ms(v).padStart(9)),
      ].join(' '),
    );
  }
  if (r.tally.errors > 0) {
    console.log(paint('1;31', `errors by call and status:`));
    for (const [k, n] of r.tally.errorKinds) console.log(`  ${k}: ${n}`);
    console.log('first errors:');
    for (const s of r.tally.errorSamples) console.log(`  ${s}`);
  }
  if (r.tally.leaks > 0) {
    console.log(paint('1;31', 'first leaks:'));
    for (const s of r.tally.leakSamples) console.log(`  ${s}`);
  }
  if (r.serverLog.count > 0) {
    console.log(`the server logged ${r.serverLog.count} lines at warn or above; the first:`);
    for (const line of r.serverLog.lines.slice(0, 5)) console.log(`  ${line.slice(0, 400)}`);
  }
}

/**
 * PGlite against PostgreSQL, measured in the same run: throughput (requests/s; the ratio is
 * pglite/pg, below 1 when PGlite serves fewer), then p95 per call as report.ts figures (a =
 * PGlite, b = PostgreSQL). For information: there is no budget for them.
 */
export function printLoadRatios(pglite: LoadResult, pg: LoadResult): void {
  const heading = `Load, PGlite against PostgreSQL (same run, same mix and users)`;
  console.log(`\n${heading}\n${'-'.repeat(heading.length)}`);
  const a = perSecond(pglite);
  const b = perSecond(pg);
  console.log(
    [
      'load throughput (requests/s)'.padEnd(41),
      'pglite/pg'.padEnd(10),
      `pglite ${a.toFixed(0).padStart(6)}/s`.padEnd(18),
      `pg ${b.toFixed(0).padStart(9)}/s`.padEnd(20),
      `ratio ${(a / b).toFixed(2)}x`.padEnd(13),
      paint('2', '(info)'),
    ].join(' '),
  );
  const p95 = (r: LoadResult, call: string) =>
    [...r.perCall, r.all].find((s) => s.call === call)?.p95 ?? Number.NaN;
  const figures: Figure[] = [...pglite.perCall, pglite.all].map((s) => ({
    what: `load p95 ${s.call}`,
    backend: 'pglite/pg',
    a: { name: 'pglite', ms: s.p95 },
    b: { name: 'pg', ms: p95(pg, s.call) },
  }));
  for (const f of figures) console.log(formatFigure(f));
}

/** The last line of the load: PASS when no backend saw an error or a leak. */
export function printLoadVerdict(results: readonly LoadResult[]): boolean {
  const errors = results.reduce((n, r) => n + r.tally.errors, 0);
  const leaks = results.reduce((n, r) => n + r.tally.leaks, 0);
  const ok = errors === 0 && leaks === 0 && results.length > 0;
  const on = results.map((r) => r.backend).join(' and ') || 'no backend';
  console.log(
    ok
      ? paint('32', `\nLoad: no errors and no leaks on ${on}.`)
      : paint('1;31', `\nLoad FAILED: ${errors} errors and ${leaks} leaks on ${on}.`),
  );
  return ok;
}
