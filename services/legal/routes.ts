/** Functions of the legal domain's routes, by route id (shared/contracts/legal/contract.ts). */
import type { legalContract } from '../../shared/contracts/legal/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { getLegal, getLegalText, getLegalTexts, updateLegal, updateLegalText } from './legal-routes.js';

export const legalRoutes: Handlers<typeof legalContract> = {
  get: getLegal,
  update: updateLegal,
  texts: getLegalTexts,
  text: getLegalText,
  updateText: updateLegalText,
};
