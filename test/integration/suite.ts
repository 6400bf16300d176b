/**
 * The hooks the suites over the stack share: the seeded accounts signed in before the tests, the direct table
 * client (table.ts) closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { seededTokens, type SeededTokens } from './accounts.js';
import { closeTable } from './table.js';

/**
 * Registers the hooks for the block that calls it (a describe block, or the whole file at its top level) and
 * answers the seeded accounts' tokens, filled in before the block's first test.
 */
export function seededSuite(): SeededTokens {
  const tokens: SeededTokens = { producer: '', producerB: '', admin: '', consumer: '' };
  beforeAll(async () => {
    Object.assign(tokens, await seededTokens());
  });
  afterAll(() => closeTable());
  return tokens;
}
