import { describe, expect, it } from 'vitest';
import type { StoredFarm } from '../farms/index.js';
import { nextFarmPhotos } from './record-farm-photo.js';

const A = '/images/farms/p/a.webp';
const B = '/images/farms/p/b.png';
const FARM: StoredFarm = {
  slug: 'finca-a',
  story: '',
  imageUrls: [A, B],
  verifiedImageUrls: [],
  imageVariants: {},
  rejectedImages: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const VARIANTS = { width: 800, height: 600, widths: [320, 640] };

describe("a farm photo's check on its page", () => {
  it('records a checked photo with its variants', () => {
    expect(nextFarmPhotos(FARM, B, 'verified', VARIANTS)).toEqual({
      ...FARM,
      verifiedImageUrls: [B],
      imageVariants: { [B]: VARIANTS },
    });
  });

  it('drops a refused photo from the page and counts it', () => {
    expect(nextFarmPhotos(FARM, A, 'rejected')).toEqual({
      ...FARM,
      imageUrls: [B],
      rejectedImages: 1,
    });
  });

  it('leaves the page alone for a photo it does not list (orphan)', () => {
    expect(nextFarmPhotos(FARM, '/images/farms/p/otra.webp', 'verified', VARIANTS)).toBeNull();
  });
});
