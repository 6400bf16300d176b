/**
 * The user directory: one DynamoDB item per user mirroring Cognito (id, email, fullName, role, isActive,
 * createdAt), so admin lists by role and user counts are Queries, never Cognito scans. The user's sign-ins and
 * activity are in an item beside it (user-activity.ts).
 * Written by the auth service on confirm and login, and by the users and profile services on changes.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../../shared/constants/roles.js';
import type { FiscalData, ShippingTerms } from '../../../shared/rules/pricing/entities.js';
import type { User } from '../../../shared/contracts/users/entities.js';
import type { SavedAddress } from '../../../shared/contracts/profile/entities.js';
import {
  DEFAULT_NEW_ORDER_EMAILS,
  NEW_ORDER_EMAILS,
  type NewOrderEmails,
} from '../../../shared/constants/notifications.js';
import { ddb } from '../clients/dynamodb.js';
import type { CognitoUser } from './cognito-users.js';
import { readEnv } from '../env.js';
import { cartKeys, timeKey, userKeys } from '../data/keys.js';
import { queryAll } from '../data/query-pages.js';
import { activePartition, moveActivityRole } from './user-activity.js';
import { getItem, updateItem } from '../data/item-commands.js';

export interface DirectoryEntry {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
}

/**
 * Creates or refreshes a user's directory item; keeps createdAt. A role change moves the role partition (GSI1PK)
 * and the activity's (GSI3PK: of the activity item, user-activity.ts, and of a directory item written before it
 * that still holds its activity), an e-mail change the e-mail entry (GSI2SK). Sign-ins and other activity are
 * not written here: they go to the activity item (markSignedIn), so they do not rewrite this item and its index
 * copies (docs/cost.md).
 */
export async function upsertDirectoryUser(entry: DirectoryEntry): Promise<void> {
  const now = new Date().toISOString();
  const email = entry.email.toLowerCase();
  const { Attributes } = await updateItem({
    Key: userKeys.item(entry.id),
    UpdateExpression: [
      'SET #entity = :entity, id = :id, email = :email, username = :email, fullName = :fullName, #role = :role,',
      'isActive = :isActive, createdAt = if_not_exists(createdAt, :createdAt), updatedAt = :now,',
      'GSI1PK = :gsi1pk, GSI1SK = if_not_exists(GSI1SK, :gsi1sk), GSI2PK = :gsi2pk, GSI2SK = :gsi2sk,',
      // A directory item of before with its activity (GSI3SK) keeps its entry in the role's partition.
      'GSI3PK = :gsi3pk, searchText = :searchText',
    ].join(' '),
    ExpressionAttributeNames: { '#entity': 'entity', '#role': 'role' },
    ExpressionAttributeValues: {
      ':entity': 'User',
      ':id': entry.id,
      ':email': email,
      ':fullName': entry.fullName,
      ':role': entry.role,
      ':isActive': entry.isActive,
      ':createdAt': entry.createdAt,
      ':now': now,
      ':gsi1pk': userKeys.byRole(entry.role).GSI1PK,
      ':gsi1sk': timeKey(entry.createdAt, entry.id),
      ':gsi2pk': userKeys.byEmail(email).GSI2PK,
      ':gsi2sk': userKeys.byEmail(email).GSI2SK,
      ':gsi3pk': activePartition(entry.role),
      ':searchText': userKeys.searchText(entry.fullName, email),
    },
    ReturnValues: 'UPDATED_OLD',
  });
  const before = Attributes?.role;
  if (typeof before === 'string' && before !== entry.role) await moveActivityRole(entry.id, entry.role);
}

/** Mirrors a Cognito user into its directory item. */
export function syncDirectoryUser(user: CognitoUser): Promise<void> {
  return upsertDirectoryUser({
    id: user.sub,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    isActive: user.enabled,
    createdAt: user.createdAt,
  });
}

/** Whether the directory item mirrors the Cognito user already (a refresh would change none of its fields). */
export function mirrorsCognito(item: Record<string, unknown> | null, user: CognitoUser): boolean {
  if (!item) return false;
  const email = user.email.toLowerCase();
  return (
    item.entity === 'User' &&
    item.email === email &&
    item.username === email &&
    item.fullName === user.fullName &&
    item.role === user.role &&
    item.isActive === user.enabled &&
    item.GSI1PK === userKeys.byRole(user.role).GSI1PK &&
    item.GSI2SK === userKeys.byEmail(email).GSI2SK &&
    item.GSI3PK === activePartition(user.role) &&
    item.searchText === userKeys.searchText(user.fullName, email)
  );
}

export async function getDirectoryUser(userId: string): Promise<User | null> {
  const { Item } = await getItem({ Key: userKeys.item(userId) });
  return (Item as User | undefined) ?? null;
}

/**
 * Every producer's directory item (the role's partition of GSI1: a few hundred at most), each with only the
 * attributes `projection` names when it names some.
 */
export const readProducerItems = (projection?: string): Promise<Record<string, unknown>[]> =>
  queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :role',
    ExpressionAttributeValues: { ':role': userKeys.byRole('producer').GSI1PK },
    ...(projection ? { ProjectionExpression: projection } : {}),
  });

/** A farm's account for its payouts by bank transfer (IBAN in electronic form). */
export interface PayoutAccount {
  iban: string;
  holder: string;
}

/**
 * Fields a user keeps on their own profile (directory only; Cognito holds name and e-mail): contact fields,
 * and a farm's payout account (`payoutAccount`, null when it has none).
 */
