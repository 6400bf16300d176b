import { describe, expect, it } from 'vitest';
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { CSV_BOM } from '../../shared/utils/csv.js';
import { endToEndId, payoutsCsv, sepaCreditTransfer, sepaText } from './payout-file.js';
import { testPayout } from './testing.js';

/** A pending bank payout to a farm's IBAN. */
const payout = (over: Partial<Payout>): Payout =>
  testPayout({
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    producerId: 'p-1',
    producerName: 'Finca Pitahaya del Sur',
    amount: 22.5,
    method: 'bank_transfer',
    iban: 'ES7921000813610123456789',
    holder: 'Pitahayas del Sur SL',
    reference: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...over,
  });

const debtor = { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya Marketplace' };

describe('payout files', () => {
  it('write a SEPA credit transfer (pain.001.001.03) with one transaction per payout and their sum', () => {
    const xml = sepaCreditTransfer({
      payouts: [payout({}), payout({ id: 'b', holder: 'Añil & Cía <Ñ>', amount: 0.1 })],
      debtor,
      messageId: 'PITAHAYA-1',
      createdAt: new Date('2026-11-26T12:00:00.000Z'),
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

  it("names the account's holder as creditor, not the farm's profile name", () => {
    const xml = sepaCreditTransfer({
      payouts: [payout({ producerName: 'Finca del Sur', holder: 'María López Pérez' })],
      debtor,
      messageId: 'PITAHAYA-2',
      createdAt: new Date('2026-11-26T12:00:00.000Z'),
      now: new Date('2026-11-26T12:00:00.000Z'),
    });
    expect(xml).toContain('<Cdtr><Nm>Maria Lopez Perez</Nm></Cdtr>');
    expect(xml).not.toContain('Finca del Sur');
  });

  it('gives each payout its own EndToEndId, the same on every download, and the batch its MsgId', () => {
    const a = payout({});
    const b = payout({ id: '6f1c2d3e-0000-4000-8000-000000000002' });
    expect(endToEndId(a)).toBe('6f1c2d3e000040008000000000000001');
    expect(endToEndId(a)).not.toBe(endToEndId(b));
    const file = (now: string) =>
      sepaCreditTransfer({
        payouts: [a, b],
        debtor,
        messageId: 'PITAHAYA-BATCH',
        createdAt: new Date('2026-11-26T12:00:00.000Z'),
        now: new Date(now),
      });
    const first = file('2026-11-26T12:00:00.000Z');
    const again = file('2026-11-28T09:00:00.000Z');
    const ids = (xml: string) => [...xml.matchAll(/<EndToEndId>([^<]+)</g)].map((match) => match[1]);
    expect(ids(again)).toEqual(ids(first));
    expect(new Set(ids(first)).size).toBe(2);
    expect(again).toContain('<MsgId>PITAHAYA-BATCH</MsgId>');
    expect(again).toContain('<CreDtTm>2026-11-26T12:00:00</CreDtTm>');
    // Asked to run today, never on a day gone by.
    expect(again).toContain('<ReqdExctnDt>2026-11-28</ReqdExctnDt>');
  });

  it("keeps names inside SEPA's character set and length", () => {
    expect(sepaText('José & María — «Finca»', 70)).toBe('Jose Maria Finca');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
  });

  it('write a CSV with the holder and the batch, a decimal comma, quoting what needs it, never a formula', () => {
    const csv = payoutsCsv(
      [payout({ producerName: 'Finca "La Loma"; Sur' }), payout({ producerName: '=1+1', holder: null })],
      { id: 'batch-1' },
    );
    expect(csv.split('\r\n')[0]).toBe(
      `${CSV_BOM}id;finca;producerId;titular;iban;importe;moneda;creado;lote`,
    );
    expect(csv).toContain('"Finca ""La Loma""; Sur"');
    expect(csv).toContain(';Pitahayas del Sur SL;');
    expect(csv).toContain(";'=1+1;");
    expect(csv).toContain(';22,50;EUR;');
    expect(csv).toContain(';batch-1');
  });
});
