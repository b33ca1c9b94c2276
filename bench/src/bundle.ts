/**
 * The initial-JavaScript budgets of DESIGN.md: what a browser loads, gzip-compressed, for the
 * signed-out landing (≤ 150 KB) and for a signed-in page without the canvas (≤ 350 KB).
 *
 * Measured in Debian's Chromium against the built server (server/dist/main.js, serving
 * web/dist) on a free port with a throwaway PGlite DATA_DIR: every JavaScript response of the
 * page load is recorded, each body gzip-compressed at level 9 and the sizes summed. A static
 * figure from web/dist (the entry chunk, the chunks it imports statically, and for the
 * signed-in page the lazily loaded layout and page chunks with their static imports) is printed
 * beside it as a cross-check. Nothing is built here: run `npm run build` first.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import {
  WEB_DIST,
  launchChromium,
  missingBuild,
  signUpInBrowser,
  startBuiltServer,
} from './browser';
import { paint } from './report';

/** 1 KB = 1000 bytes, as Vite prints its build sizes, so the figures can be compared. */
const KB = 1000;

/** The chunk that holds the signed-in layout, and the page measured signed in. */
const SIGNED_IN_CHUNK = 'SignedInApp';
const SIGNED_IN_PAGE = { path: '/projects/manage', chunk: 'ProjectManagementPage' };

