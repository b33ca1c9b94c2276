import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './listen';

/** The server's process entry, run through tsx by the tests that start and kill real processes. */
export const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A free loopback port for a server process on `dataDir`: its URL and the env that says so. */
export async function processEnv(dataDir: string): Promise<{
  baseUrl: string;
  env: Record<string, string>;
}> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir },
  };
}

export interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server process (main.ts through tsx) and waits until it answers /healthz. */
export async function startProcess(env: Record<string, string>, baseUrl: string): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, output: () => out, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${out}`);
}

/** One API call as `token`. */
export async function call(baseUrl: string, token: string, name: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { result: any } };
}
