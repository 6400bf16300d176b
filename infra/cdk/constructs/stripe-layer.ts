/**
 * The Stripe SDK (`stripe`, pure JavaScript without dependencies) for the functions that talk to Stripe, as a
 * Lambda layer built from node_modules (node-modules-layer.ts): the SDK is ~250 KB minified, over a function's
 * bundle budget, so services/lib/clients/stripe.ts imports it with `await import('stripe')` and those bundles
 * leave it external. Only what `import('stripe')` loads on Node is staged: the ESM build (package.json
 * "exports" -> default -> import: esm/stripe.esm.node.js, which imports nothing outside esm/ but Node's own
 * modules). The CommonJS build (cjs/), the type declarations (*.d.ts, types/), the source maps and the
 * changelog stay out. It runs on both architectures. docs/infra.md, "Payments (Stripe)".
 */
import { type LayerExclusion, leaveOut, type NodeModulesLayerProps } from './node-modules-layer.js';

/** What stays out of the Stripe layer: the CommonJS build, the types, declarations, source maps, changelog. */
export const excludeStripeExtras: LayerExclusion = leaveOut({ stripe: ['cjs', 'types'] }, [
  /\.d\.[cm]?ts$/,
  /\.map$/,
  /^CHANGELOG\.md$/,
]);

/** The layer (a NodeModulesLayer of service-functions.ts). */
export const STRIPE_LAYER: NodeModulesLayerProps = {
  rootPackage: 'stripe',
  description: 'Stripe SDK, ESM build',
  exclude: excludeStripeExtras,
};
