/**
 * The `review-requests` job (docs/reviews.md, "Asking for a review"): the requests whose first delivery is older
 * than the delay (REVIEW_REQUEST_DELAY_MINUTES, three days by default) are sent, once per order: a notice in
 * the consumer's notifications and an e-mail, both linking to the review form of the first product they have
 * not reviewed yet. Each request goes in one transaction: the request marked sent (conditioned on not being
 * sent, and off the due list), the notice and the queued e-mail; two runs at once send it once. A request whose
 * products were all reviewed meanwhile, or whose consumer is gone, is marked sent without a message.
 * In AWS an EventBridge schedule runs it every hour; locally POST /_local/schedules/run {"job":"review-requests"}.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../lib/data/query-pages.js';
import type { Logger } from '@aws-lambda-powertools/logger';
import {
  REVIEW_REQUEST_DEFAULT_DELAY_MINUTES,
  REVIEW_REQUEST_MAX_DELAY_MINUTES,
} from '../../shared/constants/reviews.js';
import { REVIEW_REQUEST_TEXTS as T } from '../../shared/messages/reviews.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { isTransactionCanceled } from '../lib/data/transactions.js';
import { reviewKeys } from '../lib/data/selling-keys.js';
import { readEnv } from '../lib/env.js';
import { queueMail } from '../lib/mail/queue.js';
import { personalNotificationItem } from '../notifications/index.js';
import { readProducts } from '../products/index.js';
import { REVIEW_FORM_ANCHOR } from '../../shared/constants/reviews.js';
import { readOwnReview } from './review-store.js';

type Item = Record<string, unknown>;

/** The delay on the local stack when the setting is not given: a couple of minutes, to try it out. */
export const LOCAL_REQUEST_DELAY_MINUTES = 2;

/** The delay from the setting (minutes, 0 to a month), else three days (two minutes on the local stack). */
export function requestDelayMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.REVIEW_REQUEST_DELAY_MINUTES;
  const value = Number(raw);
  if (
    raw !== undefined &&
    raw !== '' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= REVIEW_REQUEST_MAX_DELAY_MINUTES
  )
    return value;
  return env.PITAHAYA_LOCAL === 'true' ? LOCAL_REQUEST_DELAY_MINUTES : REVIEW_REQUEST_DEFAULT_DELAY_MINUTES;
}

/** Requests delivered at or before `cutoff`, oldest first (GSI1 `REVIEW_REQUESTS`). */
async function dueRequests(cutoff: Date): Promise<Item[]> {
  return queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :cutoff',
    ExpressionAttributeValues: {
      ':pk': reviewKeys.requestsDue().GSI1PK,
      // Every `<deliveredAt>#<orderId>` of that instant or before ('~' sorts after '#').
      ':cutoff': `${cutoff.toISOString()}~`,
    },
  });
}

/** The request marked sent and off the due list, if nobody sent it first. */
function markSent(orderId: string, now: Date, outcome: 'sent' | 'nothing') {
  return {
    Update: {
      TableName: readEnv().tableName,
      Key: reviewKeys.request(orderId),
      UpdateExpression: 'SET sentAt = :now, outcome = :outcome REMOVE GSI1PK, GSI1SK',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(sentAt)',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':outcome': outcome },
    },
  };
}

export interface RequestsRun {
  due: number;
  sent: number;
  /** Marked sent without a message: everything reviewed already, or the consumer is gone. */
  skipped: number;
}

/** Sends one due request; what happened to it. */
async function sendRequest(request: Item, now: Date): Promise<'sent' | 'skipped' | 'taken'> {
  const orderId = String(request.orderId ?? '');
  const consumerId = String(request.consumerId ?? '');
  const ids = [...((request.productIds as Set<string> | undefined) ?? new Set<string>())].sort();
  const reviewed = await Promise.all(ids.map((id) => readOwnReview(id, consumerId)));
  const open = ids.filter((_, index) => reviewed[index] === null);
  const [products, user] = await Promise.all([readProducts(open), getDirectoryUser(consumerId)]);
  const named = open.flatMap((id) => {
    const product = products.get(id);
    return product ? [{ id, name: product.name }] : [];
  });
  const first = named[0];
  const table = readEnv().tableName;
  try {
    if (!first || !user?.email || user.isActive === false) {
      await ddb().send(new UpdateCommand(markSent(orderId, now, 'nothing').Update));
      return 'skipped';
    }
    const names = named.map((product) => product.name);
    const link = `/products/${encodeURIComponent(first.id)}#${REVIEW_FORM_ANCHOR}`;
    const firstName = (user.fullName ?? '').trim().split(/\s+/)[0] ?? '';
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          markSent(orderId, now, 'sent'),
          {
            Put: {
              TableName: table,
              Item: personalNotificationItem({
                id: randomUUID(),
                userId: consumerId,
                type: 'INFO',
                priority: 'LOW',
                title: T.title,
                message: T.message(names),
                createdAt: now.toISOString(),
                link,
                orderId,
                event: 'review_request',
              }),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          queueMail(
            table,
            {
              to: user.email,
              kind: 'review',
              subject: T.subject,
              text: T.mail(firstName.includes('@') ? '' : firstName, names),
              link: { label: T.linkLabel, path: link },
            },
            { now, id: `review-request-${orderId}`, about: `USER#${consumerId}` },
          ),
        ],
      }),
    );
    return 'sent';
  } catch (error) {
    // Sent by another run meanwhile (its condition), or the same mail id queued already.
    if (
      isTransactionCanceled(error) ||
      (error as { name?: string }).name === 'ConditionalCheckFailedException'
    )
      return 'taken';
    throw error;
  }
}

/** One run of the job as if the time were `now`. */
export async function runReviewRequests(now: Date, logger: Logger): Promise<RequestsRun> {
  const cutoff = new Date(now.getTime() - requestDelayMinutes() * 60_000);
  const due = await dueRequests(cutoff);
  const run: RequestsRun = { due: due.length, sent: 0, skipped: 0 };
  for (const request of due) {
    const outcome = await sendRequest(request, now);
    if (outcome === 'sent') run.sent += 1;
    if (outcome === 'skipped') run.skipped += 1;
  }
  logger.info('Review requests', { ...run, cutoff: cutoff.toISOString() });
  return run;
}
