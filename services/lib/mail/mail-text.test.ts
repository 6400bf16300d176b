import { describe, expect, it } from 'vitest';
import { mailPartIdOf, mailTextOf, textEndingWithPart } from './mail-text.js';
import { MAIL_STATUS_APART_FROM, approximateItemBytes, mailItem } from './queue.js';

const now = new Date('2026-05-01T00:00:00Z');
const legal = `CONDICIONES DE COMPRA (tu copia)\n\n${'Condiciones de la tienda. '.repeat(300)}`;
const start = 'Hola, Ana:\n\n¡Gracias por tu compra! Este es el resumen de tu pedido 5844ADD3.\n\n';
const mail = { to: 'a@b.es', kind: 'order' as const, subject: 's', text: start + legal };
const part = { id: '2026-05#abc', text: legal };

describe('the text of a queued e-mail', () => {
  it('reads the shapes written before: text, and textGzip as bytes or base64', () => {
    const short = mailItem({ ...mail, text: 'Hola' }, { now });
    expect(mailTextOf(short)).toBe('Hola');
    const long = mailItem(mail, { now });
    expect(long.textGzip).toBeInstanceOf(Uint8Array);
    expect(mailTextOf(long)).toBe(mail.text);
    const base64 = Buffer.from(long.textGzip as Uint8Array).toString('base64');
    expect(mailTextOf({ ...long, textGzip: base64 })).toBe(mail.text);
  });

  it('an e-mail ending with a stored part names it and keeps only its beginning, deflated (with its dictionary)', () => {
    for (const dictionary of [undefined, 'order-confirmation-1' as const]) {
      const item = mailItem(mail, {
        now,
        id: 'm1',
        packText: (text) => textEndingWithPart(text, part, dictionary),
      });
      expect(item).not.toHaveProperty('text');
      expect(item).not.toHaveProperty('textGzip');
      expect(item.textPart).toBe('2026-05#abc');
      expect(item.textDictionary).toBe(dictionary);
      expect(mailPartIdOf(item)).toBe('2026-05#abc');
      expect(approximateItemBytes(item)).toBeLessThan(MAIL_STATUS_APART_FROM);
      // The whole text once the part is given (as bytes, or base64 as a stream event carries them).
      const parts = new Map([[part.id, legal]]);
      expect(mailTextOf(item, parts)).toBe(mail.text);
      const base64 = Buffer.from(item.textDeflate as Uint8Array).toString('base64');
      expect(mailTextOf({ ...item, textDeflate: base64 }, parts)).toBe(mail.text);
      // Without its part it is not an e-mail to send.
      expect(mailTextOf(item)).toBeUndefined();
    }
    // A dictionary this code does not know: not an e-mail to send either.
    const packed = textEndingWithPart(mail.text, part, 'order-confirmation-1') ?? {};
    expect(mailTextOf({ ...packed, textDictionary: 'otro' }, new Map([[part.id, legal]]))).toBeUndefined();
    expect(
      mailTextOf({ ...packed, textDictionary: 'toString' }, new Map([[part.id, legal]])),
    ).toBeUndefined();
  });

  it('a text that does not end with the part is stored whole, as before', () => {
    expect(textEndingWithPart(`${start}otra cosa`, part)).toBeNull();
    expect(textEndingWithPart(start, { id: 'x', text: '' })).toBeNull();
    const other = mailItem(
      { ...mail, text: `${start}otra cosa` },
      { now, packText: (text) => textEndingWithPart(text, part) },
    );
    expect(other).not.toHaveProperty('textPart');
    expect(mailTextOf(other)).toBe(`${start}otra cosa`);
  });
});
