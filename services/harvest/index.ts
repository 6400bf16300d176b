/** The public face of the harvest calendar: other domains import only what this file exports. */
export { readPicklist } from './picklist-routes.js';
export { picklistCsv, picklistPdf } from './picklist-files.js';
