/**
 * zod's messages in Spanish, configured once for every schema of the repository (services and web): a field
 * whose schema sets no message of its own still answers in Spanish ("Entrada inválida: se esperaba texto,
 * recibido número"), never zod's English default. Only the Spanish locale is imported: `zod/locales` would
 * pull every language into each Lambda bundle. shared/contracts/fields.ts imports this module, and every schema
 * module imports fields.ts, so the locale is set before any schema runs.
 */
import * as z from 'zod/mini';
import es from 'zod/v4/locales/es.js';

z.config(es());

export {};
