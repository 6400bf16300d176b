// Vite config of the web app. `npm run build` runs from the repository root, so the root is this file's folder.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderShells } from './build/prerender-shells';
import { CHUNK_GROUPS } from './build/chunk-groups';
import { routePreload, sharePageScreens } from './build/route-preload';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * react-router's package.json points every condition at its development build (remix-run/react-router#14102):
 * production builds take its production build instead (the same code without the dev warnings, -0.5 kB gzip).
 */
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

/** Paths the local gateway (or CloudFront in AWS) serves next to the SPA. */
const API_PREFIXES = ['/oauth', '/v1', '/images', '/_local'];

export default defineConfig(({ command }) => ({
  root,
  publicDir: 'public',
  plugins: [
    react(),
    // The public page's chunks requested with the entry, not after it (build/route-preload.ts).
    routePreload({
      routerFile: `${root}src/app/router.tsx`,
      alsoLoaded: [`${root}src/lib/api/swr-config.tsx`, `${root}src/lib/session/session-manager.ts`],
      otherRoutes: `${root}src/app/more-routes.tsx`,
      otherScreens: sharePageScreens(root),
    }),
    // The public pages' HTML carries their first render (docs/performance.md); runs after the bundle is
    // written, on the index.html above (its route-preload script included).
    prerenderShells(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser of es2022 but Safari 16 preloads modules natively; without the polyfill (-0.2 kB gzip in
    // the entry) Safari 16 only fetches a chunk's dependencies as it imports them.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // No inline data: scripts or styles; every asset is a file under /assets (the CSP allows 'self' only).
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it names, not everything they import (React stays in the entry).
          includeDependenciesRecursively: false,
          groups: [
            {
              // The producer's order screens and dashboard (and the helpers only they share) travel as one
              // lazy chunk, so the shopper's entry names one file for them instead of one per screen and
              // helper. The product form (with zod) and the sales chart (uPlot) keep chunks of their own.
              name: 'producer-orders',
              test: /[\\/]web[\\/]src[\\/]features[\\/]producer[\\/](Producer(Orders|OrderDetail|Dashboard)Screen|LineStatusControls|StatusStepper|StatusHistory|PackingSlip|producer-orders-query|status-actions|own-products)\.tsx?$/,
            },
            {
              // Every admin screen, the admin bar and their helpers are one lazy chunk (loaded past the admin
              // guard only), so the shopper's entry names one file for them. The chart (uPlot) keeps its own.
              name: 'admin',
              test: /[\\/]web[\\/]src[\\/]features[\\/]admin[\\/][^\\/]+\.tsx?$/,
            },
            {
              // Order statuses (labels, badge, rules) are one small chunk shared by the consumer's and the
              // producer's order screens.
              name: 'order-status',
              test: /([\\/]web[\\/]src[\\/](lib[\\/]order-status|components[\\/]StatusBadge)|[\\/]shared[\\/](order-status-rules|order-labels))\.tsx?$/,
            },
            // What every page loads after the entry, and what the landing pages share (build/chunk-groups.ts).
            ...CHUNK_GROUPS,
          ],
        },
      },
    },
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
}));
