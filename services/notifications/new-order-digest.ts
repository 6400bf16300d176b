/**
 * The farms' daily summary of new orders (docs/notifications.md), run by the harvest calendar's `cutoffs` job
 * (every 15 minutes; services/harvest/jobs/cutoffs-handler.ts). From 07:00 to 10:00 Madrid time each run looks at
 * the day before: for each active producer with an address (the directory's role list, GSI1 `ROLE#producer`),
 *   1. its summary's MAIL item for that day, by key (sent already: nothing more to read);
 *   2. its own notices from that day's start until now (a Query of its partition by time, the 'Nuevo pedido'
 *      ones marked `mailLater` and the cancels: bounded by what the farm was told in about a day);
 *   3. when the day had such orders, the summary queued as a MAIL item put only if absent, its id derived from
 *      the farm and the day (like the order confirmation): a second run, a retried one, or two at once, send it
 *      once. The events function sends it from the table's stream as every e-mail.
 * A day without orders sends nothing. With e-mail off no notice was marked, and nothing is read.
 */
import { ddb } from '../lib/clients/dynamodb.js';
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { mailKeys, PERSONAL_NOTIFICATION_PREFIX, userKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { readProducerItems } from '../lib/auth/user-directory.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { mailItem } from '../lib/mail/queue.js';
import { mapLimited } from '../lib/map-limited.js';
import { NEW_ORDER_DIGEST_TEXTS as T } from '../../shared/messages/new-order-mail.js';
import { dayBounds, digestDay, digestMail, digestMailId, digestOrders } from './new-order-digest-plan.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

/** Farms read at once (each is two or three small reads). */
const PARALLEL_FARMS = 8;

interface Farm {
  id: string;
  email: string;
  fullName?: string;
}

/** The producers an e-mail can go to: active, with an address (never a deactivated account). */
async function mailableFarms(): Promise<Farm[]> {
  const items = await readProducerItems('id, email, fullName, isActive');
  return items.flatMap((item) =>
    typeof item.id === 'string' &&
    item.id &&
    typeof item.email === 'string' &&
    item.email &&
    item.isActive !== false
      ? [
          {
            id: item.id,
            email: item.email,
            ...(typeof item.fullName === 'string' && item.fullName ? { fullName: item.fullName } : {}),
          },
        ]
      : [],
  );
}

/** Whether the summary's MAIL item exists (queued or sent). */
async function alreadyQueued(id: string): Promise<boolean> {
  const { Item } = await getItem({ Key: mailKeys.item(id), ProjectionExpression: 'PK' });
  return Item !== undefined;
}

/** The farm's notices to summarise: new orders held for the summary, and cancels, from `from` until `until`. */
async function farmNotices(producerId: string, from: string, until: string) {
  return queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :until',
    FilterExpression: 'mailLater = :yes OR #event = :cancelled',
    ExpressionAttributeNames: { '#event': 'event', '#message': 'message' },
    ExpressionAttributeValues: {
      ':pk': userKeys.item(producerId).PK,
      ':from': `${PERSONAL_NOTIFICATION_PREFIX}${from}`,
      // Every notice written before `until` sorts before it ('<time>#<id>' > '<time>').
      ':until': `${PERSONAL_NOTIFICATION_PREFIX}${until}`,
      ':yes': true,
      ':cancelled': 'order_cancelled',
    },
    ProjectionExpression: 'orderId, createdAt, #message, #event, mailLater',
  });
}

/** One farm's summary of `day`; true when it was queued now. */
async function summariseFarm(farm: Farm, day: string, now: Date): Promise<boolean> {
  const id = digestMailId(farm.id, day);
  if (await alreadyQueued(id)) return false;
  const notices = await farmNotices(farm.id, dayBounds(day).from, now.toISOString());
  const mail = digestMail(farm, day, digestOrders(notices, day));
  if (!mail) return false;
  // Refused: another run queued it between the read and the write.
  return writtenUnlessRefused(
    putItem({
      Item: mailItem(
        {
          to: farm.email,
          kind: 'order',
          subject: mail.subject,
          text: mail.text,
          link: { label: T.link, path: '/producer/orders' },
          sitePaths: true,
        },
        { now, id, about: `USER#${farm.id}` },
      ),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The summaries due at `now` (none outside 07:00-10:00 Madrid): which day, farms looked at, summaries queued. */
export async function sendNewOrderDigests(
  now: Date,
): Promise<{ day: string | null; farms: number; sent: number }> {
  const day = digestDay(now);
  if (!day || !mailEnabled(readMailSettings())) return { day: null, farms: 0, sent: 0 };
  const farms = await mailableFarms();
  const queued = await mapLimited(farms, PARALLEL_FARMS, (farm) => summariseFarm(farm, day, now));
  return { day, farms: farms.length, sent: queued.filter(Boolean).length };
}
