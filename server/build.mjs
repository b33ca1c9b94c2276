// Bundles the server with the workspace's own packages (core) into dist/main.js; every
// dependency from node_modules stays an import. Migrations and the offline engine's knowledge files
// are copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@trellis/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('src/store/migrations', 'dist/migrations', { recursive: true });
cpSync('knowledge', 'dist/knowledge', { recursive: true });
