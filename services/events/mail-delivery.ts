/**
 * Processor of the events function: sends each queued e-mail (a MAIL# item inserted by the contact form or by
 * the order notifications) through the configured transport (services/lib/mail), at most once per item:
 *   1. claim it: queued -> sending (conditional; a claim older than the function's timeout is taken over, since
 *      the invocation that made it is gone). Already sent, failed or claimed now: nothing to do, so a retried
 *      batch never sends twice;
 *   2. compose it (the link completed with the site's address, the signature) and send it; then mark it sent.
 * A temporary failure puts it back to queued and fails the record, so the stream delivers it again (5 times);
 * a permanent one (SES refuses the address or the sender) or the last attempt marks it failed. With e-mail off
 * it is marked skipped.
 * Where the status is: a large item queued `statusApart` (services/lib/mail/queue.ts) is never rewritten; its
 * status is a small item beside it (`MAIL#<id>` / `STATUS`, made by the first claim; absent: queued). An item
 * without the mark (a small one, or one queued before) keeps its status in itself, as it always did.
 * An item whose text ends with a stored part (`textPart`: the order confirmation's conditions and withdrawal
 * form, services/lib/mail/parts.ts) is sent with that part's text appended: read before the claim, so a failed
 * read changes nothing and the record is delivered again; a part that is not there leaves the e-mail incomplete.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { updateItem } from '../lib/data/item-commands.js';
import { mailKeys } from '../lib/data/keys.js';
import {
  MAIL_KINDS,
  composeMail,
  readMailSettings,
  type MailSettings,
  type MailTransport,
  type OutgoingMail,
} from '../lib/mail/mail.js';
import { MAIL_STATUS_ENTITY, type MailStatus } from '../lib/mail/queue.js';
import { mailPartIdOf, mailTextOf } from '../lib/mail/mail-text.js';
import { readMailPart } from '../lib/mail/parts.js';
import { mailTransport } from '../lib/mail/transports.js';
import type { ChangeRecord, Item } from './change-record.js';
import type { ChangeProcessor } from './stream-handler.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { countMetric, METRIC } from '../lib/observability/metrics.js';

export const MAIL_DELIVERY_PROCESSOR = 'mail-delivery';
/** Attempts before an e-mail is given up (the stream's own retry limit). */
export const MAIL_MAX_ATTEMPTS = 5;
/** A claim older than this (the events function's timeout) belongs to an invocation that is gone. */
export const CLAIM_STALE_MS = 60_000;

/** SES errors that will not go away by sending again. */
const PERMANENT_ERRORS = new Set([
  'MessageRejected',
  'BadRequestException',
  'NotFoundException',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
]);

export const isPermanentMailError = (error: unknown): boolean =>
  PERMANENT_ERRORS.has((error as { name?: string }).name ?? '');

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The e-mail of a MAIL# item (with the text of the part it names, if any), or null when it is not complete. */
export function mailOf(item: Item, parts?: ReadonlyMap<string, string>): OutgoingMail | null {
  const to = text(item.to);
  const subject = text(item.subject);
  const body = text(mailTextOf(item, parts));
  const kind = (MAIL_KINDS as readonly unknown[]).includes(item.kind)
    ? (item.kind as OutgoingMail['kind'])
    : null;
  if (!to || !subject || !body || !kind) return null;
  const replyTo = text(item.replyTo);
  const link = item.link as { label?: unknown; path?: unknown } | undefined;
  const withLink =
    link && typeof link.label === 'string' && typeof link.path === 'string' && link.path.startsWith('/')
      ? { link: { label: link.label, path: link.path } }
      : {};
  return {
    to,
    kind,
    subject,
    text: body,
    ...(replyTo ? { replyTo } : {}),
    ...withLink,
    ...(item.sitePaths === true ? { sitePaths: true as const } : {}),
  };
}

type ClaimResult = { claimed: true; attempts: number } | { claimed: false };

/** Where an item's status is written: the item itself, or its status item (made by the first claim). */
interface StatusPlace {
  key: Record<string, string>;
  /** The status item: made by the claim, with the e-mail's expiry. */
  apart?: { expiresAt: unknown };
}

const statusPlaceOf = (item: Item): StatusPlace =>
  item.statusApart === true
    ? {
        key: mailKeys.status(String(item.PK).slice('MAIL#'.length)),
        apart: { expiresAt: item.expiresAt },
      }
    : { key: { PK: String(item.PK), SK: String(item.SK) } };

