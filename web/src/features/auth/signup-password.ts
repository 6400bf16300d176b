/**
 * The password typed at sign-up, kept for one journey (sign-up -> confirmation code -> signed in) in this tab's
 * memory only: never written to storage, the URL or the history state (browsers keep history state on disk), so
 * a reload, another tab or another device does not have it, and then the confirmation goes to the sign-in screen
 * with the e-mail filled instead. It is handed over once (`takeSignupPassword`), to the address it was typed for,
 * and forgotten after SIGNUP_PASSWORD_TTL_MS in any case.
 */

/** Long enough to find the e-mail and type the code; not a stored credential. */
export const SIGNUP_PASSWORD_TTL_MS = 30 * 60 * 1000;

let kept: { email: string; password: string; until: number } | null = null;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** After a sign-up: keeps its password for the confirmation that follows. */
export function keepSignupPassword(email: string, password: string, now = Date.now()): void {
  kept = { email, password, until: now + SIGNUP_PASSWORD_TTL_MS };
}

/** Whether a password for this address is still kept (without handing it over). */
export function hasSignupPassword(email: string, now = Date.now()): boolean {
  return kept !== null && now < kept.until && sameAddress(kept.email, email);
}

/** The kept password for this address, once: it is forgotten as it is handed over (or when stale). */
export function takeSignupPassword(email: string, now = Date.now()): string | null {
  const password = hasSignupPassword(email, now) ? (kept?.password ?? null) : null;
  kept = null;
  return password;
}
