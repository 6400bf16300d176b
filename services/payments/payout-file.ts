/**
 * An export batch of bank payouts as files the cooperative's bank imports (pure): a SEPA credit transfer
 * initiation (ISO 20022 pain.001.001.03, the version Spanish banks take) with one transaction per payout, the
 * shop's account as debtor and each farm's account holder as creditor; and a CSV (semicolon-separated, decimal
 * comma, as Spanish spreadsheets open it). The MsgId is the batch's and each EndToEndId the payout's own id, so
 * the same batch downloaded again carries the same ids (the bank refuses a file or transfer it already took).
 */
import type { BankAccount, Payout, PayoutBatch } from '../../shared/contracts/payments/entities.js';
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
  /** Message id (unique per batch, at most 35 characters). */
  messageId: string;
  /** When the batch was made (the file's creation time: the same on every download). */
  createdAt: Date;
  /** Today: the execution date asked of the bank (never a day in the past). */
  now: Date;
}

/** A payout's EndToEndId: its own id without dashes (32 characters: unique per payout, the same every time). */
export const endToEndId = (payout: Pick<Payout, 'id'>): string => sepaText(payout.id.replace(/-/g, ''), 35);

/** The creditor's name: the account's holder (the farm's name only for a payout stored without one). */
const creditorOf = (payout: Payout): string => payout.holder || payout.producerName || payout.producerId;

export function sepaCreditTransfer({ payouts, debtor, messageId, createdAt, now }: SepaInput): string {
  const created = createdAt.toISOString().slice(0, 19);
  const execution = (now > createdAt ? now : createdAt).toISOString().slice(0, 10);
  const total = sumOf(payouts).toFixed(2);
  const id = sepaText(messageId, 35);
  const transactions = payouts
    .map(
      (payout) => `      <CdtTrfTxInf>
        <PmtId><EndToEndId>${endToEndId(payout)}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${amount(payout.amount)}</InstdAmt></Amt>
        <Cdtr><Nm>${sepaText(creditorOf(payout), 70)}</Nm></Cdtr>
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

export function payoutsCsv(payouts: readonly Payout[], batch?: Pick<PayoutBatch, 'id'>): string {
  const header = ['id', 'finca', 'producerId', 'titular', 'iban', 'importe', 'moneda', 'creado', 'lote'];
  const rows = payouts.map((payout) => [
    payout.id,
    payout.producerName,
    payout.producerId,
    creditorOf(payout),
    payout.iban ?? '',
    csvAmount(payout.amount),
    payout.currency,
    payout.createdAt,
    batch?.id ?? payout.batchId ?? '',
  ]);
  return csvText([header, ...rows]);
}
