/**
 * The canvas budgets of DESIGN.md, in headless Chromium against the built app: 1,000 nodes /
 * 1,500 edges render ≤ 1.5 s; p95 frame ≤ 20 ms panning or dragging one card at 1,000 nodes and
 * ≤ 33 ms panning at 5,000; drag cost at 1,000 nodes ≤ 1.5× at 100.
 *
 * One account is created through the embedded provider's pages; four projects are made through
 * the API with its token (create_project, then generated nodes and edges: none, 100/150,
 * 1,000/1,500, 5,000/7,500); each is opened at /workspace/{id} in a 1280×800 viewport, its first
 * render timed, then the pane panned and one card dragged while animation frames are recorded.
 * Every figure is the median over timed runs after a warm-up, printed as a ratio to its budget
 * and beside the same measurement on the project without generated nodes (the baseline).
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import {
  accessToken,
  launchChromium,
  missingBuild,
  newBenchContext,
  signUpInBrowser,
  startBuiltServer,
} from './browser';
import { generateGraph, seedProject } from './canvasGraph';
import {
  type Frames,
  type RenderResult,
  cardHeader,
  gesture,
  installRenderProbe,
  openWorkspace,
  panePoint,
} from './canvasFrames';
import { type Rounds, median, roundsFromEnv } from './measure';
import { paint } from './report';

interface Size {
  name: string;
  nodes: number;
  edges: number;
}

const ALL_SIZES: readonly Size[] = [
  { name: 'empty', nodes: 0, edges: 0 },
  { name: '100', nodes: 100, edges: 150 },
  { name: '1k', nodes: 1000, edges: 1500 },
  { name: '5k', nodes: 5000, edges: 7500 },
];

/** BENCH_CANVAS_SIZES=empty,100,1k measures only those projects (a quick look while tuning). */
const SIZES: readonly Size[] = ((only) =>
  only ? ALL_SIZES.filter((s) => only.split(',').includes(s.name)) : ALL_SIZES)(
  process.env.BENCH_CANVAS_SIZES,
);

/** The gestures' amplitudes in page pixels (one period of a sine, see `gesture`). */
const PAN = { x: 120, y: 60 };
const DRAG = { x: 80, y: 40 };

interface SizeResult {
  size: Size;
  renders: RenderResult[];
  /** How the pans were made: pressed on the empty pane, or with the middle button when cards cover it. */
  panOn?: 'pane' | 'middle';
  pans: Frames[];
  drags: Frames[];
  errors: string[];
}

