import { performance } from 'node:perf_hooks';

/** How many untimed warm-up rounds and timed rounds each figure takes. */
export interface Rounds {
  warmup: number;
  runs: number;
}

/**
 * Rounds from `${prefix}WARMUP` / `${prefix}RUNS` (BENCH_WARMUP / BENCH_RUNS by default),
 * defaulting to 3 warm-ups and 15 timed runs unless `defaults` says otherwise.
 */
export function roundsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  defaults: Rounds = { warmup: 3, runs: 15 },
  prefix = 'BENCH_',
): Rounds {
  const int = (v: string | undefined, d: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : d;
  };
  return {
    warmup: int(env[`${prefix}WARMUP`], defaults.warmup),
    runs: int(env[`${prefix}RUNS`], defaults.runs),
  };
}

/** The median of some numbers (mean of the middle two when their count is even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * The p-th percentile (0–100) of some numbers, nearest rank: the smallest value with at least
 * p% of the values at or below it, so a p95 is always a time that was measured.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * s.length);
  return s[Math.min(s.length, Math.max(1, rank)) - 1] as number;
}

/** Wall-clock milliseconds one call of `fn` takes, promise settled. */
export async function timeOnce(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** One timed contender of a comparison: `setup` (untimed) runs before each timed `run`. */
export interface Contender {
  name: string;
  setup?: (round: number) => Promise<void>;
  run: (round: number) => Promise<unknown>;
  /** Untimed clean-up after each round (e.g. deleting the rows it inserted). */
  teardown?: (round: number) => Promise<void>;
}

/**
 * Times contenders round by round, interleaved (a, b, a, b, …) so that drift such as a growing
 * table or a warming JIT weighs on all of them alike. Answers each contender's timed samples in
 * ms, warm-up rounds left out.
 */
export async function collect(
  contenders: readonly Contender[],
  rounds: Rounds,
): Promise<Map<string, number[]>> {
  const samples = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
  for (let round = 0; round < rounds.warmup + rounds.runs; round++) {
    for (const c of contenders) {
      await c.setup?.(round);
      const ms = await timeOnce(() => c.run(round));
      await c.teardown?.(round);
      if (round >= rounds.warmup) samples.get(c.name)?.push(ms);
    }
  }
  return samples;
}

/** {@link collect}, answering each contender's median in ms. */
export async function compare(
  contenders: readonly Contender[],
  rounds: Rounds,
): Promise<Record<string, number>> {
  const samples = await collect(contenders, rounds);
  return Object.fromEntries([...samples].map(([name, ms]) => [name, median(ms)]));
}
