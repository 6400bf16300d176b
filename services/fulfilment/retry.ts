/**
 * How the farm's status changes run again when other changes of the order keep landing first (each run after
 * retryPause, services/lib/data/transact.ts).
 */

/** Runs of a transaction when other lines of the order keep changing. */
export const STATUS_CHANGE_ATTEMPTS = 4;
