/**
 * GET/PUT /v1/legal (the shop's identity, LSSI art. 10) and the legal texts (GET /v1/legal/texts[/{id}],
 * PUT /v1/legal/texts/{id}); docs/legal.md. Reads are public and cacheable for a minute; writes are the admins'.
 */
import { LEGAL_MESSAGES } from '../../shared/messages/legal.js';
import type { LegalEndpoints } from '../../shared/contracts/legal/contract.js';
import type { Handler, RouteAnswer } from '../lib/http/types.js';
import {
  readLegal,
  readLegalIdentity,
  readLegalText,
  writeLegalIdentity,
  writeLegalText,
} from './legal-store.js';

/** Public reads: a browser and the CDN may keep them a minute (an admin's change shows within it). */
const PUBLIC_READ = { 'cache-control': 'public, max-age=60' };

export async function getLegal(): RouteAnswer<LegalEndpoints['get']> {
  return { data: { legal: await readLegalIdentity() }, headers: PUBLIC_READ };
}

export const updateLegal: Handler<LegalEndpoints['update']> = async ({ body, principal }) => {
  const legal = await writeLegalIdentity(body, principal?.userId ?? 'admin', new Date().toISOString());
  return { data: { legal }, message: LEGAL_MESSAGES.identityUpdated };
};

export async function getLegalTexts(): RouteAnswer<LegalEndpoints['texts']> {
  const { identity, texts } = await readLegal();
  return { data: { legal: identity, texts }, headers: { 'cache-control': 'no-store' } };
}

export const getLegalText: Handler<LegalEndpoints['text']> = async ({ params }) => {
  const [legal, text] = await Promise.all([readLegalIdentity(), readLegalText(params.id)]);
  return { data: { legal, text }, headers: PUBLIC_READ };
};

export const updateLegalText: Handler<LegalEndpoints['updateText']> = async ({ params, body, principal }) => {
  const at = new Date().toISOString();
  const [legal, text] = await Promise.all([
    readLegalIdentity(),
    writeLegalText(params.id, body, principal?.userId ?? 'admin', at),
  ]);
  return {
    data: { legal, text },
    message: body.body === null ? LEGAL_MESSAGES.textRestored : LEGAL_MESSAGES.textUpdated,
  };
};