export interface ProfileFields {
  fullName?: string;
  phone?: string;
  address?: string;
  city?: string;
  payoutAccount?: PayoutAccount | null;
  /** A consumer's account for refunds sent by bank transfer; null removes it. */
  refundAccount?: PayoutAccount | null;
  /** A farm's fiscal data (its invoices' issuer). */
  fiscal?: FiscalData | null;
  /** A farm's own shipping terms; null removes them (the shop's default applies). */
  shipping?: ShippingTerms | null;
  /** A consumer's saved shipping address (fills the next checkout); null forgets it. */
  shippingAddress?: SavedAddress | null;
  /** A farm's professional operator registration number (a plant's passport); null or '' removes it. */
  plantOperatorNumber?: string | null;
  /** A farm's harvest calendar (docs/harvest-calendar.md): weekly cut-off, closed dates, pickup slots. */
  schedule?: { cutoffWeekday: number; cutoffTime: string; dispatchWeekday: number } | null;
  holidays?: string[] | null;
  pickupSlots?: { weekday: number; from: string; to: string; capacity: number }[] | null;
  /** How a farm hears of new orders by e-mail (absent: DEFAULT_NEW_ORDER_EMAILS, the daily summary). */
  newOrderEmails?: NewOrderEmails;
}

/** A farm's stored choice of new-order e-mails; the default (the daily summary) when it never chose. */
export const toNewOrderEmails = (value: unknown): NewOrderEmails =>
  (NEW_ORDER_EMAILS as readonly unknown[]).includes(value)
    ? (value as NewOrderEmails)
    : DEFAULT_NEW_ORDER_EMAILS;

/** A stored saved address, or null when there is none (or it is not one). */
export function toSavedAddress(value: unknown): SavedAddress | null {
  if (!value || typeof value !== 'object') return null;
  const { fullName, address, city, state, postalCode, phone } = value as Record<string, unknown>;
  const filled = (text: unknown): text is string => typeof text === 'string' && text !== '';
  if (!filled(fullName) || !filled(address) || !filled(city) || !filled(postalCode)) return null;
  return {
    fullName,
    address,
    city,
    ...(filled(state) ? { state } : {}),
    postalCode,
    ...(filled(phone) ? { phone } : {}),
  };
}

/** Stored fiscal data, or null when there are none (or they are incomplete). */
export function toFiscalData(value: unknown): FiscalData | null {
  if (!value || typeof value !== 'object') return null;
  const { legalName, nif, address } = value as Record<string, unknown>;
  return typeof legalName === 'string' &&
    legalName &&
    typeof nif === 'string' &&
    nif &&
    typeof address === 'string' &&
    address
    ? { legalName, nif, address }
    : null;
}

/** A stored payout account as `{ iban, holder }`, or null (none, or not one). */
export function toPayoutAccount(value: unknown): PayoutAccount | null {
  if (!value || typeof value !== 'object') return null;
  const { iban, holder } = value as Record<string, unknown>;
  return typeof iban === 'string' && iban !== '' && typeof holder === 'string' ? { iban, holder } : null;
}

/** One bank account attribute of a user's directory item, or null when it has none. */
async function readAccount(
  userId: string,
  attribute: 'payoutAccount' | 'refundAccount',
): Promise<PayoutAccount | null> {
  const { Item } = await getItem({ Key: userKeys.item(userId), ProjectionExpression: attribute });
  return toPayoutAccount(Item?.[attribute]);
}

/** A farm's payout account (its directory item's `payoutAccount`), or null when it has none. */
export const readPayoutAccount = (userId: string): Promise<PayoutAccount | null> =>
  readAccount(userId, 'payoutAccount');

/** A consumer's account for refunds by bank transfer (its directory item's `refundAccount`), or null. */
export const readRefundAccount = (userId: string): Promise<PayoutAccount | null> =>
  readAccount(userId, 'refundAccount');

/**
 * Sets the given profile fields and answers the new item: an empty string removes an optional text field,
 * null removes the payout account.
 */
export async function updateDirectoryProfile(
  userId: string,
  fields: ProfileFields,
): Promise<User & ProfileFields> {
  const set: string[] = ['updatedAt = :now'];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ':now': new Date().toISOString() };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null || (value === '' && name !== 'fullName')) remove.push(name);
    else {
      set.push(`${name} = :${name}`);
      values[`:${name}`] = value;
    }
  }
  const { Attributes } = await updateItem({
    Key: userKeys.item(userId),
    UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: values,
    ReturnValues: 'ALL_NEW',
  });
  return Attributes as User & ProfileFields;
}

/** Marks a user active or inactive in the directory (Cognito's Enabled flag is changed by the caller). */
export async function setDirectoryActive(userId: string, isActive: boolean): Promise<void> {
  await updateItem({
    Key: userKeys.item(userId),
    UpdateExpression: 'SET isActive = :isActive, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':isActive': isActive, ':now': new Date().toISOString() },
  });
}

/** Removes a user's directory item, activity and cart together (an admin deleted the account; orders stay). */
export async function deleteDirectoryUser(userId: string): Promise<void> {
  const { tableName } = readEnv();
  await ddb().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName, Key: userKeys.item(userId) } },
        { Delete: { TableName: tableName, Key: userKeys.activity(userId) } },
        { Delete: { TableName: tableName, Key: cartKeys.item(userId) } },
      ],
    }),
  );
}
