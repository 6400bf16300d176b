/** Lambda entry of the payments sweeper (sweep.ts): traced, its metrics flushed (services/lib/observability). */
import { observed } from '../lib/observability/middleware.js';
import { sweepHandler } from './sweep.js';

export const handler = observed(sweepHandler);
