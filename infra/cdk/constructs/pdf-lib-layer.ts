/**
 * pdf-lib (invoice PDFs, services/invoices/pdf.ts) and what it loads (@pdf-lib/standard-fonts, @pdf-lib/upng,
 * pako, tslib: pure JavaScript) as a Lambda layer built from node_modules (node-modules-layer.ts): pdf-lib is
 * ~500 KB minified, over a function's bundle budget, so the invoices function imports it with
 * `await import('pdf-lib')` and its bundle leaves it external. Only what Node's `import('pdf-lib')` loads is
 * staged: each package's CommonJS build (pdf-lib has no "exports": Node takes "main", cjs/index.js). The ES
 * builds, browser bundles (dist/), TypeScript sources and declarations, source maps and lock files stay out.
 * It runs on both architectures. docs/taxes-shipping-invoices.md, "Invoices".
 */
import { type LayerExclusion, leaveOut, type NodeModulesLayerProps } from './node-modules-layer.js';

/**
 * What stays out of the pdf-lib layer: the folders each package does not need on Node (its "main" is elsewhere),
 * declarations, source maps, lock files and changelogs.
 */
export const excludePdfLibExtras: LayerExclusion = leaveOut(
  {
    'pdf-lib': ['es', 'dist', 'src', 'ts3.4'],
    '@pdf-lib/standard-fonts': ['es', 'dist'],
    '@pdf-lib/upng': ['dist'],
    pako: ['dist'],
    tslib: [],
  },
  [/\.d\.[cm]?ts$/, /\.map$/, /(^|\/)yarn\.lock$/, /(^|\/)CHANGELOG\.md$/i],
);

/** The layer (a NodeModulesLayer of service-functions.ts). */
export const PDF_LIB_LAYER: NodeModulesLayerProps = {
  rootPackage: 'pdf-lib',
  description: 'pdf-lib (invoice PDFs), CommonJS build',
  exclude: excludePdfLibExtras,
};
