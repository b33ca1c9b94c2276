// `npm run dev`: the server (tsx watch: restarts on change) and the Vite dev server (hot reload)
// side by side. The browser talks to Vite on :5173, which forwards /api, /oidc and /config.json
// to the server; PUBLIC_URL points the embedded identity provider at Vite so sign-in redirects
// come back to the page that hot-reloads.
import { spawn } from 'node:child_process';

const webPort = process.env.WEB_PORT ?? '5173';
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` };
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'web', '--', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env,
  }),
];
console.log(`Trellis dev: open http://localhost:${webPort}`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
