/**
 * The maintenance-mode check (spec section 1): it always reports "not in maintenance". The gate in the app
 * shell sends visitors to /maintenance when this ever answers true.
 */
export async function isInMaintenance(): Promise<boolean> {
  return false;
}
