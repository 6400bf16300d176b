/** The public face of the payments domain: other domains import only what this file exports. */
export { sendRefund } from './refund-sender.js';
