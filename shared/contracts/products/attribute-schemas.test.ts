import { describe, expect, it } from 'vitest';
import { productCreateSchema, productFacetsQuery, productListQuery, productUpdateSchema } from './schemas.js';
import { PRODUCT_ATTRIBUTE_MESSAGES as M } from '../../messages/product-attributes.js';
import { addDays, madridToday } from '../../utils/madrid-time.js';

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
  it('are optional: the original request shape still passes, with no facts', () => {
    const parsed = productCreateSchema.parse(create);
    expect(parsed).not.toHaveProperty('category');
    expect(parsed).not.toHaveProperty('variety');
  });

  it('takes a category, a variety, an origin and a harvest date', () => {
    const today = madridToday(new Date());
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
    const tomorrow = addDays(madridToday(new Date()), 1);
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

describe('origin and harvest filters', () => {
  it('read an origin as its key, whatever its spelling; blank = not given', () => {
    expect(productListQuery.parse({ origin: ' Níjar (Almería) ' })).toMatchObject({
      origin: 'nijar almeria',
    });
    expect(productFacetsQuery.parse({ origin: 'LA PALMA' })).toMatchObject({ origin: 'la palma' });
    expect(productListQuery.parse({ origin: '  ', harvest: '' })).toMatchObject({
      origin: undefined,
      harvest: undefined,
    });
  });

  it('take the three harvest windows only', () => {
    for (const harvest of ['7d', '30d', '90d'])
      expect(productFacetsQuery.parse({ harvest })).toMatchObject({ harvest });
    for (const harvest of ['1d', '30', 'semana', 7])
      expect(messagesOf(productListQuery.safeParse({ harvest }))).toEqual([
        `harvest: ${M.harvestFilterInvalid}`,
      ]);
  });

  it('refuse an origin without letters or digits, too long, or not text, in Spanish', () => {
    const cases: [unknown, string][] = [
      ['¡¡--!!', M.originFilterInvalid],
      ['x'.repeat(81), M.originFilterTooLong],
      [['a', 'b'], M.originFilterInvalid],
      ['Níjar\u0000', ''],
    ];
    for (const [origin, message] of cases) {
      const messages = messagesOf(productListQuery.safeParse({ origin }));
      expect(messages, JSON.stringify(origin)).toHaveLength(1);
      expect(messages[0]).toContain(`origin: ${message}`);
      expect(messages.join(' ')).not.toMatch(/Invalid|Expected|expected/);
    }
    expect(productListQuery.parse({ origin: 'x'.repeat(80) }).origin).toBe('x'.repeat(80));
  });
});
