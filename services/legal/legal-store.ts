/**
 * The shop's identity and its legal texts in the table (docs/legal.md, "Data"): partition `LEGAL`, one item for
 * the identity (`IDENTITY`) and one per text the admin saved (`TEXT#<id>`). A text never saved reads as the
 * seeded model (shared/content/legal/models.ts); an identity never saved reads as not configured.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  LEGAL_TEXT_TITLES,
  LEGAL_TEXTS,
  isLegalTextId,
  type LegalTextId,
} from '../../shared/constants/legal.js';
import {
  LEGAL_IDENTITY_NOT_CONFIGURED,
  type LegalIdentity,
  type LegalText,
} from '../../shared/contracts/legal/entities.js';
import { LEGAL_TEXT_MODELS } from '../../shared/content/legal/models.js';
import type { LegalIdentityValues } from '../../shared/utils/legal-text.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { legalKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The identity an item holds (none: not configured). */
export function toLegalIdentity(item: Item | undefined): LegalIdentity {
  if (!item || !text(item.name)) return LEGAL_IDENTITY_NOT_CONFIGURED;
  return {
    name: text(item.name),
    nif: text(item.nif),
    address: text(item.address),
    email: text(item.email),
    ...(text(item.phone) ? { phone: text(item.phone) } : {}),
    ...(text(item.registry) ? { registry: text(item.registry) } : {}),
    configured: true,
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
  };
}

/** A text as stored, or its model when the admin never saved one. */
export function toLegalText(id: LegalTextId, item: Item | undefined): LegalText {
  const body = item && typeof item.body === 'string' && item.body.trim() !== '' ? item.body : null;
  return {
    id,
    title: LEGAL_TEXT_TITLES[id],
    body: body ?? LEGAL_TEXT_MODELS[id],
    model: body === null,
    reviewed: item?.reviewed === true,
    updatedAt: item && typeof item.updatedAt === 'string' ? item.updatedAt : null,
  };
}

export async function readLegalIdentity(): Promise<LegalIdentity> {
  const { Item } = await getItem({ Key: legalKeys.identity() });
  return toLegalIdentity(Item);
}

/** The identity and one text, in one Query of the partition (a few small items). */
export async function readLegal(): Promise<{ identity: LegalIdentity; texts: LegalText[] }> {
  const { Items = [] } = await ddb().send(
    new QueryCommand({
      TableName: readEnv().tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': legalKeys.partition },
    }),
  );
  const saved = new Map<string, Item>();
  for (const item of Items) {
    const id = text(item.SK).replace(/^TEXT#/, '');
    if (text(item.SK).startsWith('TEXT#') && isLegalTextId(id)) saved.set(id, item);
  }
  return {
    identity: toLegalIdentity(Items.find((item) => item.SK === 'IDENTITY')),
    texts: LEGAL_TEXTS.map((id) => toLegalText(id, saved.get(id))),
  };
}

export async function readLegalText(id: LegalTextId): Promise<LegalText> {
  const { Item } = await getItem({ Key: legalKeys.text(id) });
  return toLegalText(id, Item);
}

/** The shop's identity as it is written: the fields the legal texts' placeholders read. */
export type IdentityFields = LegalIdentityValues;

/** The identity's item as written by `by` at `at` (the admin's save, or the local seed's). */
export function legalIdentityItem(fields: IdentityFields, by: string, at: string): Item {
  return {
    ...legalKeys.identity(),
    entity: 'LegalIdentity',
    name: fields.name,
    nif: fields.nif,
    address: fields.address,
    email: fields.email,
    ...(fields.phone ? { phone: fields.phone } : {}),
    ...(fields.registry ? { registry: fields.registry } : {}),
    updatedAt: at,
    updatedBy: by,
  };
}

export async function writeLegalIdentity(
  fields: IdentityFields,
  by: string,
  at: string,
): Promise<LegalIdentity> {
  const item = legalIdentityItem(fields, by, at);
  await putItem({ Item: item });
  return toLegalIdentity(item);
}

/** Saves a text (`body` null: back to the model, keeping whether it was reviewed). */
export async function writeLegalText(
  id: LegalTextId,
  change: { body: string | null; reviewed: boolean },
  by: string,
  at: string,
): Promise<LegalText> {
  const item: Item = {
    ...legalKeys.text(id),
    entity: 'LegalText',
    id,
    ...(change.body === null ? {} : { body: change.body }),
    reviewed: change.reviewed,
    updatedAt: at,
    updatedBy: by,
  };
  await putItem({ Item: item });
  return toLegalText(id, item);
}
