/** The public face of the legal domain: other domains import only what this file exports. */
export { readLegal, readLegalIdentity, readLegalText, toLegalIdentity, toLegalText } from './legal-store.js';
