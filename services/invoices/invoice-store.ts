/**
 * Issuing invoices (the events function, from the table's stream) and reading them (the invoices function).
 * docs/taxes-shipping-invoices.md, "Invoices".
 *
 * reconcileOrderInvoices(orderId) reads the order's partition (order, lines, invoices) and its farms' fiscal
 * data, plans what is due (invoice-plan.ts) and writes each action in its own TransactWriteItems:
 *   - the farm's counter of the invoice's series (ordinary, or rectifying) and year moved from the value read
 *     to the next (conditioned on that value: no gaps, no number twice under concurrency);
 *   - the invoice put if absent (or, for a pending one, only while it is still pending): once issued it never
 *     changes;
 *   - a ConditionCheck on the order's version as read (a line cancelled in between makes it plan again);
 *   and the invoice is marked `mailPending` when its consumer can be written to: once nothing more is due, the
 *   order's new invoices go to the consumer in one e-mail (invoice-mail.ts), not one per farm.
 * A transaction cancelled by a condition is planned again from fresh reads (bounded, with a jittered pause);
 * what was already written is found and not written twice, so a replayed stream record issues nothing.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../lib/data/query-pages.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import type { FiscalData } from '../../shared/rules/pricing/entities.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { orderKeys, userKeys } from '../lib/data/keys.js';
import { INVOICE_SK_PREFIX, invoiceKeys } from '../lib/data/money-keys.js';
import { cancellationCodes, type TransactItem } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { fullOrderItem, isOrderItem, isProductOrderItem } from '../orders/index.js';
import {
  invoiceLineOf,
  kindAndBuyer,
  negatedLines,
  totalsOf,
  type InvoiceDocument,
} from './invoice-document.js';
import { dueLines, hasFiscalData, planInvoices, type InvoiceAction } from './invoice-plan.js';
import { INVOICE_ENTITY, isInvoiceItem, toStoredInvoice, type StoredInvoice } from './invoice-record.js';
import { consumerAddress, mailNewInvoices } from './invoice-mail.js';
import { planNumber, fiscalYearOf, type InvoiceSeries } from './numbering.js';
import { getItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;

/** Rounds of plan-and-write before giving up (the stream delivers the record again later). */
export const MAX_ROUNDS = 12;

export interface OrderPartition {
  order: Item | null;
  lines: Item[];
  invoices: StoredInvoice[];
}

/** The order, its lines and its invoices: one Query (consistent) of its partition. */
export async function readOrderPartition(orderId: string): Promise<OrderPartition> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': orderKeys.item(orderId).PK },
    ConsistentRead: true,
  });
  const order = items.find(isOrderItem);
  return {
    order: order ? fullOrderItem(order) : null,
    lines: items.filter(isProductOrderItem).sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0)),
    invoices: items.filter(isInvoiceItem).map(toStoredInvoice),
  };
}

/** The order's invoices (one Query on begins_with(SK, INVOICE#)) and its consumer (one GetItem), together. */
export async function readOrderInvoices(
  orderId: string,
): Promise<{ order: { userId: string; producerIds: string[] } | null; invoices: StoredInvoice[] }> {
  const { tableName } = readEnv();
  const invoices: StoredInvoice[] = [];
  const [{ Item }] = await Promise.all([
    getItem({ Key: orderKeys.item(orderId), ProjectionExpression: 'userId, producerIds' }),
    (async () => {
      const items = await queryAll(ddb(), {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': orderKeys.item(orderId).PK, ':prefix': INVOICE_SK_PREFIX },
      });
      invoices.push(...items.filter(isInvoiceItem).map(toStoredInvoice));
    })(),
  ]);
  return {
    order: Item
      ? {
          userId: String(Item.userId ?? ''),
          producerIds: Array.isArray(Item.producerIds) ? (Item.producerIds as string[]) : [],
        }
      : null,
    invoices,
  };
}

/** One invoice of an order (GetItem), or null. */
export async function readInvoice(orderId: string, invoiceId: string): Promise<StoredInvoice | null> {
  const { Item } = await getItem({ Key: invoiceKeys.item(orderId, invoiceId) });
  return isInvoiceItem(Item) ? toStoredInvoice(Item) : null;
}

/** A stored fiscal data object, or null when incomplete. */
export function toFiscalData(value: unknown): FiscalData | null {
  if (!value || typeof value !== 'object') return null;
  const { legalName, nif, address } = value as Record<string, unknown>;
  const fiscal = { legalName, nif, address } as FiscalData;
  return hasFiscalData(fiscal) ? fiscal : null;
}

