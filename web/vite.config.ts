// Vite config of the web app. `npm run build` runs from the repository root, so the root is this file's folder.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

/** Paths the local gateway (or CloudFront in AWS) serves next to the SPA. */
const API_PREFIXES = ['/oauth', '/v1', '/images', '/_local'];

const STUB_PREFIX = '\0schema-stub:';

/**
 * The browser only needs the route table's paths, methods and domains, but shared/routes.ts attaches the zod
 * validators to each route, which would put zod and every schema (~100 kB gzip) into the first bundle. This
 * plugin swaps the schema modules *imported by shared/routes.ts* for stubs with the same export names, so
 * `buildPath`/`getRoute` come from the real route table while forms that import a schema file directly
 * (e.g. the contact form) still get the real schema in their own lazy chunk. Remove it once the route table
 * is split into a schema-free file (see docs/web.md).
 */
function schemaFreeRouteTable(): Plugin {
  return {
    name: 'pitahaya:schema-free-route-table',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]shared[\\/]routes\.ts$/.test(importer)) return null;
      if (!/^\.\/schemas\/[\w-]+\.js$/.test(source)) return null;
      return STUB_PREFIX + resolve(dirname(importer), source.replace(/\.js$/, '.ts'));
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const text = readFileSync(id.slice(STUB_PREFIX.length), 'utf8');
      const names = [...text.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
      // A value that survives any property access or call, in case the table ever derives from a schema.
      const lines = [
        'const stub = new Proxy(function stub() {}, { get: (_t, key) => (key === "then" ? undefined : key === Symbol.toPrimitive ? () => "" : stub), apply: () => stub });',
        ...names.map((name) => `export const ${name} = stub;`),
      ];
      return lines.join('\n');
    },
  };
}

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [schemaFreeRouteTable(), react()],
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
