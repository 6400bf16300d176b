// Vite config of the web app. `npm run build` runs from the repository root, so the root is this file's folder.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

/** Paths the local gateway (or CloudFront in AWS) serves next to the SPA. */
const API_PREFIXES = ['/oauth', '/v1', '/images', '/_local'];

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // No inline data: scripts or styles; every asset is a file under /assets (the CSP allows 'self' only).
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: gateway, changeOrigin: false }]),
    ),
  },
  preview: {
    port: 4173,
  },
});
