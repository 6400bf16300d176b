/**
 * The farms' notices at their cut-off (issue 32, docs/harvest-calendar.md), run by the `cutoffs` scheduled job:
 * for each farm with a weekly calendar whose last cut-off has passed (within the last six days), the pick list
 * of the dispatch day it closed goes to the farm once, as a notification and an e-mail (kind `picklist`), both
 * written in one transaction with a marker item (`PICKLIST_SENT#<producerId>`, `<dispatchDate>`, put only if
 * absent): a second run, or two runs at once, send nothing more.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DISPATCH_NOTICE_TEXTS as T } from '../../shared/messages/calendar.js';
import {
  dispatchAfterCutoff,
  lastCutoff,
  openDispatchDay,
  toFarmCalendar,
  type FarmCalendar,
} from '../../shared/rules/calendar/dispatch.js';
import type { Picklist } from '../../shared/contracts/harvest/entities.js';
import { personalNotificationItem } from '../notifications/index.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { harvestKeys } from '../lib/data/selling-keys.js';
import { readProducerItems } from '../lib/auth/user-directory.js';
import { cancellationCodes } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { deliveryText } from './picklist-files.js';
import { readPicklist } from './picklist-routes.js';

/** How long after a cut-off its notice may still go (a job stopped for a while catches up, an old one does not). */
const CATCH_UP_MS = 6 * 24 * 60 * 60 * 1000;
/** The marker outlives the notice's week. */
const MARKER_DAYS = 30;

interface Farm {
  id: string;
  email?: string;
  fullName?: string;
  isActive: boolean;
  calendar: FarmCalendar;
}

/** The farms with a weekly calendar (the producers of the directory; a few hundred at most). */
async function farmsWithCalendar(): Promise<Farm[]> {
  const items = await readProducerItems('id, email, fullName, isActive, schedule, holidays');
  return items
    .map((item) => ({
      id: String(item.id ?? ''),
      ...(typeof item.email === 'string' ? { email: item.email } : {}),
      ...(typeof item.fullName === 'string' ? { fullName: item.fullName } : {}),
      isActive: item.isActive !== false,
      calendar: toFarmCalendar(item),
    }))
    .filter((farm) => farm.id !== '' && farm.calendar.schedule !== null);
}

/** The e-mail's text: the list by product, then each box. */
export function picklistMailText(picklist: Picklist, greeting: string): string {
  const products = picklist.byProduct.map(
    (p) => `- ${String(p.quantity).replace('.', ',')}${p.unit ? ` ${p.unit}` : ''} de ${p.name}`,
  );
  const boxes = picklist.byOrder.map(
    (order) =>
      `- Pedido ${order.reference} (${order.customer}): ${order.lines
        .map((line) => `${String(line.quantity).replace('.', ',')} × ${line.name}`)
        .join(', ')}. ${deliveryText(order.delivery)}`,
  );
  return [
    greeting,
    '',
    picklist.byOrder.length === 0 ? T.empty(picklist.date) : T.intro(picklist.date, picklist.byOrder.length),
    ...(products.length ? ['', T.byProduct, ...products, '', T.byOrder, ...boxes] : []),
  ].join('\n');
}

/** One farm's notice for the dispatch day its last cut-off closed; false when it had gone already. */
async function notifyFarm(farm: Farm, now: Date, mailOn: boolean): Promise<boolean> {
  const schedule = farm.calendar.schedule!;
  const cutoff = lastCutoff(schedule, now);
  if (now.getTime() - cutoff.at.getTime() > CATCH_UP_MS) return false;
  const date = openDispatchDay(farm.calendar, dispatchAfterCutoff(schedule, cutoff.date));
  const picklist = await readPicklist(farm.id, date);
  const table = readEnv().tableName;
  const createdAt = now.toISOString();
  const link = `/producer/orders?dispatch=${date}`;
  const title = T.title(date, picklist.byOrder.length);
  const items = [
    {
      Put: {
        TableName: table,
        Item: {
          ...harvestKeys.cutoffSent(farm.id, date),
          entity: 'PicklistSent',
          producerId: farm.id,
          date,
          sentAt: createdAt,
          expiresAt: Math.floor(now.getTime() / 1000) + MARKER_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: table,
        Item: personalNotificationItem({
          id: `picklist-${farm.id}-${date}`,
          userId: farm.id,
          type: 'INFO',
          priority: 'HIGH',
          title,
          message: T.message(
            date,
            picklist.byProduct.reduce((sum, p) => sum + p.quantity, 0),
            picklist.byOrder.length,
          ),
          createdAt,
          link,
          event: 'picklist',
        }),
      },
    },
    ...(mailOn && farm.email && farm.isActive
      ? [
          queueMail(
            table,
            {
              to: farm.email,
              kind: 'picklist',
              subject: title,
              text: picklistMailText(picklist, T.greeting(farm.fullName)),
              link: { label: T.link, path: link },
            },
            { now, id: `picklist-${farm.id}-${date}`, about: `USER#${farm.id}` },
          ),
        ]
      : []),
  ];
  try {
    await ddb().send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    // The marker was there: this day's notice had gone (another run, or an earlier one).
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

/** Every farm whose cut-off has passed gets its notice once; answers how many went now. */
export async function sendCutoffNotices(now: Date): Promise<{ farms: number; sent: number }> {
  const farms = await farmsWithCalendar();
  const mailOn = mailEnabled(readMailSettings());
  let sent = 0;
  for (const farm of farms) if (await notifyFarm(farm, now, mailOn)) sent += 1;
  return { farms: farms.length, sent };
}