/** The farms' fiscal data (their directory items' `fiscal`), one GetItem each (an order has few farms). */
export async function readFiscalData(
  producerIds: readonly string[],
): Promise<Map<string, FiscalData | null>> {
  const ids = [...new Set(producerIds)];
  const found = await Promise.all(
    ids.map(async (id) => {
      const { Item } = await getItem({
        Key: userKeys.item(id),
        ProjectionExpression: 'fiscal',
        ConsistentRead: true,
      });
      return [id, toFiscalData(Item?.fiscal)] as const;
    }),
  );
  return new Map(found);
}

async function readCounter(producerId: string, year: number, series: InvoiceSeries): Promise<number> {
  const { Item } = await getItem({
    Key: invoiceKeys.counter(producerId, year, series),
    ConsistentRead: true,
  });
  return typeof Item?.last === 'number' ? Item.last : 0;
}

/** The order as read: any write to it since (a line cancelled, the payment moved) cancels the transaction. */
function orderUnchanged(tableName: string, order: Item): TransactItem {
  const version = typeof order.version === 'number' ? order.version : undefined;
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: orderKeys.item(String(order.id)),
      ConditionExpression:
        version === undefined
          ? 'attribute_exists(PK) AND attribute_not_exists(#version)'
          : '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ...(version === undefined ? {} : { ExpressionAttributeValues: { ':version': version } }),
    },
  };
}

/** The farm-series-year counter moved from `previous` to `n`, only if it is still `previous`. */
function counterMove(
  tableName: string,
  producerId: string,
  year: number,
  series: InvoiceSeries,
  previous: number,
  n: number,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: invoiceKeys.counter(producerId, year, series),
      UpdateExpression: 'SET #last = :n, producerId = :producerId, updatedAt = :now',
      ConditionExpression: previous === 0 ? 'attribute_not_exists(PK)' : '#last = :previous',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: {
        ':n': n,
        ':producerId': producerId,
        ':now': new Date().toISOString(),
        ...(previous === 0 ? {} : { ':previous': previous }),
      },
    },
  };
}

type Outcome = 'written' | 'conflict';

async function write(items: TransactItem[]): Promise<Outcome> {
  try {
    await ddb().send(new TransactWriteCommand({ TransactItems: items }));
    return 'written';
  } catch (error) {
    if (cancellationCodes(error)) return 'conflict';
    throw error;
  }
}

function baseItem(order: Item, action: InvoiceAction, now: Date): Item {
  return {
    ...invoiceKeys.item(String(order.id), action.invoiceId),
    entity: INVOICE_ENTITY,
    id: action.invoiceId,
    orderId: String(order.id),
    producerId: action.producerId,
    ...('producerName' in action && action.producerName ? { producerName: action.producerName } : {}),
    userId: String(order.userId ?? ''),
    orderCreatedAt: String(order.createdAt ?? ''),
    createdAt: now.toISOString(),
  };
}

