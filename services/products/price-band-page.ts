/**
 * One page of a price range on the newest sort, read by price band (catalog-query.ts `bandPlan`,
 * docs/search.md "Price ranges on the default sort"): each band the range covers is read newest first with a
 * key condition (GSI5), and the bands are merged by date.
 *
 *   - Position: one cursor, the newest-order key of the page's last item (GSI2SK of a product, SK of a search
 *     entry), which is also every band's sort key (GSI5SK). The next page reads each band with
 *     `GSI5SK < cursor` (a key condition), so the page token is the same as the plain newest list's.
 *   - A band the range holds whole: no filter. A band it holds in part (at most the two edge bands): that part
 *     is read by price (GSI3SK BETWEEN, one Query of at most BAND_EDGE_CAP + 1 items) and ordered in memory when
 *     it is small; otherwise the band is read with a price filter (it then keeps more than BAND_EDGE_CAP items).
 *   - Two rounds at most: first a share of the page from every band (bands in parallel; an edge band's part
 *     before its filtered read); then, from each band that
 *     may still hold one of the page's items (its last item read is newer than the page's last candidate),
 *     enough to reach `limit + 1` items of its own. Then the page's items and the next page's existence are
 *     known; the merge only answers items no unread item can precede (`mergeBandReads`).
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PageKey } from '../lib/data/page-token.js';
import { addReads, keyOf, noReads, queryOnce, queryPage } from '../lib/data/paged-query.js';
import type { Item, PageResult, ReadStats } from '../lib/data/paged-query.js';
import type { BandPlan, BandQuery } from './catalog-query.js';

/** What was read of one band: its items newest first (all older than the cursor), and whether that is all. */
export interface BandRead {
  items: Item[];
  exhausted: boolean;
}

const keyIn = (attribute: string) => (item: Item) => String(item[attribute] ?? '');
const newestFirst = (order: (item: Item) => string) => (a: Item, b: Item) =>
  order(a) < order(b) ? 1 : order(a) > order(b) ? -1 : 0;

/**
 * The page of merged band reads: the newest `limit` items among those no unread item can precede (items at
 * least as new as the newest "last item read" of a band not read to its end), and whether more follow.
 * Pure. A band not read to its end always holds at least one item read, so the page is never empty while
 * `more` is true.
 */
export function mergeBandReads(
  reads: readonly BandRead[],
  orderAttribute: string,
  limit: number,
): { items: Item[]; more: boolean } {
  const order = keyIn(orderAttribute);
  const open = reads.filter((read) => !read.exhausted && read.items.length > 0);
  const threshold = open.reduce<string | undefined>((highest, read) => {
    const last = order(read.items[read.items.length - 1] as Item);
    return highest === undefined || last > highest ? last : highest;
  }, undefined);
  const all = reads.flatMap((read) => read.items).sort(newestFirst(order));
  const safe = threshold === undefined ? all : all.filter((item) => order(item) >= threshold);
  return { items: safe.slice(0, limit), more: safe.length > limit || open.length > 0 };
}

/**
 * The bands to read again in the second round: those not read to their end whose last item read is newer
 * than the `limit + 1`-th newest item read so far (any band, if fewer were read). Pure.
 */
export function bandsToRefill(reads: readonly BandRead[], orderAttribute: string, limit: number): number[] {
  const order = keyIn(orderAttribute);
  const all = reads
    .flatMap((read) => read.items)
    .map(order)
    .sort()
    .reverse();
  const candidate = all.length > limit ? all[limit] : undefined;
  return reads.flatMap((read, i) => {
    if (read.exhausted || read.items.length > limit) return [];
    const last = read.items.length > 0 ? order(read.items[read.items.length - 1] as Item) : undefined;
    return candidate === undefined || last === undefined || last > candidate ? [i] : [];
  });
}

type Input = Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;

/** The band's Query from `before` on (exclusive): a key condition on GSI5SK. */
function olderThan(input: Input, before: string | undefined): Input {
  if (before === undefined) return input;
  return {
    ...input,
    KeyConditionExpression: `${String(input.KeyConditionExpression)} AND #bandOrder < :bandBefore`,
    ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#bandOrder': 'GSI5SK' },
    ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ':bandBefore': before },
  };
}

/** The part of an edge band by price, when it holds at most `cap` items: newest first, older than `before`. */
async function readPart(
  band: BandQuery,
  orderAttribute: string,
  before: string | undefined,
): Promise<{ items: Item[] | null; reads: ReadStats }> {
  const part = band.part;
  if (!part) return { items: null, reads: noReads() };
  const answer = await queryOnce({ ...part.input, Limit: part.cap + 1 }, false);
  const reads = { queries: 1, items: answer.scanned };
  if (answer.lastKey) return { items: null, reads };
  const order = keyIn(orderAttribute);
  const items = answer.items
    .filter((item) => before === undefined || order(item) < before)
    .sort(newestFirst(order));
  return { items, reads };
}

/** Up to `want` more items of a band after `before` (newest first). */
async function readBand(
  band: BandQuery,
  before: string | undefined,
  want: number,
): Promise<{ read: BandRead; reads: ReadStats }> {
  const filtered = band.input.FilterExpression !== undefined;
  const page = await queryPage({
    input: olderThan(band.input, before),
    limit: want,
    keyAttributes: ['GSI5SK'],
    ...(filtered ? { batchSize: Math.max(2 * (want + 1), 20) } : {}),
  });
  return { read: { items: page.items, exhausted: page.lastKey === undefined }, reads: page.reads };
}

/** One page of the plan's bands after `startKey` (a decoded token of the newest order). */
export async function bandsPage(
  plan: BandPlan,
  limit: number,
  startKey: PageKey | undefined,
  keyAttributes: readonly string[],
): Promise<PageResult> {
  const cursor = startKey?.[plan.orderAttribute];
  const order = keyIn(plan.orderAttribute);
  const share = Math.ceil((limit + 1) / Math.max(1, plan.bands.length)) + 1;
  let reads = noReads();

  // Round 1, every band at once: an edge band's part by price when small (read whole), else a share.
  const states: BandRead[] = await Promise.all(
    plan.bands.map(async (band): Promise<BandRead> => {
      // The part first: when it is small the band's filtered read, which would look for few items among
      // many, is never sent (sent together, it read 1,444 items a page in bench:catalog instead of 154).
      const part = await readPart(band, plan.orderAttribute, cursor);
      reads = addReads(reads, part.reads);
      if (part.items) return { items: part.items, exhausted: true };
      const first = await readBand(band, cursor, share);
      reads = addReads(reads, first.reads);
      return first.read;
    }),
  );

  // Round 2: the bands that may still hold one of the page's items, up to limit + 1 items each.
  await Promise.all(
    bandsToRefill(states, plan.orderAttribute, limit).map(async (i) => {
      const state = states[i] as BandRead;
      const band = plan.bands[i] as BandQuery;
      const last = state.items[state.items.length - 1];
      const more = await readBand(band, last ? order(last) : cursor, limit + 1 - state.items.length);
      reads = addReads(reads, more.reads);
      states[i] = { items: [...state.items, ...more.read.items], exhausted: more.read.exhausted };
    }),
  );

  const page = mergeBandReads(states, plan.orderAttribute, limit);
  const lastItem = page.items[page.items.length - 1];
  return {
    items: page.items,
    lastKey: page.more && lastItem ? keyOf(lastItem, keyAttributes) : undefined,
    reads,
  };
}
