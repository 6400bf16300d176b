/**
 * Closes the direct execute-api path: CloudFront adds a secret header to every request it forwards to the API
 * (an origin custom header whose value is a Secrets Manager secret, infra/cdk/constructs/origin-secret.ts), and
 * every Lambda behind the API (the authorizer and each domain handler) refuses requests without it. The secret
 * reaches the functions as ORIGIN_VERIFY_SECRET; when it is not set (this machine: the local gateway is the
 * only way in) the check is off. docs/security.md.
 */
import { timingSafeEqual } from 'node:crypto';

export const ORIGIN_VERIFY_HEADER = 'x-pitahaya-origin-verify';

const secret = (): string | undefined => {
  const value = process.env.ORIGIN_VERIFY_SECRET;
  return value === undefined || value === '' ? undefined : value;
};

/** Whether the request came through the site's CloudFront distribution (always true without a secret). */
export function fromOrigin(headers: Record<string, string | undefined> | undefined): boolean {
  const expected = secret();
  if (!expected) return true;
  const sent = Object.entries(headers ?? {}).find(
    ([name]) => name.toLowerCase() === ORIGIN_VERIFY_HEADER,
  )?.[1];
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
