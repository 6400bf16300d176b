import { describe, expect, it } from 'vitest';
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { CSV_BOM } from '../../shared/utils/csv.js';
import { payoutsCsv, sepaCreditTransfer, sepaText } from './payout-file.js';

const payout = (over: Partial<Payout>): Payout => ({
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  producerId: 'p-1',
  producerName: 'Finca Pitahaya del Sur',
  amount: 22.5,
  currency: 'EUR',
  method: 'bank_transfer',
  status: 'pending',
  iban: 'ES7921000813610123456789',
  reference: null,
  failure: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  paidAt: null,
  ...over,
});

describe('payout files', () => {
  it('write a SEPA credit transfer (pain.001.001.03) with one transaction per payout and their sum', () => {
    const xml = sepaCreditTransfer({
      payouts: [payout({}), payout({ id: 'b', producerName: 'Añil & Cía <Ñ>', amount: 0.1 })],
      debtor: { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya Marketplace' },
      messageId: 'PITAHAYA-1',
      now: new Date('2026-11-26T12:00:00.000Z'),
    });
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>22.60<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">22.50</InstdAmt>');
    expect(xml).toContain('<IBAN>ES7921000813610123456789</IBAN>');
    expect(xml).toContain('<DbtrAcct><Id><IBAN>ES9121000418450200051332</IBAN></Id></DbtrAcct>');
    expect(xml).toContain('<Nm>Anil Cia N</Nm>');
    expect(xml).not.toContain('&');
  });

  it("keeps names inside SEPA's character set and length", () => {
    expect(sepaText('José & María — «Finca»', 70)).toBe('Jose Maria Finca');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
  });

  it('write a CSV with a decimal comma, quoting what needs it, never a formula', () => {
    const csv = payoutsCsv([
      payout({ producerName: 'Finca "La Loma"; Sur' }),
      payout({ producerName: '=1+1' }),
    ]);
    expect(csv.split('\r\n')[0]).toBe(`${CSV_BOM}id;finca;producerId;iban;importe;moneda;creado`);
    expect(csv).toContain('"Finca ""La Loma""; Sur"');
    expect(csv).toContain(";'=1+1;");
    expect(csv).toContain(';22,50;EUR;');
  });
});
