/**
 * The public face of the withdrawals domain (docs/legal.md, "The withdrawal function"): the overdue refunds'
 * check the scheduled job runs.
 */
export { overdueWithdrawals } from './overdue.js';
