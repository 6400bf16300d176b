import { describe, expect, it } from 'vitest';
import type { StoredFarm } from '../farms/index.js';
import { changedFarm } from './farm-routes.js';

const FARM: StoredFarm = {
  slug: 'finca-a',
  story: 'Historia',
  provinceCode: '04',
  imageUrls: ['/images/farms/p/1.webp', '/images/farms/p/2.webp'],
  verifiedImageUrls: ['/images/farms/p/1.webp'],
  imageVariants: { '/images/farms/p/1.webp': { width: 800, height: 800, widths: [320, 640] } },
  rejectedImages: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe("a farm page's change", () => {
  it('changes only what the body names, and moves updatedAt forward', () => {
    const next = changedFarm(FARM, { story: 'Nueva' }, []);
    expect(next).toEqual({ ...FARM, story: 'Nueva', updatedAt: next.updatedAt });
    expect(next.updatedAt > FARM.updatedAt).toBe(true);
  });

  it('takes the province of a postal code over provinceCode; null removes it', () => {
    expect(changedFarm(FARM, { postalCode: '41001', provinceCode: '28' }, []).provinceCode).toBe('41');
    expect(changedFarm(FARM, { provinceCode: '28' }, []).provinceCode).toBe('28');
    expect(changedFarm(FARM, { provinceCode: null }, [])).not.toHaveProperty('provinceCode');
  });

  it('keeps the named photos in order, adds the new ones after, and forgets what went', () => {
    const next = changedFarm(FARM, { keepImageUrls: ['/images/farms/p/2.webp'] }, ['/images/farms/p/3.png']);
    expect(next.imageUrls).toEqual(['/images/farms/p/2.webp', '/images/farms/p/3.png']);
    expect(next.verifiedImageUrls).toEqual([]);
    expect(next.imageVariants).toEqual({});
    expect(next.rejectedImages).toBe(0);
  });

  it("refuses a photo that is not the page's, and more than six", () => {
    expect(() => changedFarm(FARM, { keepImageUrls: ['/images/farms/otra/x.webp'] }, [])).toThrow(
      'Esa foto no es de la página de tu finca.',
    );
    expect(() => changedFarm(FARM, {}, ['a', 'b', 'c', 'd', 'e'])).toThrow(/como mucho 6 fotos/);
  });
});