export interface JsFile {
  /** Path on the server (/assets/…). */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleFigure {
  what: string;
  budgetKb: number;
  /** What the browser loaded; undefined when it could not be measured. */
  browser?: JsFile[];
  /** The same page's JavaScript worked out from web/dist. */
  static: JsFile[];
}

const log = (line: string) => console.log(`[bench] ${line}`);
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const sum = (files: readonly JsFile[], key: 'rawBytes' | 'gzipBytes') =>
  files.reduce((n, f) => n + f[key], 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Runs both figures and prints them; never throws (benchmarks report, tests judge). */
export async function benchBundle(): Promise<BundleFigure[] | undefined> {
  const missing = missingBuild();
  if (missing.length > 0) {
    console.log(
      `\nInitial JavaScript: NOT MEASURED, ${missing.join(' and ')} missing: run \`npm run build\` first.`,
    );
    return undefined;
  }
  const started = Date.now();
  const staticFigures = staticInitialJs();
  let browser: { landing: JsFile[]; signedIn: JsFile[] } | undefined;
  try {
    browser = await browserInitialJs();
  } catch (err) {
    console.error(`[bench] bundle: browser measurement FAILED: ${(err as Error).stack ?? err}`);
  }
  const figures: BundleFigure[] = [
    {
      what: 'landing / (signed out)',
      budgetKb: 150,
      static: staticFigures.landing,
      ...(browser ? { browser: browser.landing } : {}),
    },
    {
      what: `signed in ${SIGNED_IN_PAGE.path}`,
      budgetKb: 350,
      static: staticFigures.signedIn,
      ...(browser ? { browser: browser.signedIn } : {}),
    },
  ];
  printBundle(figures);
  log(`bundle measured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Static: from web/dist

/** Relative module specifiers a chunk imports statically (`import … from "./x.js"`, re-exports). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.{1,2}\/[^"']+\.js)["']/g,
  ];
  for (const pattern of patterns) {
    for (const m of code.matchAll(pattern)) found.add(m[1] as string);
  }
  return [...found];
}

/** A chunk and every chunk it imports statically, transitively: what loading it loads. */
function closure(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const spec of staticImports(code)) visit(join(file, '..', spec));
  };
  entries.forEach(visit);
  return [...seen];
}

function jsFile(file: string): JsFile {
  const body = readFileSync(file);
  return {
    path: `/${file.slice(WEB_DIST.length + 1)}`,
    rawBytes: body.length,
    gzipBytes: gzipSize(body),
  };
}

/** The one built chunk whose name starts with `name-` (Vite's `[name]-[hash].js`). */
function chunk(name: string): string {
  const dir = join(WEB_DIST, 'assets');
  const matches = readdirSync(dir).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (matches.length !== 1) {
    throw new Error(`expected one ${name}-*.js in ${dir}, found ${matches.length}`);
  }
  return join(dir, matches[0] as string);
}

/**
 * The entry scripts and module preloads of index.html with their static imports (the landing),
 * and the same plus the signed-in layout's and the page's chunks with theirs (signed in).
 */
export function staticInitialJs(): { landing: JsFile[]; signedIn: JsFile[] } {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]+type="module"[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ].map((m) => join(WEB_DIST, m[1] as string));
  const landing = closure(entries);
  const signedIn = closure([...landing, chunk(SIGNED_IN_CHUNK), chunk(SIGNED_IN_PAGE.chunk)]);
  return { landing: landing.map(jsFile), signedIn: signedIn.map(jsFile) };
}

// ---------------------------------------------------------------------------------------------
// Browser: what Chromium loads from the built server

/**
 * Records every JavaScript response the page receives while `load` runs, with the HTTP cache
 * off, so that each file counts whether or not an earlier page had fetched it.
 */
async function recordJs(page: Page, load: () => Promise<void>): Promise<JsFile[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<JsFile | undefined>[] = [];
  const onResponse = (res: Response) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript|ecmascript/.test(type)) return;
    pending.push(
      res.body().then(
        (body) => ({
          path: new URL(res.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSize(body),
        }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
    await cdp.detach();
  }
  const files = (await Promise.all(pending)).filter((f): f is JsFile => f !== undefined);
  // A file fetched twice (a module preload, then the import) is loaded once by the browser.
  return [...new Map(files.map((f) => [f.path, f])).values()];
}

async function browserInitialJs(): Promise<{ landing: JsFile[]; signedIn: JsFile[] }> {
  const server = await startBuiltServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();

    const landing = await recordJs(page, async () => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Trellis is hard at work.' }).waitFor();
    });

    // Sign up through the embedded provider's pages, then load the signed-in page afresh
    // (same tab: the session lives in sessionStorage).
    await signUpInBrowser(page, server.baseUrl);

    const signedIn = await recordJs(page, async () => {
      await page.goto(SIGNED_IN_PAGE.path);
      await page.getByRole('heading', { name: 'Project Management', level: 1 }).waitFor();
    });
    await context.close();
    return { landing, signedIn };
  } finally {
    await browser.close();
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function printBundle(figures: readonly BundleFigure[]): void {
  const heading = `Initial JavaScript, gzip -9 per file and summed (1 KB = ${KB} bytes)`;
  console.log(`\n${heading}\n${'-'.repeat(heading.length)}`);
  for (const f of figures) {
    const budget = f.budgetKb * KB;
    const measured = f.browser ? sum(f.browser, 'gzipBytes') : undefined;
    const staticGzip = sum(f.static, 'gzipBytes');
    const judged = measured ?? staticGzip;
    const ratio = judged / budget;
    const verdict = ratio > 1 ? paint('1;31', 'OVER  <<<<<<') : paint('32', 'PASS');
    console.log(
      [
        f.what.padEnd(34),
        `browser ${measured === undefined ? 'n/a' : kb(measured)}`.padEnd(20),
        `static ${kb(staticGzip)}`.padEnd(19),
        `budget ${f.budgetKb} KB`.padEnd(15),
        `ratio ${ratio.toFixed(2)}x`.padEnd(13),
        measured === undefined ? `${verdict} (static figure)` : verdict,
      ].join(' '),
    );
  }
  for (const f of figures) {
    console.log(`\n${f.what}: the files, largest first`);
    const statics = new Map(f.static.map((s) => [s.path, s]));
    const rows = f.browser ?? f.static;
    for (const file of [...rows].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const inStatic = statics.has(file.path) ? '' : '  (not in the static figure)';
      console.log(
        `  ${basename(file.path).padEnd(40)} ${kb(file.rawBytes).padStart(10)} raw ` +
          `${kb(file.gzipBytes).padStart(10)} gzip${inStatic}`,
      );
    }
    const loaded = new Set(rows.map((r) => r.path));
    for (const s of f.static.filter((s) => !loaded.has(s.path))) {
      console.log(
        `  ${basename(s.path).padEnd(40)} ${kb(s.rawBytes).padStart(10)} raw ` +
          `${kb(s.gzipBytes).padStart(10)} gzip  (static only: the browser did not load it)`,
      );
    }
    console.log(
      `  ${'total'.padEnd(40)} ${kb(sum(rows, 'rawBytes')).padStart(10)} raw ` +
        `${kb(sum(rows, 'gzipBytes')).padStart(10)} gzip in ${rows.length} file${rows.length === 1 ? '' : 's'}`,
    );
  }
}
