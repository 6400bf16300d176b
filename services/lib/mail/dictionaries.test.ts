import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAIL_DICTIONARIES } from './dictionaries.js';

describe('mail dictionaries', () => {
  it('are frozen: an e-mail queued with one is inflated with the same bytes (add a new one, never edit)', () => {
    const hashes = Object.fromEntries(
      Object.entries(MAIL_DICTIONARIES).map(([name, text]) => [
        name,
        createHash('sha256').update(text, 'utf8').digest('hex'),
      ]),
    );
    expect(hashes).toEqual({
      'order-confirmation-1': 'e9e13b54616c35d8e17bb0b104148cfbe33d4d9a1d3d988cd8faad7b0565c7f6',
    });
    // Inside deflate's 32 KB window.
    for (const text of Object.values(MAIL_DICTIONARIES)) expect(Buffer.byteLength(text)).toBeLessThan(32_768);
  });
});
