import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORT = 3210;
const BASE_URL = `http://localhost:${PORT}`;

// A fresh data directory per run. The config is also loaded by every worker; they inherit the
// variable from the runner and must not wipe the directory the server is using.
if (!process.env.TRELLIS_E2E_DATA_DIR) {
  const dir = fileURLToPath(new URL('./.tmp/data', import.meta.url));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.env.TRELLIS_E2E_DATA_DIR = dir;
}

/**
 * Browser tests against the built app and server (`npm run build` at the root first), in
 * Debian's Chromium: never `playwright install`.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A guard against hangs, not a budget: two workers and their browsers share two cores, and the
  // longest specs (sign-in with its axe checks, a canvas opened twice) reach 30 s when both run.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test signs up an account of its own, so tests are independent and run in parallel.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    headless: true,
  },
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: process.env.TRELLIS_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every test's browser calls from 127.0.0.1: the per-address limit would count them all as
      // one visitor. The per-user and engine limits stay at their defaults.
      RATE_LIMIT_IP_PER_MIN: '100000',
      // Whatever the shell says: the embedded provider and a throwaway PGlite store.
      DATABASE_URL: '',
      OIDC_ISSUER: '',
      OIDC_AUDIENCE: '',
    },
  },
});