/** Writes one planned action; 'conflict' when something changed since the reads (plan again). */
async function apply(
  partition: OrderPartition & { order: Item },
  fiscal: ReadonlyMap<string, FiscalData | null>,
  action: InvoiceAction,
): Promise<Outcome> {
  const { tableName } = readEnv();
  const { order } = partition;
  const now = new Date();
  const key = invoiceKeys.item(String(order.id), action.invoiceId);
  if (action.type === 'pending') {
    return write([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...baseItem(order, action, now),
            ...invoiceKeys.pending(action.producerId, String(order.createdAt ?? ''), String(order.id)),
            role: 'original',
            kind: 'pending',
            total: action.total,
            lineIds: [],
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      orderUnchanged(tableName, order),
    ]);
  }
  if (action.type === 'drop-pending') {
    return write([
      {
        Delete: {
          TableName: tableName,
          Key: key,
          ConditionExpression: '#kind = :pending',
          ExpressionAttributeNames: { '#kind': 'kind' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        },
      },
      orderUnchanged(tableName, order),
    ]);
  }
  const issuer =
    fiscal.get(action.producerId) ?? (action.type === 'rectify' ? action.original.document?.issuer : null);
  if (!issuer) return 'conflict';
  const year = fiscalYearOf(now);
  // Rectifying invoices are numbered in their own series (numbering.ts).
  const series: InvoiceSeries = action.type === 'rectify' ? 'rectifying' : 'ordinary';
  const previous = await readCounter(action.producerId, year, series);
  const numbering = planNumber(action.producerId, now, previous, series);
  let document: InvoiceDocument;
  let lineIds: string[];
  if (action.type === 'issue') {
    const farmLines = partition.lines.filter((line) => line.producerId === action.producerId);
    const lines = dueLines(order, farmLines).map(invoiceLineOf);
    if (lines.length === 0) return 'conflict';
    const totals = totalsOf(lines);
    const { kind, buyer } = kindAndBuyer(order, totals.total);
    lineIds = lines.map((line) => line.lineId);
    document = {
      kind,
      number: numbering.number,
      issuedAt: now.toISOString(),
      orderId: String(order.id),
      orderReference: orderReference(String(order.id)),
      issuer,
      buyer,
      lines,
      ...totals,
    };
  } else {
    const original = action.original.document;
    if (!original) return 'conflict';
    const lines = negatedLines(original.lines.filter((line) => action.lineIds.includes(line.lineId)));
    lineIds = lines.map((line) => line.lineId);
    document = {
      kind: 'rectifying',
      number: numbering.number,
      issuedAt: now.toISOString(),
      orderId: String(order.id),
      orderReference: original.orderReference,
      issuer,
      buyer: original.buyer,
      lines,
      ...totalsOf(lines),
      rectifies: {
        id: action.original.id,
        number: original.number,
        issuedAt: original.issuedAt,
      },
    };
  }
  const item: Item = {
    ...baseItem(order, action, now),
    role: action.type === 'rectify' ? 'rectifying' : 'original',
    kind: document.kind,
    number: numbering.number,
    series: numbering.series,
    year: numbering.year,
    n: numbering.n,
    issuedAt: document.issuedAt,
    total: document.total,
    lineIds,
    document,
    ...(document.rectifies
      ? { rectifiesId: document.rectifies.id, rectifies: document.rectifies.number }
      : {}),
  };
  const fromPending = action.type === 'issue' && action.fromPending;
  // The consumer hears of it in one e-mail with the order's other new invoices (invoice-mail.ts).
  if (await consumerAddress(order)) item.mailPending = true;
  return write([
    counterMove(tableName, action.producerId, year, series, previous, numbering.n),
    {
      Put: {
        TableName: tableName,
        Item: item,
        ConditionExpression: fromPending ? '#kind = :pending' : 'attribute_not_exists(PK)',
        ...(fromPending
          ? {
              ExpressionAttributeNames: { '#kind': 'kind' },
              ExpressionAttributeValues: { ':pending': 'pending' },
            }
          : {}),
      },
    },
    orderUnchanged(tableName, order),
  ]);
}

const pause = (round: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** round)));

/**
 * Issues what is due on an order's invoices now (also pending records, dropped pending ones, rectifying
 * invoices). Answers the actions written. Idempotent: planned again from fresh reads every round.
 */
export async function reconcileOrderInvoices(orderId: string, logger?: Logger): Promise<InvoiceAction[]> {
  const written: InvoiceAction[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const partition = await readOrderPartition(orderId);
    const { order } = partition;
    if (!order) return written;
    const producerIds = [...new Set(partition.lines.map((line) => String(line.producerId)))];
    const fiscal = await readFiscalData(producerIds);
    const actions = planInvoices({ order, lines: partition.lines, invoices: partition.invoices, fiscal });
    if (actions.length === 0) {
      await mailNewInvoices({ ...partition, order }, logger);
      return written;
    }
    let conflict = false;
    for (const action of actions) {
      const outcome = await apply({ ...partition, order }, fiscal, action);
      if (outcome === 'conflict') {
        conflict = true;
        break;
      }
      written.push(action);
      logger?.info('Invoice written', { orderId, action: action.type, producerId: action.producerId });
      // A farm's number depends on the counter as read: any later action of the round reads it again itself.
    }
    if (conflict) await pause(round);
    else if (actions.some((action) => action.type !== 'pending' && action.type !== 'drop-pending'))
      continue; // the order's partition changed (new invoices): plan again to be sure nothing else is due
    else {
      await mailNewInvoices(await readOrderPartition(orderId), logger);
      return written;
    }
  }
  throw new Error(`Invoices of order ${orderId} still conflicting after ${MAX_ROUNDS} rounds`);
}

/** A farm's pending invoices, by their order's date (oldest first): GSI1, one Query per page. */
export async function pendingInvoiceOrders(producerId: string): Promise<string[]> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': invoiceKeys.pendingPartition(producerId) },
    ProjectionExpression: 'orderId',
    ScanIndexForward: true,
  });
  return [...new Set(items.flatMap((item) => (typeof item.orderId === 'string' ? [item.orderId] : [])))];
}

/** Issues a farm's pending invoices, oldest order first (once it saved its fiscal data). */
export async function issuePendingInvoices(producerId: string, logger?: Logger): Promise<number> {
  let issued = 0;
  for (const orderId of await pendingInvoiceOrders(producerId)) {
    const written = await reconcileOrderInvoices(orderId, logger);
    issued += written.filter((action) => action.type === 'issue').length;
  }
  return issued;
}
