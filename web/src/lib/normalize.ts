/**
 * Product names compared the way the products service guards them: the shared normalisation (accents removed,
 * lower-case, inner whitespace collapsed, trimmed), so "  Pitahaya  ROJA " === "pitahaya roja".
 */
export { normalizeText as normalizeName } from '../../../shared/utils/text.js';
