/** What the legal pages read, through the typed client (lib/api/endpoints.ts). */
import type { LegalTextId } from '../../../../shared/constants/legal.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/** GET /v1/legal/texts/{id}: the text and the shop's identity it is filled with. */
export const useLegalText = (id: LegalTextId) => useApi(api.legal.text, { params: { id } });
