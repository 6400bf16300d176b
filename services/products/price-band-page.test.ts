import { describe, expect, it } from 'vitest';
import { bandsToRefill, mergeBandReads, type BandRead } from './price-band-page.js';

/** Items whose newest-order key is their day of the month (two digits): a higher day is newer. */
const items = (...days: number[]) => days.map((day) => ({ GSI2SK: String(day).padStart(2, '0') }));
const read = (exhausted: boolean, ...days: number[]): BandRead => ({ items: items(...days), exhausted });
const days = (page: { items: Record<string, unknown>[] }) => page.items.map((item) => Number(item.GSI2SK));

describe('merging price bands by date', () => {
  it('answers the newest items of every band, newest first, and whether more follow', () => {
    const page = mergeBandReads([read(true, 30, 12, 3), read(true, 28, 20), read(true)], 'GSI2SK', 4);
    expect(days(page)).toEqual([30, 28, 20, 12]);
    expect(page.more).toBe(true);
    const last = mergeBandReads([read(true, 30, 12, 3), read(true, 28, 20)], 'GSI2SK', 5);
    expect(days(last)).toEqual([30, 28, 20, 12, 3]);
    expect(last.more).toBe(false);
  });

  it('never answers an item an unread one could precede', () => {
    // The second band was read down to 25 only: 24..21 may still hide items newer than 20.
    const page = mergeBandReads([read(true, 30, 20, 10), read(false, 29, 25)], 'GSI2SK', 5);
    expect(days(page)).toEqual([30, 29, 25]);
    expect(page.more).toBe(true);
  });

  it('is never empty while more follow', () => {
    const page = mergeBandReads([read(false, 9), read(false, 5)], 'GSI2SK', 3);
    expect(days(page)).toEqual([9]);
    expect(page.more).toBe(true);
    expect(mergeBandReads([read(true), read(true)], 'GSI2SK', 3)).toEqual({ items: [], more: false });
  });
});

describe('the second round', () => {
  it('reads again only the bands that may hold one of the page items', () => {
    // limit 4: the 5th newest read is 20; band 1 stopped at 25 (may hide 24..21), band 2 at 15 (cannot).
    const reads = [read(true, 30, 20), read(false, 29, 25), read(false, 28, 15), read(true)];
    expect(bandsToRefill(reads, 'GSI2SK', 4)).toEqual([1]);
    // limit 3: the 4th newest is 25, which band 1 already read: nothing it hides can enter the page.
    expect(bandsToRefill(reads, 'GSI2SK', 3)).toEqual([]);
  });

  it('reads every open band again when fewer than limit + 1 items were read', () => {
    expect(bandsToRefill([read(false, 9), read(true, 8), read(false, 2)], 'GSI2SK', 5)).toEqual([0, 2]);
  });

  it('leaves a band that already holds limit + 1 items', () => {
    expect(bandsToRefill([read(false, 9, 8, 7, 6), read(false, 5)], 'GSI2SK', 3)).toEqual([]);
  });
});
