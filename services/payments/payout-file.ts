/**
 * The pending bank payouts as files the cooperative's bank imports (pure): a SEPA credit transfer initiation
 * (ISO 20022 pain.001.001.03, the version Spanish banks take) with one transaction per payout, the shop's
 * account as debtor; and a CSV (semicolon-separated, decimal comma, as Spanish spreadsheets open it).
 */
import type { BankAccount, Payout } from '../../shared/contracts/payments/entities.js';
import { csvAmount, csvText } from '../../shared/utils/csv.js';
import { toCents } from '../../shared/utils/money.js';

/** SEPA's character set: Latin letters, digits and / - ? : ( ) . , ' + and space; anything else becomes a space. */
export function sepaText(value: string, max: number): string {
  const plain = value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const amount = (euros: number): string => (toCents(euros) / 100).toFixed(2);
const sumOf = (payouts: readonly Payout[]): number =>
  payouts.reduce((sum, payout) => sum + toCents(payout.amount), 0) / 100;

export interface SepaInput {
  payouts: readonly Payout[];
  debtor: BankAccount;
  /** Message id (unique per file, at most 35 characters). */
  messageId: string;
  now: Date;
}

export function sepaCreditTransfer({ payouts, debtor, messageId, now }: SepaInput): string {
  const created = now.toISOString().slice(0, 19);
  const execution = now.toISOString().slice(0, 10);
  const total = sumOf(payouts).toFixed(2);
  const id = sepaText(messageId, 35);
  const transactions = payouts
    .map(
      (payout) => `      <CdtTrfTxInf>
        <PmtId><EndToEndId>${sepaText(payout.id.replace(/-/g, ''), 35)}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${amount(payout.amount)}</InstdAmt></Amt>
        <Cdtr><Nm>${sepaText(payout.producerName || payout.producerId, 70)}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${payout.iban ?? ''}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${sepaText(`Pitahaya Marketplace liquidacion ${payout.id.slice(0, 8)}`, 140)}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${id}</MsgId>
      <CreDtTm>${created}</CreDtTm>
      <NbOfTxs>${payouts.length}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <InitgPty><Nm>${sepaText(debtor.holder, 70)}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${id}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>${payouts.length}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt>${execution}</ReqdExctnDt>
      <Dbtr><Nm>${sepaText(debtor.holder, 70)}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${debtor.iban}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${transactions}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}

export function payoutsCsv(payouts: readonly Payout[]): string {
  const header = ['id', 'finca', 'producerId', 'iban', 'importe', 'moneda', 'creado'];
  const rows = payouts.map((payout) => [
    payout.id,
    payout.producerName,
    payout.producerId,
    payout.iban ?? '',
    csvAmount(payout.amount),
    payout.currency,
    payout.createdAt,
  ]);
  return csvText([header, ...rows]);
}
