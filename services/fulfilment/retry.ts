/** How the farm's status changes run again when other changes of the order keep landing first. */

/** Runs of a transaction when other lines of the order keep changing. */
export const STATUS_CHANGE_ATTEMPTS = 4;

/** A short, growing, jittered wait before the next run. */
export const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * 2 ** attempt));