const log = (line: string) => console.log(`[bench] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (v: number) =>
  Number.isNaN(v) ? 'n/a' : `${v < 100 ? v.toFixed(1) : Math.round(v)} ms`;

/** Runs the canvas figures and prints them; never throws (benchmarks report, tests judge). */
export async function benchCanvas(): Promise<SizeResult[] | undefined> {
  const missing = missingBuild();
  if (missing.length > 0) {
    console.log(
      `\nCanvas: NOT MEASURED, ${missing.join(' and ')} missing: run \`npm run build\` first.`,
    );
    return undefined;
  }
  const started = performance.now();
  const rounds = roundsFromEnv(process.env, { warmup: 1, runs: 3 }, 'BENCH_CANVAS_');
  let results: SizeResult[] | undefined;
  try {
    results = await measureAll(rounds);
  } catch (err) {
    console.error(`[bench] canvas: FAILED: ${(err as Error).stack ?? String(err)}`);
  }
  if (results) printCanvas(results, rounds);
  log(`canvas measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return results;
}

async function measureAll(rounds: Rounds): Promise<SizeResult[]> {
  const server = await startBuiltServer();
  const browser = await launchChromium();
  try {
    const context = await newBenchContext(browser, {
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    await installRenderProbe(context);
    const page = await context.newPage();
    await page.goto('/');
    await signUpInBrowser(page, server.baseUrl);
    const token = await accessToken(page);
    // The onboarding modal would cover the canvas; a returning user has seen it.
    await page.evaluate(() => localStorage.setItem('trellis.workspace_onboarded', '1'));

    const projects: string[] = [];
    for (const size of SIZES) {
      const t = performance.now();
      const graph = generateGraph(size.nodes, size.edges);
      projects.push(await seedProject(server.baseUrl, token, `Canvas bench ${size.name}`, graph));
      log(
        `canvas: seeded ${size.name}: ${graph.nodes.length} nodes, ${graph.edges.length} edges ` +
          `(${graph.groups} groups) through the API in ${Math.round(performance.now() - t)} ms`,
      );
    }

    const results: SizeResult[] = [];
    for (const [i, size] of SIZES.entries()) {
      const t = performance.now();
      const result = await measureSize(page, size, projects[i] as string, rounds);
      results.push(result);
      log(`canvas: ${size.name} measured in ${Math.round(performance.now() - t)} ms`);
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Timed runs of `run` after the warm-ups; a failure is recorded and ends that figure. */
async function repeat<T>(
  what: string,
  rounds: Rounds,
  errors: string[],
  run: () => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  try {
    for (let i = 0; i < rounds.warmup + rounds.runs; i++) {
      const value = await run();
      if (i >= rounds.warmup) out.push(value);
    }
  } catch (err) {
    errors.push(`${what}: ${(err as Error).message.split('\n')[0]}`);
  }
  return out;
}

/**
 * The frames of a gesture that moved what it should have: one that moved it in fewer than half
 * of its pointer moves measured an idle page, whose frames would pass any budget, and fails.
 */
function moved(what: string, frames: Frames): Frames {
  if (frames.moving < frames.moves / 2)
    throw new Error(
      `${what} moved in ${frames.moving} frames for ${frames.moves} pointer moves: the gesture missed`,
    );
  return frames;
}

async function measureSize(
  page: Page,
  size: Size,
  projectId: string,
  rounds: Rounds,
): Promise<SizeResult> {
  const errors: string[] = [];
  const renders = await repeat('first render', rounds, errors, () =>
    openWorkspace(page, projectId),
  );
  let pans: Frames[] = [];
  let drags: Frames[] = [];
  let panOn: 'pane' | 'middle' | undefined;
  if (renders.length > 0) {
    pans = await repeat('pan', rounds, errors, async () => {
      const at = await panePoint(page, PAN);
      panOn = at.on;
      const frames = moved(
        'the view',
        await gesture(page, at, PAN, '.react-flow__viewport', {
          button: at.on === 'middle' ? 'middle' : 'left',
        }),
      );
      await sleep(300);
      return frames;
    });
    drags = await repeat('drag', rounds, errors, async () => {
      const card = await cardHeader(page, DRAG);
      const frames = moved('the card', await gesture(page, card.at, DRAG, card.selector));
      // The move is saved 350 ms after release; let it go before the next run.
      await sleep(800);
      return frames;
    });
  }
  for (const e of errors) log(`canvas: ${size.name}: ${e}`);
  return { size, renders, pans, drags, errors, ...(panOn ? { panOn } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Report

interface Line {
  what: string;
  /** The figure: ms, or a plain ratio when `unit` is 'x'. */
  value: number;
  unit: 'ms' | 'x';
  budget?: number;
  /** The same measurement on the baseline project, when there is one. */
  baseline?: number;
}

const medianOf = <T>(items: readonly T[], key: (t: T) => number) => median(items.map(key));

function printCanvas(results: readonly SizeResult[], rounds: Rounds): void {
  const by = new Map(results.map((r) => [r.size.name, r]));
  const render = (name: string) => medianOf(by.get(name)?.renders ?? [], (r) => r.ms);
  const pan = (name: string) => medianOf(by.get(name)?.pans ?? [], (f) => f.p95);
  const drag = (name: string) => medianOf(by.get(name)?.drags ?? [], (f) => f.p95);

  const lines: Line[] = [
    {
      what: 'first render 1k nodes / 1.5k edges',
      value: render('1k'),
      unit: 'ms',
      budget: 1500,
      baseline: render('empty'),
    },
    {
      what: 'pan p95 frame, 1k nodes',
      value: pan('1k'),
      unit: 'ms',
      budget: 20,
      baseline: pan('empty'),
    },
    {
      what: 'drag one card p95 frame, 1k nodes',
      value: drag('1k'),
      unit: 'ms',
      budget: 20,
      baseline: drag('empty'),
    },
    {
      what: `pan p95 frame, 5k nodes${by.get('5k')?.panOn === 'middle' ? ' (middle btn)' : ''}`,
      value: pan('5k'),
      unit: 'ms',
      budget: 33,
      baseline: pan('empty'),
    },
    {
      what: 'drag cost 1k / 100 (p95 frames)',
      value: drag('1k') / drag('100'),
      unit: 'x',
      budget: 1.5,
    },
    { what: 'first render 100 nodes', value: render('100'), unit: 'ms', baseline: render('empty') },
    {
      what: 'first render 5k nodes / 7.5k edges',
      value: render('5k'),
      unit: 'ms',
      baseline: render('empty'),
    },
    { what: 'pan p95 frame, 100 nodes', value: pan('100'), unit: 'ms', baseline: pan('empty') },
    {
      what: 'drag one card p95 frame, 100 nodes',
      value: drag('100'),
      unit: 'ms',
      baseline: drag('empty'),
    },
    {
      what: 'drag one card p95 frame, 5k nodes',
      value: drag('5k'),
      unit: 'ms',
      baseline: drag('empty'),
    },
  ];

  const heading =
    `Canvas in headless Chromium, 1280×800 (medians of ${rounds.runs} runs after ` +
    `${rounds.warmup} warm-up; baseline: the same on the project without generated nodes)`;
  console.log(`\n${heading}\n${'-'.repeat(heading.length)}`);
  for (const l of lines) {
    const show = (v: number) => (l.unit === 'x' ? `${v.toFixed(2)}x` : ms(v));
    const ratio = l.budget !== undefined ? l.value / l.budget : undefined;
    const verdict =
      ratio === undefined
        ? paint('2', '(info)')
        : Number.isNaN(ratio)
          ? paint('1;33', 'NOT MEASURED')
          : ratio > 1
            ? paint('1;31', 'OVER  <<<<<<')
            : paint('32', 'PASS');
    console.log(
      [
        l.what.padEnd(38),
        show(l.value).padStart(9),
        (l.budget !== undefined ? `budget ${show(l.budget)}` : '').padEnd(16),
        (ratio !== undefined ? `ratio ${ratio.toFixed(2)}x` : '').padEnd(13),
        (l.baseline !== undefined
          ? `baseline ${ms(l.baseline).padStart(8)} (${(l.value / l.baseline).toFixed(2)}x)`
          : ''
        ).padEnd(28),
        verdict,
      ].join(' '),
    );
  }

  console.log('\nCanvas: each project, each run');
  for (const r of results) {
    const label = `${r.size.name} (${r.size.nodes} generated nodes, ${r.size.edges} edges)`;
    console.log(`  ${label}`);
    if (r.renders.length > 0) {
      const last = r.renders[r.renders.length - 1] as RenderResult;
      console.log(
        `    first render  ${r.renders.map((x) => ms(x.ms)).join(', ')} from navigation start; ` +
          `${r.renders.map((x) => ms(x.afterGraphMs)).join(', ')} after the graph response; ` +
          `${last.rendered} cards rendered in view of ${last.onCanvas} on the canvas, ` +
          `zoom ${last.zoom.toFixed(3)}`,
      );
    }
    for (const [what, runs] of [
      [r.panOn === 'middle' ? 'pan (middle)' : 'pan', r.pans],
      ['drag', r.drags],
    ] as const) {
      if (runs.length === 0) continue;
      console.log(
        `    ${what.padEnd(13)} took ${runs.map((f) => ms(f.durationMs)).join(', ')}; p95 ${runs.map((f) => ms(f.p95)).join(', ')}; ` +
          `median frame ${runs.map((f) => ms(median(f.intervals))).join(', ')}; ` +
          `max ${runs.map((f) => ms(Math.max(...f.intervals))).join(', ')}; ` +
          `frames ${runs.map((f) => f.intervals.length).join(', ')}, ` +
          `of which moving ${runs.map((f) => f.moving).join(', ')}; ` +
          `pointermoves ${runs.map((f) => f.moves).join(', ')}`,
      );
    }
    for (const e of r.errors) console.log(`    FAILED ${e}`);
  }
}
