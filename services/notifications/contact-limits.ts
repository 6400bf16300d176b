/**
 * Abuse limits of the contact form, with the attempt counters of services/lib/rate-limit.ts: per source
 * address and per sender e-mail, counted after validation and the honeypot (a malformed request or a bot's
 * costs nothing to count). Past either: 429 RATE_LIMITED, 'Demasiados intentos. Espera un momento antes de
 * reintentar.', and nothing is stored or sent. Defaults suit production; tunable by env (the test stack raises
 * them; the resilience suite lowers them):
 *
 *   RATE_LIMIT_CONTACT=<per address>,<per sender e-mail>,<window seconds>     (0 turns one limit off)
 *   default 20,5,3600: 20 messages an hour from one address, 5 an hour from one e-mail address
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientAddress, countAttempt, limitsFromEnv } from '../lib/rate-limit.js';

export const CONTACT_DEFAULT_LIMITS = [20, 5, 3600] as const;

export function contactLimits(env: NodeJS.ProcessEnv = process.env) {
  const [perAddress, perEmail, windowSeconds] = limitsFromEnv('contact', CONTACT_DEFAULT_LIMITS, env);
  return {
    perAddress: { scope: 'contact:address', max: perAddress, windowSeconds },
    perEmail: { scope: 'contact:email', max: perEmail, windowSeconds },
  };
}

/** Counts one message for the caller's address and for the sender's e-mail; 429 when either is over. */
export async function limitContact(event: APIGatewayProxyEventV2, email: string): Promise<void> {
  const limits = contactLimits();
  await countAttempt(limits.perAddress, clientAddress(event));
  await countAttempt(limits.perEmail, email.toLowerCase());
}
