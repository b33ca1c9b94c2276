import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server the dev server forwards to. For sign-in to work in development, start it with
 * PUBLIC_URL=http://localhost:5173 so the embedded provider redirects back to the dev server.
 */
const backend = 'http://localhost:3000';
// The Host header is kept (Vite's string shorthand would rewrite it to the backend's), so that
// the embedded provider builds its endpoint URLs on the dev server's address.
const forward = { target: backend, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': forward, '/oidc': forward, '/config.json': forward },
  },
});
