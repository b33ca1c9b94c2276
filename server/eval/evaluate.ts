import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { createOfflineEngine } from '../src/planner/offline/engine';
import { type Knowledge, knowledge } from '../src/planner/offline/knowledge/load';
import { type Check, EvalGoal, check, vocabulary } from './checks';
import { simulate, type Outcome } from './simulate';

/** Runs the evaluation set (`goals/*.yaml`) through the offline engine and checks every plan. */

export const EVAL_DIR = fileURLToPath(new URL('.', import.meta.url));

export interface GoalResult {
  file: string;
  goal: EvalGoal;
  outcome: Outcome;
  checks: Check[];
  /** Checks passed, 0 to 1. */
  score: number;
}

export interface Evaluation {
  results: GoalResult[];
  /** Mean of the goals' scores, 0 to 100. */
  score: number;
  ms: number;
}

export function readGoals(dir = join(EVAL_DIR, 'goals')): Array<{ file: string; goal: EvalGoal }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .flatMap((file) => {
      const parsed = z.array(EvalGoal).safeParse(parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success)
        throw new Error(
          `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      return parsed.data.map((goal) => ({ file, goal }));
    });
}

export async function evaluate(
  goals = readGoals(),
  k: Knowledge = knowledge(),
): Promise<Evaluation> {
  const started = performance.now();
  const engine = createOfflineEngine();
  const vocab = vocabulary(k);
  const results: GoalResult[] = [];
  for (const { file, goal } of goals) {
    const outcome = await simulate(engine, goal.goal);
    const checks = check(goal, outcome, k, vocab);
    const score = checks.filter((c) => c.pass).length / checks.length;
    results.push({ file, goal, outcome, checks, score });
  }
  const score =
    results.length === 0 ? 0 : (100 * results.reduce((s, r) => s + r.score, 0)) / results.length;
  return { results, score, ms: performance.now() - started };
}

/** The threshold the test suite holds the score to; raised as the engine improves. */
export function threshold(): { score: number; goals: number } {
  return JSON.parse(readFileSync(join(EVAL_DIR, 'threshold.json'), 'utf8')) as {
    score: number;
    goals: number;
  };
}
