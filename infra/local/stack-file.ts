/**
 * `<dataDir>/stack.json`: where the running stack is (gateway URL, emulator endpoints, pool and client ids,
 * table and bucket). Read by tools and by the test setup in external mode (E2E_BASE_URL).
 */
import { writeFileSync } from 'node:fs';
import type { Endpoints } from './config.js';
import { readJsonFile } from './json-file.js';

export interface StackDetails {
  gatewayUrl: string;
  endpoints: Endpoints;
  region: string;
  tableName: string;
  bucket: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  /** The local Stripe-compatible server (infra/local/stripe/); absent in files of older stacks. */
  stripeUrl?: string;
  dataDir: string;
  pid: number;
  startedAt: string;
}

export function writeStackFile(file: string, details: StackDetails): void {
  writeFileSync(file, `${JSON.stringify(details, null, 2)}\n`);
}

export function readStackFile(file: string): StackDetails | null {
  return readJsonFile<StackDetails>(file) ?? null;
}
