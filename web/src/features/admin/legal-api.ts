/**
 * What the admin's «Legal» page reads and changes of the legal domain (docs/legal.md): the shop's identity and
 * every legal text. Reads are kept apart per signed-in admin (`scope`).
 */
import type { LegalTextId } from '../../../../shared/constants/legal.js';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { LegalEndpoints } from '../../../../shared/contracts/legal/contract.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

export type LegalIdentityBody = ClientInput<LegalEndpoints['update']>['body'];

export const useLegalTexts = (userId: string | undefined) =>
  useApi(api.legal.texts, userId ? {} : null, { scope: userId });

export const updateLegalIdentity = (body: LegalIdentityBody) => api.legal.update({ body });

/** Saves a text (`body` null: back to its model) and whether the cooperative's lawyer reviewed it. */
export const updateLegalText = (id: LegalTextId, body: string | null, reviewed: boolean) =>
  api.legal.updateText({ params: { id }, body: { body, reviewed } });