async function claim(place: StatusPlace, now: Date): Promise<ClaimResult> {
  const free = '#status = :queued OR (#status = :sending AND claimedAt < :stale)';
  const expires = typeof place.apart?.expiresAt === 'number' ? place.apart.expiresAt : undefined;
  try {
    const { Attributes } = await updateItem({
      Key: place.key,
      UpdateExpression: place.apart
        ? `SET #status = :sending, claimedAt = :now, #entity = :entity${expires ? ', expiresAt = :expiresAt' : ''} ADD attempts :one`
        : 'SET #status = :sending, claimedAt = :now ADD attempts :one',
      // The item itself exists (its INSERT is what is delivered); a status item is made by the first claim.
      ConditionExpression: place.apart
        ? `attribute_not_exists(PK) OR ${free}`
        : `attribute_exists(PK) AND (${free})`,
      ExpressionAttributeNames: { '#status': 'status', ...(place.apart ? { '#entity': 'entity' } : {}) },
      ExpressionAttributeValues: {
        ':sending': 'sending' satisfies MailStatus,
        ':queued': 'queued' satisfies MailStatus,
        ':now': now.toISOString(),
        ':stale': new Date(now.getTime() - CLAIM_STALE_MS).toISOString(),
        ':one': 1,
        ...(place.apart ? { ':entity': MAIL_STATUS_ENTITY } : {}),
        ...(expires ? { ':expiresAt': expires } : {}),
      },
      ReturnValues: 'ALL_NEW',
    });
    return { claimed: true, attempts: Number(Attributes?.attempts ?? 1) };
  } catch (error) {
    if (isConditionFailure(error)) return { claimed: false };
    throw error;
  }
}

async function settle(
  { key }: StatusPlace,
  status: MailStatus,
  fields: Record<string, unknown> = {},
): Promise<void> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':status': status };
  const sets = ['#status = :status'];
  for (const [name, value] of Object.entries(fields)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  await updateItem({
    Key: key,
    UpdateExpression: `SET ${sets.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** The text of the part an item names (none: an empty map; a part not stored is left out). */
async function partsOf(item: Item): Promise<Map<string, string>> {
  const id = mailPartIdOf(item);
  const part = id === undefined ? undefined : await readMailPart(id);
  return new Map(id !== undefined && part !== undefined ? [[id, part]] : []);
}

/** Delivers one queued e-mail item (see the header). Throws to have the record delivered again. */
export async function deliverMail(
  item: Item,
  logger: Logger,
  settings: MailSettings = readMailSettings(),
  transport: MailTransport | null = mailTransport(settings),
  now: Date = new Date(),
): Promise<MailStatus | 'not-claimed'> {
  const key = { PK: String(item.PK), SK: String(item.SK) };
  const parts = await partsOf(item);
  const place = statusPlaceOf(item);
  const claimed = await claim(place, now);
  if (!claimed.claimed) return 'not-claimed';
  const mail = mailOf(item, parts);
  if (!mail) {
    await settle(place, 'failed', { lastError: 'incomplete e-mail item' });
    countMetric(METRIC.emailsFailed);
    logger.error('Queued e-mail is incomplete', { key });
    return 'failed';
  }
  if (!transport) {
    await settle(place, 'skipped', { settledAt: now.toISOString() });
    logger.warn('E-mail is off (no MAIL_FROM nor LOCAL_OUTBOX_URL): queued e-mail skipped', { key });
    return 'skipped';
  }
  try {
    await transport.send({ ...mail, text: composeMail(mail, settings) });
  } catch (error) {
    const message = (error as Error).message?.slice(0, 500) ?? 'error';
    const permanent = isPermanentMailError(error) || claimed.attempts >= MAIL_MAX_ATTEMPTS;
    await settle(place, permanent ? 'failed' : 'queued', { lastError: message });
    if (permanent) {
      countMetric(METRIC.emailsFailed);
      logger.error('E-mail could not be sent', { key, kind: mail.kind, error: error as Error });
      return 'failed';
    }
    throw error;
  }
  await settle(place, 'sent', { sentAt: new Date().toISOString(), transport: transport.name });
  return 'sent';
}

export const mailDeliveryProcessor: ChangeProcessor = {
  name: MAIL_DELIVERY_PROCESSOR,
  async handle(change: ChangeRecord, logger) {
    // The e-mail's own item only (SK MAIL): not its status item.
    if (!change.keys.PK.startsWith('MAIL#') || change.keys.SK !== 'MAIL') return;
    if (change.kind !== 'INSERT' || !change.newImage) return;
    const result = await deliverMail(change.newImage, logger);
    logger.debug('Mail delivery', { key: change.keys, result });
  },
};
