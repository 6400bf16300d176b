/**
 * «Avísame» (issue 32, docs/harvest-calendar.md "«Avísame»"): a consumer asks to be told when a product that
 * cannot be ordered now (out of stock, or a pre-order not open yet) can be; the `cutoffs` scheduled job tells
 * them once, by a notification and an e-mail (kind `alert`), when it can.
 *
 * One item per product and consumer (`STOCK_ALERT#<productId>` / `USER#<sub>`), listed on GSI1 `STOCK_ALERTS` by
 * what it waits for: `OPENING#<opensAt>#…` (read up to now) or `STOCK#…`. The notice, the e-mail and the alert's
 * deletion (conditioned on it still being there) are one transaction: two runs at once tell the consumer once.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StockAlert } from '../../shared/contracts/harvest/entities.js';
import { ALERT_NOTICE_TEXTS as T } from '../../shared/messages/calendar.js';
import { preorderOf, preorderState } from '../../shared/rules/calendar/preorder.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { harvestKeys, STOCK_ALERTS_INDEX, STOCK_ALERTS_PARTITION } from '../lib/data/selling-keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { cancellationCodes } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { personalNotificationItem } from '../notifications/index.js';
import { readProducts, type ProductState } from '../products/index.js';
import { deleteItem, getItem, putItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;

export const STOCK_ALERT_ENTITY = 'StockAlert';

/** What a product can be now for an «Avísame»: ordered, waiting for its opening, or waiting for stock. */
export function alertStateOf(product: ProductState, now: Date): 'orderable' | 'opening' | 'stock' {
  const preorder = preorderOf(product);
  if (preorder && preorderState(preorder, now) === 'upcoming') return 'opening';
  if (!product.isActive || product.stock <= 0) return 'stock';
  // A closed pre-order cannot be ordered, and no stock will make it so: it waits as for stock.
  if (preorder && preorderState(preorder, now) === 'closed') return 'stock';
  return 'orderable';
}

const toAlert = (productId: string, item: Item | undefined): StockAlert =>
  item
    ? {
        productId,
        active: true,
        waitsFor: item.waitsFor === 'opening' ? 'opening' : 'stock',
        ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
      }
    : { productId, active: false };

export async function readAlert(productId: string, userId: string): Promise<StockAlert> {
  const { Item } = await getItem({ Key: harvestKeys.alert(productId, userId) });
  return toAlert(productId, Item);
}

/** Puts the alert unless it is there; answers it and whether it was new. */
export async function putAlert(
  product: ProductState,
  user: { userId: string; email?: string; name?: string },
  waitsFor: 'stock' | 'opening',
  now: Date,
): Promise<{ alert: StockAlert; created: boolean }> {
  const opensAt = waitsFor === 'opening' ? preorderOf(product)?.opensAt : undefined;
  const item = {
    ...harvestKeys.alert(product.productId, user.userId),
    ...harvestKeys.alertIndex(product.productId, user.userId, opensAt),
    entity: STOCK_ALERT_ENTITY,
    productId: product.productId,
    userId: user.userId,
    ...(user.email ? { email: user.email } : {}),
    ...(user.name ? { name: user.name } : {}),
    waitsFor,
    createdAt: now.toISOString(),
  };
  try {
    await putItem({ Item: item, ConditionExpression: 'attribute_not_exists(PK)' });
    return { alert: toAlert(product.productId, item), created: true };
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    return { alert: await readAlert(product.productId, user.userId), created: false };
  }
}

export async function deleteAlert(productId: string, userId: string): Promise<void> {
  await deleteItem({ Key: harvestKeys.alert(productId, userId) });
}

/** The alerts the job looks at: every one waiting for stock, and those whose pre-order opened by now. */
async function dueAlerts(now: Date): Promise<Item[]> {
  const table = readEnv().tableName;
  const [stock, openings] = await Promise.all([
    queryAll(ddb(), {
      TableName: table,
      IndexName: STOCK_ALERTS_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :stock)',
      ExpressionAttributeValues: { ':pk': STOCK_ALERTS_PARTITION, ':stock': 'STOCK#' },
    }),
    queryAll(ddb(), {
      TableName: table,
      IndexName: STOCK_ALERTS_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': STOCK_ALERTS_PARTITION,
        ':from': 'OPENING#',
        ':to': `OPENING#${now.toISOString()}~`,
      },
    }),
  ]);
  return [...stock, ...openings];
}

export interface AlertReport {
  sent: number;
  waiting: number;
}

/** Tells each consumer whose product can be ordered now, once; the rest wait for a later run. */
export async function sendStockAlerts(now: Date): Promise<AlertReport> {
  const alerts = await dueAlerts(now);
  const report: AlertReport = { sent: 0, waiting: 0 };
  if (alerts.length === 0) return report;
  const table = readEnv().tableName;
  const products = await readProducts([...new Set(alerts.map((alert) => String(alert.productId)))]);
  const mailOn = mailEnabled(readMailSettings());
  for (const alert of alerts) {
    const product = products.get(String(alert.productId));
    if (!product || alertStateOf(product, now) !== 'orderable') {
      report.waiting += 1;
      continue;
    }
    const userId = String(alert.userId);
    const opening = alert.waitsFor === 'opening';
    const title = opening ? T.openingTitle(product.name) : T.stockTitle(product.name);
    const message = opening ? T.opening(product.name) : T.stock(product.name);
    const link = `/products/${product.productId}`;
    const id = `alert-${product.productId}-${userId}-${String(alert.createdAt ?? '')}`;
    const items = [
      {
        Delete: {
          TableName: table,
          Key: harvestKeys.alert(product.productId, userId),
          ConditionExpression: 'attribute_exists(PK) AND createdAt = :created',
          ExpressionAttributeValues: { ':created': alert.createdAt },
        },
      },
      {
        Put: {
          TableName: table,
          Item: personalNotificationItem({
            id,
            userId,
            type: 'INFO',
            priority: 'MEDIUM',
            title,
            message,
            createdAt: now.toISOString(),
            link,
            event: 'stock_alert',
          }),
        },
      },
      ...(mailOn && typeof alert.email === 'string'
        ? [
            queueMail(
              table,
              {
                to: alert.email,
                kind: 'alert',
                subject: title,
                text: message,
                link: { label: T.link, path: link },
              },
              { now, id, about: `USER#${userId}` },
            ),
          ]
        : []),
    ];
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: items }));
      report.sent += 1;
    } catch (error) {
      // Another run told them meanwhile, or the consumer removed the alert: nothing to send.
      if (!cancellationCodes(error)) throw error;
    }
  }
  return report;
}
