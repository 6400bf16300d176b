/** Functions of the withdrawals domain's routes, by route id (shared/contracts/withdrawals/contract.ts). */
import type { withdrawalsContract } from '../../shared/contracts/withdrawals/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { receiveWithdrawal } from './receive-withdrawal.js';
import { requestWithdrawal } from './request-withdrawal.js';

export const withdrawalsRoutes: Handlers<typeof withdrawalsContract> = {
  request: requestWithdrawal,
  receive: receiveWithdrawal,
};
