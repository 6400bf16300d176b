/**
 * Signed links to an invoice's PDF: `?expires=<epoch s>&token=<HMAC-SHA256(key, "<invoiceId>.<expires>")>`,
 * base64url, valid LINK_TTL_SECONDS. The link opens the PDF without the bearer header (a new tab, a download),
 * and only that invoice, only for a while. The key is random, created once in the table (a settings item,
 * conditional put: two cold starts at once agree on one) and cached per Lambda container: no new
 * infrastructure. docs/taxes-shipping-invoices.md, "Invoices".
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { settingsKeys } from '../lib/data/keys.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

export const LINK_TTL_SECONDS = 15 * 60;
const KEY_BYTES = 32;

export function signInvoiceLink(key: Uint8Array, invoiceId: string, expires: number): string {
  return createHmac('sha256', key).update(`${invoiceId}.${expires}`).digest('base64url');
}

export type LinkCheck = 'valid' | 'expired' | 'invalid' | 'absent';

/** Whether `token` signs `invoiceId` until `expires`, at `nowSeconds`. */
export function checkInvoiceLink(
  key: Uint8Array,
  invoiceId: string,
  expires: string | undefined,
  token: string | undefined,
  nowSeconds: number,
): LinkCheck {
  if (!expires && !token) return 'absent';
  if (!expires || !token || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signInvoiceLink(key, invoiceId, Number(expires)));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  // Signed by us, so never further away than LINK_TTL_SECONDS; checked anyway.
  return Number(expires) < nowSeconds || Number(expires) > nowSeconds + LINK_TTL_SECONDS + 60
    ? 'expired'
    : 'valid';
}

/** The query string of a link valid from `nowSeconds`. */
export function linkQuery(
  key: Uint8Array,
  invoiceId: string,
  nowSeconds: number,
): { query: string; expires: number } {
  const expires = nowSeconds + LINK_TTL_SECONDS;
  return { query: `expires=${expires}&token=${signInvoiceLink(key, invoiceId, expires)}`, expires };
}

let cached: Promise<Uint8Array> | undefined;

async function loadKey(): Promise<Uint8Array> {
  const read = async () => {
    const { Item } = await getItem({ Key: settingsKeys.invoiceLinkKey(), ConsistentRead: true });
    return typeof Item?.secret === 'string' ? Buffer.from(Item.secret, 'base64') : null;
  };
  const found = await read();
  if (found) return found;
  const secret = randomBytes(KEY_BYTES);
  try {
    await putItem({
      Item: {
        ...settingsKeys.invoiceLinkKey(),
        secret: secret.toString('base64'),
        createdAt: new Date().toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    return secret;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const other = await read(); // another container created it first: use theirs
    if (!other) throw error;
    return other;
  }
}

/** The signing key, read (or created) once per container. */
export function invoiceLinkKey(): Promise<Uint8Array> {
  cached ??= loadKey().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forget the cached key (tests). */
export function resetInvoiceLinkKey(): void {
  cached = undefined;
}
