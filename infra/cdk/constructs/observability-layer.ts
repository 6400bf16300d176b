/**
 * Powertools for every function, as one Lambda layer built from node_modules (node-modules-layer.ts): the
 * logger, metrics (EMF) and tracer (X-Ray) at the lockfile's version (2.36.0), with what they load
 * (@aws-lambda-powertools/commons, @aws/lambda-invoke-store, aws-xray-sdk-core and its dependencies). Every
 * bundle leaves `@aws-lambda-powertools/*` external: the tracer alone is ~128 KB minified with the X-Ray SDK,
 * and the logger and metrics ~34 KB, which the orders bundle (146 KB of 150) could not carry. The runtime
 * resolves them from /opt/nodejs/node_modules (ES modules too), as it does the Stripe SDK; locally they come
 * from node_modules. Only the ES build of the Powertools packages is staged (their "exports" -> import); their
 * CommonJS builds, type declarations and source maps stay out. Pure JavaScript: both architectures.
 * docs/decisions.md, "Observability: one Powertools layer, a lazy tracer".
 */
import type { LayerExclusion, NodeModulesLayerProps } from './node-modules-layer.js';

/** What the functions import from this layer (external to their bundles). */
export const POWERTOOLS_MODULES = '@aws-lambda-powertools/*';
export const POWERTOOLS_PACKAGES = [
  '@aws-lambda-powertools/logger',
  '@aws-lambda-powertools/metrics',
  '@aws-lambda-powertools/tracer',
] as const;

const LEFT_OUT_FILES = [/\.d\.[cm]?ts$/, /\.d\.[cm]?ts\.map$/, /\.map$/, /(^|\/)CHANGELOG\.md$/i];

/** What stays out of the layer (paths relative to the package, `/`-separated). */
export const excludePowertoolsExtras: LayerExclusion = (pkg, path) =>
  (pkg.name.startsWith('@aws-lambda-powertools/') && (path === 'lib/cjs' || path.startsWith('lib/cjs/'))) ||
  LEFT_OUT_FILES.some((pattern) => pattern.test(path));

const [ROOT_PACKAGE, ...ALSO_PACKAGES] = POWERTOOLS_PACKAGES;

/** The layer (a NodeModulesLayer of service-functions.ts). */
export const OBSERVABILITY_LAYER: NodeModulesLayerProps = {
  rootPackage: ROOT_PACKAGE,
  alsoPackages: ALSO_PACKAGES,
  description: 'Powertools logger, metrics and tracer (ES build) with the X-Ray SDK',
  exclude: excludePowertoolsExtras,
};
