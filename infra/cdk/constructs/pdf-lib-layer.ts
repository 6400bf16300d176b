/**
 * pdf-lib (invoice PDFs, services/invoices/pdf.ts) and what it loads (@pdf-lib/standard-fonts, @pdf-lib/upng,
 * pako, tslib: pure JavaScript) as a Lambda layer built from node_modules (node-modules-layer.ts): pdf-lib is
 * ~500 KB minified, over a function's bundle budget, so the invoices function imports it with
 * `await import('pdf-lib')` and its bundle leaves it external. Only what Node's `import('pdf-lib')` loads is
 * staged: each package's CommonJS build (pdf-lib has no "exports": Node takes "main", cjs/index.js). The ES
 * builds, browser bundles (dist/), TypeScript sources and declarations, source maps and lock files stay out.
 * It runs on both architectures. docs/taxes-shipping-invoices.md, "Invoices".
 */
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { type LayerExclusion, NodeModulesLayer } from './node-modules-layer.js';

/** Folders each package does not need on Node (its "main" is elsewhere). */
const LEFT_OUT_FOLDERS: Record<string, readonly string[]> = {
  'pdf-lib': ['es', 'dist', 'src', 'ts3.4'],
  '@pdf-lib/standard-fonts': ['es', 'dist'],
  '@pdf-lib/upng': ['dist'],
  pako: ['dist'],
};
const LEFT_OUT_FILES = [/\.d\.[cm]?ts$/, /\.map$/, /(^|\/)yarn\.lock$/, /(^|\/)CHANGELOG\.md$/i];
const PACKAGES = new Set(['pdf-lib', '@pdf-lib/standard-fonts', '@pdf-lib/upng', 'pako', 'tslib']);

/** What stays out of the pdf-lib layer (paths relative to the package, `/`-separated). */
export const excludePdfLibExtras: LayerExclusion = (pkg, path) =>
  PACKAGES.has(pkg.name) &&
  ((LEFT_OUT_FOLDERS[pkg.name] ?? []).some((folder) => path === folder || path.startsWith(`${folder}/`)) ||
    LEFT_OUT_FILES.some((pattern) => pattern.test(path)));

export class PdfLibLayer extends NodeModulesLayer {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      rootPackage: 'pdf-lib',
      architectures: [Architecture.ARM_64, Architecture.X86_64],
      description: 'pdf-lib (invoice PDFs), CommonJS build',
      exclude: excludePdfLibExtras,
    });
  }
}
