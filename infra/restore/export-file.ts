/**
 * The export's file format: DynamoDB's own DYNAMODB_JSON export (one `{"Item": {...}}` line per item, binary as
 * base64, gzip), what `ExportTableToPointInTime` writes to S3 and `ImportTable` reads, so a local export and an
 * AWS one are read the same way. A manifest beside it gives the item count and the figures at export time.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { StoredItem } from './figures.js';

type Json = unknown;

/** An AttributeValue as export JSON (Uint8Array → base64). */
function toJson(value: AttributeValue): Json {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((entry) => Buffer.from(entry).toString('base64')) };
  if (value.L !== undefined) return { L: value.L.map(toJson) };
  if (value.M !== undefined) return { M: itemToJson(value.M) };
  return value;
}

function itemToJson(item: StoredItem): Record<string, Json> {
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, toJson(value)]));
}

function fromJson(value: Record<string, unknown>): AttributeValue {
  if (typeof value.B === 'string') return { B: Buffer.from(value.B, 'base64') };
  if (Array.isArray(value.BS))
    return { BS: (value.BS as string[]).map((entry) => Buffer.from(entry, 'base64')) };
  if (Array.isArray(value.L)) return { L: (value.L as Record<string, unknown>[]).map(fromJson) };
  if (value.M !== undefined) return { M: itemFromJson(value.M as Record<string, Record<string, unknown>>) };
  return value as unknown as AttributeValue;
}

function itemFromJson(item: Record<string, Record<string, unknown>>): StoredItem {
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, fromJson(value)]));
}

export const exportLine = (item: StoredItem): string => JSON.stringify({ Item: itemToJson(item) });

export function parseExportLine(line: string): StoredItem {
  const parsed = JSON.parse(line) as { Item?: Record<string, Record<string, unknown>> };
  if (!parsed.Item) throw new Error('An export line without "Item".');
  return itemFromJson(parsed.Item);
}

/** Writes items as a gzipped DYNAMODB_JSON file. */
export async function writeExportFile(file: string, items: AsyncIterable<StoredItem>): Promise<number> {
  let count = 0;
  async function* lines() {
    for await (const item of items) {
      count += 1;
      yield `${exportLine(item)}\n`;
    }
  }
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file));
  return count;
}

/** Reads a gzipped DYNAMODB_JSON file, item by item. */
export async function* readExportFile(file: string): AsyncGenerator<StoredItem> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim() !== '') yield parseExportLine(line);
}
