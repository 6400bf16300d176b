import { describe, expect, it } from 'vitest';
import { productCreateSchema, productListQuery, productUpdateSchema } from '../contracts/products/schemas.js';
import { PRODUCT_ATTRIBUTE_MESSAGES as M } from '../messages/product-attributes.js';
import {
  daysBefore,
  harvestDateLabel,
  harvestDateProblem,
  isIsoDate,
  spainToday,
} from './product-attributes.js';

const create = {
  name: 'Pitahaya',
  price: 5,
  imageTypes: [{ filename: 'a.webp', contentType: 'image/webp', isThumb: true }],
};
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('product facts on create (issue 23)', () => {
  it('are optional: the spec request shape still passes, with no facts', () => {
    const parsed = productCreateSchema.parse(create);
    expect(parsed).not.toHaveProperty('category');
    expect(parsed).not.toHaveProperty('variety');
  });

  it('takes a category, a variety, an origin and a harvest date', () => {
    const today = spainToday();
    const parsed = productCreateSchema.parse({
      ...create,
      category: 'fruta-fresca',
      variety: 'roja-pulpa-blanca',
      origin: '  Níjar, Almería ',
      harvestDate: today,
    });
    expect(parsed).toMatchObject({
      category: 'fruta-fresca',
      variety: 'roja-pulpa-blanca',
      origin: 'Níjar, Almería',
      harvestDate: today,
    });
  });

  it('refuses values outside the lists, bad origins and bad dates with Spanish messages', () => {
    const tomorrow = daysBefore(spainToday(), -1);
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'frutas' }, `category: ${M.categoryInvalid}`],
      [{ variety: 'blanca' }, `variety: ${M.varietyInvalid}`],
      [{ variety: 3 }, `variety: ${M.varietyInvalid}`],
      [{ origin: 'A' }, `origin: ${M.originTooShort}`],
      [{ origin: 'x'.repeat(81) }, `origin: ${M.originTooLong}`],
      [{ origin: 'Níjar\nAlmería' }, 'origin: '],
      [{ origin: 12 }, `origin: ${M.originInvalid}`],
      [{ harvestDate: '14/03/2025' }, `harvestDate: ${M.harvestDateFormat}`],
      [{ harvestDate: '2025-02-30' }, `harvestDate: ${M.harvestDateFormat}`],
      [{ harvestDate: tomorrow }, `harvestDate: ${M.harvestDateFuture}`],
      [{ harvestDate: '2001-05-01' }, `harvestDate: ${M.harvestDateTooOld}`],
      [{ harvestDate: 20250101 }, `harvestDate: ${M.harvestDateFormat}`],
    ];
    for (const [fields, message] of cases) {
      const result = productCreateSchema.safeParse({ ...create, ...fields });
      expect(result.success, JSON.stringify(fields)).toBe(false);
      expect(messagesOf(result)[0], JSON.stringify(fields)).toContain(message);
      expect(messagesOf(result).join(' ')).not.toMatch(/Invalid|Expected|expected/);
    }
  });
});

describe('product facts on update', () => {
  it('count as something to update; null clears variety, origin and harvest date; blank origin is not sent', () => {
    expect(productUpdateSchema.parse({ variety: 'amarilla' })).toMatchObject({ variety: 'amarilla' });
    expect(productUpdateSchema.parse({ category: 'elaborados' })).toMatchObject({ category: 'elaborados' });
    expect(productUpdateSchema.parse({ origin: null, harvestDate: null, variety: null })).toMatchObject({
      origin: null,
      harvestDate: null,
      variety: null,
    });
    const blank = productUpdateSchema.safeParse({ origin: '  ' });
    expect(messagesOf(blank)).toEqual([': No hay datos válidos para actualizar']);
  });

  it('never clears a category', () => {
    expect(productUpdateSchema.safeParse({ category: null }).success).toBe(false);
  });
});

describe('catalog query filters', () => {
  it('reads category and variety, empty = not given, others refused', () => {
    expect(productListQuery.parse({ category: 'cajas-regalos', variety: '' })).toMatchObject({
      category: 'cajas-regalos',
      variety: undefined,
    });
    expect(messagesOf(productListQuery.safeParse({ variety: 'roja' }))).toEqual([
      `variety: ${M.varietyInvalid}`,
    ]);
  });
});

describe('dates', () => {
  it('knows real ISO dates, Spain’s today and labels', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(spainToday(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(harvestDateProblem('2025-07-01', new Date('2025-06-30T22:30:00Z'))).toBeNull();
    expect(harvestDateProblem('2025-07-02', new Date('2025-06-30T22:30:00Z'))).toBe('future');
    expect(harvestDateProblem('2023-07-01', new Date('2025-06-30T22:30:00Z'))).toBeNull();
    expect(harvestDateProblem('2023-06-30', new Date('2025-06-30T22:30:00Z'))).toBe('tooOld');
    expect(harvestDateLabel('2025-03-14')).toBe('14 de marzo de 2025');
  });
});
