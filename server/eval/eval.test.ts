import { describe, expect, it } from 'vitest';
import { evaluate, readGoals, threshold } from './evaluate';

/**
 * The planner evaluation as a gate: every goal of `goals/*.yaml` through the offline engine,
 * every check applied. The threshold is raised as the engine improves, never lowered.
 */
describe('planner evaluation', () => {
  it('holds the evaluation set to its threshold', async () => {
    const e = await evaluate();
    const t = threshold();
    const failures = e.results
      .filter((r) => r.score < 1)
      .map(
        (r) =>
          `${r.goal.goal.slice(0, 60)}: ${r.checks
            .filter((c) => !c.pass)
            .map((c) => `${c.name} (${c.why})`)
            .join('; ')}`,
      );
    expect(e.results.length).toBeGreaterThanOrEqual(t.goals);
    expect(e.score, failures.join('\n')).toBeGreaterThanOrEqual(t.score);
  }, 300_000);

  it('has goals of every kind, in other languages, and long briefs', () => {
    const goals = readGoals().map((g) => g.goal);
    const kinds = new Set(goals.map((g) => g.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(15);
    expect(
      goals.filter((g) => g.kind === 'general' && g.domain === 'none').length,
    ).toBeGreaterThanOrEqual(5);
    expect(goals.filter((g) => g.goal.split(/\s+/).length >= 100).length).toBeGreaterThanOrEqual(3);
    expect(
      goals.filter((g) => g.given.includes('target')).length +
        goals.filter((g) => /\d+\s?%|from .* to /.test(g.goal)).length,
    ).toBeGreaterThanOrEqual(4);
  });
});
