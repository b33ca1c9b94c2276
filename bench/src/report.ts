/** One line of the results table: two timings, their ratio, and the budget it is held to. */
export interface Figure {
  /** What is measured, e.g. `get_project_graph 10k/20k`. */
  what: string;
  /** Which backend, or `pglite/pg` for a comparison between the two. */
  backend: string;
  a: { name: string; ms: number };
  b: { name: string; ms: number };
  /** Highest acceptable a/b ratio; none for figures shown for information. */
  budget?: number;
}

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
/** `text` in an ANSI style (`code`, e.g. '32' green) on a terminal, plain otherwise. */
export const paint = (code: string, text: string) =>
  useColour ? `\x1b[${code}m${text}\x1b[0m` : text;

/** a/b of a figure. */
export const ratio = (f: Figure): number => f.a.ms / f.b.ms;

/** True when the figure has a budget and its ratio is above it. */
export const isOver = (f: Figure): boolean => f.budget !== undefined && ratio(f) > f.budget;

const ms = (v: number) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`;

/** The figure as one aligned table line, PASS or OVER (bold red on a terminal) at its end. */
export function formatFigure(f: Figure): string {
  const r = ratio(f);
  const verdict =
    f.budget === undefined
      ? paint('2', '(info)')
      : `(budget ${f.budget}x) ${r > f.budget ? paint('1;31', 'OVER  <<<<<<') : paint('32', 'PASS')}`;
  return [
    f.what.padEnd(41),
    f.backend.padEnd(10),
    `${f.a.name} ${ms(f.a.ms).padStart(9)}`.padEnd(18),
    `${f.b.name} ${ms(f.b.ms).padStart(9)}`.padEnd(20),
    `ratio ${r.toFixed(2)}x`.padEnd(13),
    verdict,
  ].join(' ');
}

/** Prints a heading and the figures, one aligned line each. */
export function printTable(figures: readonly Figure[], heading: string): void {
  console.log(`\n${heading}\n${'-'.repeat(heading.length)}`);
  for (const f of figures) console.log(formatFigure(f));
}

/**
 * One line of absolute times: the median and p95 of a sample, and the median's ratio to a
 * baseline's median measured in the same run.
 */
export interface Timing {
  /** What is measured, e.g. `create_project (server time)`. */
  what: string;
  backend: string;
  median: number;
  p95: number;
  /** Median of the baseline, in ms. */
  baseline: number;
  /** Highest acceptable p95 in ms; none for lines shown for information. */
  budgetMs?: number;
}

/** True when the timing has a budget and its p95 is above it. */
export const isTimingOver = (t: Timing): boolean => t.budgetMs !== undefined && t.p95 > t.budgetMs;

/** The timing as one aligned line, PASS or OVER against its p95 budget at its end. */
export function formatTiming(t: Timing): string {
  const verdict =
    t.budgetMs === undefined
      ? paint('2', '(info)')
      : `(budget p95 ${t.budgetMs} ms) ${isTimingOver(t) ? paint('1;31', 'OVER  <<<<<<') : paint('32', 'PASS')}`;
  return [
    t.what.padEnd(41),
    t.backend.padEnd(10),
    `median ${ms(t.median).padStart(8)}`.padEnd(18),
    `p95 ${ms(t.p95).padStart(8)}`.padEnd(20),
    `ratio ${(t.median / t.baseline).toFixed(2)}x`.padEnd(13),
    verdict,
  ].join(' ');
}

/** Prints a heading and the timings, one aligned line each. */
export function printTimings(timings: readonly Timing[], heading: string): void {
  console.log(`\n${heading}\n${'-'.repeat(heading.length)}`);
  for (const t of timings) console.log(formatTiming(t));
}

/** The last line: how many budgeted figures and timings are over budget. */
export function printVerdict(figures: readonly Figure[], timings: readonly Timing[]): void {
  const over = figures.filter(isOver).length + timings.filter(isTimingOver).length;
  const judged =
    figures.filter((f) => f.budget !== undefined).length +
    timings.filter((t) => t.budgetMs !== undefined).length;
  console.log(
    over === 0
      ? paint('32', `\nAll ${judged} budgeted figures within budget.`)
      : paint('1;31', `\n${over} of ${judged} budgeted figures OVER budget.`),
  );
}
