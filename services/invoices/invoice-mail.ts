/**
 * The consumer's e-mail of an order's new invoices: one message for the invoices issued together (each farm's
 * invoice when a card order is paid, a rectifying one beside them), not one per farm. An issued invoice is
 * marked `mailPending` in its own transaction (invoice-store.ts) when its consumer can be written to; once the
 * order has nothing more due, one transaction queues the e-mail (MAIL#, sent by the events function; its id
 * derives from the invoices it tells of) and clears their marks, conditioned on each mark still being there: two
 * runs at once (or a replayed record) send it once. A run that dies between the invoices and the e-mail leaves
 * the marks, and the order's next reconcile (the stream retries the record) sends it.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { INVOICE_MAIL_TEXTS as T } from '../../shared/messages/invoice.js';
import { MAIL_TEXTS } from '../../shared/messages/notifications.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { formatMoney } from '../../shared/utils/money.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { invoiceKeys } from '../lib/data/money-keys.js';
import { cancellationCodes, type TransactItem } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings, type OutgoingMail } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { readRecipients } from '../notifications/index.js';
import { invoiceIdOf, type StoredInvoice } from './invoice-record.js';

type Item = Record<string, unknown>;

/** Marks cleared with one e-mail in one transaction (DynamoDB takes 100 items). */
const MARKS_PER_MAIL = 99;

/**
 * The consumer's address for the invoice e-mail: the one the user directory holds now. A consumer without a
 * row was deleted (docs/security.md, "Deleted accounts"): the address copied into the order may belong to
 * someone else by now, so nothing is sent.
 */
export async function consumerAddress(order: Item): Promise<string> {
  if (!mailEnabled(readMailSettings())) return '';
  const userId = String(order.userId ?? '');
  return userId ? ((await readRecipients([userId])).get(userId)?.email ?? '') : '';
}

const farmOf = (invoice: StoredInvoice): string =>
  invoice.producerName ?? invoice.document?.issuer.legalName ?? 'La finca';

/** The e-mail's subject and text for these invoices (one reads as a single invoice's e-mail always did). */
export function invoicesMail(
  order: Item,
  invoices: readonly StoredInvoice[],
): Pick<OutgoingMail, 'subject' | 'text'> {
  const consumer = (order.consumerInfo as Item | undefined) ?? {};
  const greeting = MAIL_TEXTS.greeting(typeof consumer.fullName === 'string' ? consumer.fullName : undefined);
  const reference = orderReference(String(order.id));
  const [only] = invoices;
  if (invoices.length === 1 && only) {
    const total = formatMoney(only.total);
    return {
      subject: only.rectifies ? T.rectifyingSubject(reference) : T.subject(reference),
      text: [
        greeting,
        '',
        only.rectifies
          ? T.rectifyingBody(farmOf(only), only.number ?? '', only.rectifies, total)
          : T.body(farmOf(only), only.number ?? '', total),
      ].join('\n'),
    };
  }
  return {
    subject: T.severalSubject(reference),
    text: [
      greeting,
      '',
      T.severalIntro(invoices.length),
      ...invoices.map((invoice) =>
        invoice.rectifies
          ? T.severalRectifyingLine(
              farmOf(invoice),
              invoice.number ?? '',
              invoice.rectifies,
              formatMoney(invoice.total),
            )
          : T.severalLine(farmOf(invoice), invoice.number ?? '', formatMoney(invoice.total)),
      ),
      '',
      T.severalEnd,
    ].join('\n'),
  };
}

/** The transaction that tells the consumer of `invoices` (or only clears their marks, without an address). */
export function invoicesMailItems(
  tableName: string,
  order: Item,
  invoices: readonly StoredInvoice[],
  to: string,
  now: Date,
): TransactItem[] {
  const marks: TransactItem[] = invoices.map((invoice) => ({
    Update: {
      TableName: tableName,
      Key: invoiceKeys.item(String(order.id), invoice.id),
      UpdateExpression: 'REMOVE mailPending',
      ConditionExpression: 'mailPending = :true',
      ExpressionAttributeValues: { ':true': true },
    },
  }));
  if (!to) return marks;
  const ids = invoices.map((invoice) => invoice.id).sort();
  return [
    ...marks,
    queueMail(
      tableName,
      {
        to,
        kind: 'order',
        ...invoicesMail(order, invoices),
        link: { label: T.link, path: `/orders/${String(order.id)}` },
      },
      { now, id: invoiceIdOf('mail', ...ids), about: `USER#${String(order.userId)}` },
    ),
  ];
}

/** Tells the consumer of the order's issued invoices not yet told (see the header). Answers how many. */
export async function mailNewInvoices(
  partition: { order: Item | null; invoices: readonly StoredInvoice[] },
  logger?: Logger,
): Promise<number> {
  const { order } = partition;
  const waiting = partition.invoices.filter((invoice) => invoice.mailPending && invoice.number);
  if (!order || waiting.length === 0) return 0;
  const to = await consumerAddress(order);
  let told = 0;
  for (let start = 0; start < waiting.length; start += MARKS_PER_MAIL) {
    const invoices = waiting.slice(start, start + MARKS_PER_MAIL);
    try {
      await ddb().send(
        new TransactWriteCommand({
          TransactItems: invoicesMailItems(readEnv().tableName, order, invoices, to, new Date()),
        }),
      );
      told += invoices.length;
    } catch (error) {
      // Another run told the consumer of them first: nothing to do.
      if (!cancellationCodes(error)) throw error;
      logger?.debug('Invoice e-mail already sent', { orderId: String(order.id) });
    }
  }
  return told;
}
