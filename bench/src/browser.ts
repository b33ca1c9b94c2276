/**
 * What the browser benchmarks share: the built server (server/dist/main.js serving web/dist) on
 * a free port with a throwaway PGlite DATA_DIR, Debian's Chromium through playwright-core with
 * the flags of DESIGN.md, and an account created through the embedded provider's pages.
 * Nothing is built here: run `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORAGE_PREFIX } from '@trellis/core';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  chromium,
} from 'playwright-core';
import { freePort } from '../../server/test/listen';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST = join(ROOT, 'web/dist');
export const SERVER_MAIN = join(ROOT, 'server/dist/main.js');
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/** The build outputs a browser bench needs that are missing (empty when all are there). */
export function missingBuild(): string[] {
  return [join(WEB_DIST, 'index.html'), SERVER_MAIN].filter((f) => !existsSync(f));
}

export interface BuiltServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** server/dist/main.js on a free loopback port, with the embedded provider and a temp PGlite. */
export async function startBuiltServer(): Promise<BuiltServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-browser-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      OIDC_ISSUER: '',
      OIDC_AUDIENCE: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${stderr.trim()}`);
      const ok = await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`no /healthz after 30 s: ${stderr.trim()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}

/** Debian's Chromium, headless, with the flags the browser tests use (DESIGN.md "Testing"). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A browser context in which functions from this TypeScript can run in the page. tsx compiles
 * them with esbuild's keepNames, which wraps every named function in a `__name(fn, "name")`
 * call; the page has no `__name`, so page.evaluate and init scripts with an inner named
 * function would throw a ReferenceError. An init script defines it, as the identity, first.
 */
export async function newBenchContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}

/**
 * Creates an account through the embedded provider's pages, from the 'Sign in' of the landing
 * the page shows, and waits for Home. The session then lives in the tab's sessionStorage.
 */
export async function signUpInBrowser(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Bench User');
  await page.getByLabel('Email').fill(`bench-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Welcome to Trellis' }).waitFor();
}

/**
 * The signed-in user's access token, as the web app keeps it: oidc-client-ts's user entry in
 * sessionStorage (`trellis.user:<authority>:<client>`).
 */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate((prefix) => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i) ?? '';
      if (!key.startsWith(`${prefix}user:`)) continue;
      const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string };
      if (user.access_token) return user.access_token;
    }
    return undefined;
  }, STORAGE_PREFIX);
  if (!token) throw new Error('no signed-in user in sessionStorage');
  return token;
}
