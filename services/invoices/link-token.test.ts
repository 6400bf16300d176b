import { describe, expect, it } from 'vitest';
import { checkInvoiceLink, LINK_TTL_SECONDS, linkQuery, signInvoiceLink } from './link-token.js';

const key = Buffer.alloc(32, 7);
const other = Buffer.alloc(32, 8);
const now = 1_800_000_000;

describe('signed invoice links', () => {
  it('are valid for that invoice for 15 minutes', () => {
    const { query, expires } = linkQuery(key, 'inv-1', now);
    expect(expires).toBe(now + LINK_TTL_SECONDS);
    const params = new URLSearchParams(query);
    const token = params.get('token') ?? undefined;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkInvoiceLink(key, 'inv-1', params.get('expires') ?? undefined, token, now)).toBe('valid');
    expect(checkInvoiceLink(key, 'inv-1', String(expires), token, now + LINK_TTL_SECONDS)).toBe('valid');
    expect(checkInvoiceLink(key, 'inv-1', String(expires), token, now + LINK_TTL_SECONDS + 1)).toBe(
      'expired',
    );
  });

  it('refuse another invoice, another key, a changed expiry or a forged token', () => {
    const expires = now + 60;
    const token = signInvoiceLink(key, 'inv-1', expires);
    expect(checkInvoiceLink(key, 'inv-2', String(expires), token, now)).toBe('invalid');
    expect(checkInvoiceLink(other, 'inv-1', String(expires), token, now)).toBe('invalid');
    expect(checkInvoiceLink(key, 'inv-1', String(expires + 3600), token, now)).toBe('invalid');
    expect(checkInvoiceLink(key, 'inv-1', String(expires), `${token.slice(0, -1)}A`, now)).not.toBe('valid');
    expect(checkInvoiceLink(key, 'inv-1', String(expires), 'short', now)).toBe('invalid');
    expect(checkInvoiceLink(key, 'inv-1', undefined, token, now)).toBe('invalid');
    expect(checkInvoiceLink(key, 'inv-1', undefined, undefined, now)).toBe('absent');
  });

  it('refuse an expiry further away than a link is ever signed for, even when signed with the key', () => {
    const far = now + LINK_TTL_SECONDS * 10;
    expect(checkInvoiceLink(key, 'inv-1', String(far), signInvoiceLink(key, 'inv-1', far), now)).toBe(
      'expired',
    );
  });
});
