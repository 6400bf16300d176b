import { describe, expect, it } from 'vitest';
import { PRICE_MAX, STOCK_MAX } from '../../../../shared/constants/products.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { NUMBER_INPUT_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { addDays, madridToday } from '../../../../shared/utils/madrid-time.js';
import { ApiError } from '../../lib/api/errors';
import { testProduct } from '../../test/products';
import { addFiles, initialImages, removeImage, setThumbnail, type ImagesState } from './image-picking';
import {
  buildCreateBody,
  buildUpdateBody,
  CATEGORY_REQUIRED,
  DESCRIPTION_REQUIRED_ON_EDIT,
  EMPTY_VALUES,
  fieldError,
  fieldOfPath,
  serverErrors,
  valuesOf,
} from './product-form';

const png = (name = 'foto.png', size = 2048) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const withPhoto = (state: ImagesState = initialImages()) => addFiles(state, [png()], () => 'blob:x').state;

const PRODUCT = testProduct();
/** A new product's values with its category chosen (the form asks for one). */
/** A harvest ten days ago (dates are checked against today). */
const RECENT = addDays(madridToday(new Date()), -10);
const NEW_VALUES = { ...EMPTY_VALUES, category: 'fruta-fresca' };

/** A 409 the server explains with `message`. */
const conflict = (message: string) =>
  new ApiError({ status: 409, code: 'CONFLICT', message, serverMessage: message });

describe('form fields', () => {
  it('reads prices as typed in Spain, refuses the ambiguous ones, and bounds price and stock', () => {
    const body = (price: string, stock = '') =>
      buildCreateBody({ ...NEW_VALUES, name: 'Pitahaya', price, stock }, withPhoto());
    const priceOf = (price: string) => {
      const built = body(price);
      return built.ok ? built.body.price : built.errors.price;
    };
    expect(priceOf('4,50')).toBe(4.5);
    expect(priceOf(' 12.3 ')).toBe(12.3);
    expect(priceOf('1.234,56')).toBe(1234.56);
    expect(priceOf('99.999,99')).toBe(PRICE_MAX);
    expect(priceOf('1.500')).toBe(NUMBER_INPUT_MESSAGES.priceAmbiguous('1.500', '1500', '1,50'));
    expect(priceOf('12.999')).toBe(NUMBER_INPUT_MESSAGES.priceAmbiguous('12.999', '12999', '12,99'));
    expect(priceOf('99.999.999,00')).toMatch(/^El precio no puede superar 99\.999,99/);
    expect(priceOf('4,5,0')).toBe(NUMBER_INPUT_MESSAGES.priceFormat);
    expect(priceOf('')).toBe(VALIDATION_MESSAGES.priceInvalid);
    const stock = (text: string) => {
      const built = body('4', text);
      return built.ok ? built.body.stock : built.errors.stock;
    };
    expect(stock('1.000')).toBe(1000);
    expect(stock('999.999')).toBe(STOCK_MAX);
    expect(stock('1.000.000')).toBe(VALIDATION_MESSAGES.stockTooHigh);
    expect(stock('')).toBeUndefined();
  });

  it('refuses texts past their limit with a message instead of cutting them', () => {
    const values = { ...EMPTY_VALUES, name: 'Pitahaya', price: '4' };
    expect(fieldError('name', { ...values, name: 'x'.repeat(120) })).toBeUndefined();
    expect(fieldError('name', { ...values, name: 'x'.repeat(121) })).toBe(
      VALIDATION_MESSAGES.productNameTooLong,
    );
    // Trimmed like the service: spaces around do not count.
    expect(fieldError('name', { ...values, name: ` ${'x'.repeat(120)} ` })).toBeUndefined();
    expect(fieldError('unit', { ...values, unit: 'u'.repeat(41) })).toBe(VALIDATION_MESSAGES.unitTooLong);
    const built = buildCreateBody({ ...values, shortDescription: 'd'.repeat(501) }, withPhoto());
    expect(built.ok).toBe(false);
    expect(!built.ok && built.errors.shortDescription).toBe(VALIDATION_MESSAGES.shortDescriptionTooLong);
  });

  it('shows a published price the Spanish way when editing', () => {
    expect(valuesOf({ ...PRODUCT, price: 6.9 }).price).toBe('6,90');
    expect(valuesOf({ ...PRODUCT, price: 1234.5 }).price).toBe('1234,50');
  });

  it('gives the shared schema messages in Spanish', () => {
    const values = { ...EMPTY_VALUES };
    expect(fieldError('name', values)).toBe(VALIDATION_MESSAGES.productNameRequired);
    expect(fieldError('name', { ...values, name: '   ' })).toBe(VALIDATION_MESSAGES.productNameRequired);
    expect(fieldError('name', { ...values, name: 'x'.repeat(121) })).toBe(
      VALIDATION_MESSAGES.productNameTooLong,
    );
    expect(fieldError('price', values)).toBe('El precio debe ser un número mayor a 0');
    expect(fieldError('price', { ...values, price: '0' })).toBe('El precio debe ser un número mayor a 0');
    expect(fieldError('price', { ...values, price: 'abc' })).toBe(NUMBER_INPUT_MESSAGES.priceFormat);
    expect(fieldError('price', { ...values, price: '3,20' })).toBeUndefined();
    expect(fieldError('stock', { ...values, stock: '2,5' })).toBe(VALIDATION_MESSAGES.stockInvalid);
    expect(fieldError('stock', { ...values, stock: '-1' })).toBe(VALIDATION_MESSAGES.stockInvalid);
    expect(fieldError('stock', values)).toBeUndefined();
    expect(fieldError('unit', { ...values, unit: ' ' })).toBe(VALIDATION_MESSAGES.unitRequired);
    expect(fieldError('shortDescription', { ...values, shortDescription: 'x'.repeat(501) })).toBe(
      VALIDATION_MESSAGES.shortDescriptionTooLong,
    );
  });

  it('maps API and schema paths to the form fields', () => {
    expect(fieldOfPath('imageTypes.0.size')).toBe('images');
    expect(fieldOfPath('keepImageUrls')).toBe('images');
    expect(fieldOfPath('thumbnailUrl')).toBe('images');
    expect(fieldOfPath(['price'])).toBe('price');
    expect(fieldOfPath('_')).toBeNull();
  });
});

describe('create body', () => {
  it('asks for everything missing, the main photo included', () => {
    const result = buildCreateBody(EMPTY_VALUES, initialImages());
    expect(result).toEqual({
      ok: false,
      errors: {
        name: VALIDATION_MESSAGES.productNameRequired,
        price: VALIDATION_MESSAGES.priceInvalid,
        category: CATEGORY_REQUIRED,
        images: VALIDATION_MESSAGES.thumbnailRequired,
      },
    });
  });

  it('builds POST /v1/products with the photo requests (size included)', () => {
    const values = {
      ...NEW_VALUES,
      category: 'elaborados',
      variety: 'roja-pulpa-roja',
      origin: ' Campanillas, Málaga ',
      harvestDate: RECENT,
      name: ' Mermelada ',
      price: '5,90',
      stock: '7',
      shortDescription: 'Casera',
    };
    const result = buildCreateBody(values, withPhoto());
    expect(result).toEqual({
      ok: true,
      body: {
        name: ' Mermelada ',
        shortDescription: 'Casera',
        price: 5.9,
        stock: 7,
        unit: 'kg',
        taxRate: 10,
        category: 'elaborados',
        variety: 'roja-pulpa-roja',
        origin: 'Campanillas, Málaga',
        harvestDate: RECENT,
        requestUploadUrls: true,
        imageTypes: [{ filename: 'foto.png', contentType: 'image/png', isThumb: true, size: 2048 }],
      },
    });
  });
});

describe('IVA rate', () => {
  it('is 10 % for a new product and goes in the create body as chosen', () => {
    expect(EMPTY_VALUES.taxRate).toBe(10);
    const built = buildCreateBody({ ...NEW_VALUES, name: 'Pitahaya', price: '4', taxRate: 4 }, withPhoto());
    expect(built.ok && built.body.taxRate).toBe(4);
  });

  it("maps the service's taxRate message to the field", () => {
    expect(fieldOfPath('taxRate')).toBe('taxRate');
  });
});

describe('update body', () => {
  it('sends only what changed: stock only when edited', () => {
    const values = { ...valuesOf(PRODUCT), price: '5' };
    expect(valuesOf(PRODUCT)).toEqual({
      name: 'Pitahaya roja',
      shortDescription: 'Dulce',
      price: '4,50',
      stock: '10',
      unit: 'kg',
      taxRate: 4,
      // A product stored without a category is «Otros productos»; the optional facts blank.
      category: 'otros',
      variety: '',
      origin: '',
      harvestDate: '',
    });
    expect(buildUpdateBody(values, initialImages(PRODUCT), PRODUCT)).toEqual({
      ok: true,
      body: { price: 5 },
    });
  });

  it('sends the IVA rate only when another one was chosen; an older product reads as 10 %', () => {
    expect(buildUpdateBody({ ...valuesOf(PRODUCT), taxRate: 10 }, initialImages(PRODUCT), PRODUCT)).toEqual({
      ok: true,
      body: { taxRate: 10 },
    });
    const older = testProduct({ taxRate: undefined as unknown as number });
    expect(valuesOf(older).taxRate).toBe(10);
    expect(buildUpdateBody(valuesOf(older), initialImages(older), older)).toMatchObject({ ok: false });
  });

  it('says there is nothing to update when nothing changed', () => {
    expect(buildUpdateBody(valuesOf(PRODUCT), initialImages(PRODUCT), PRODUCT)).toEqual({
      ok: false,
      errors: {},
      message: VALIDATION_MESSAGES.nothingToUpdate,
    });
  });

  it('sends the kept photos when one was removed, and the new ones with upload requests', () => {
    const removed = removeImage(initialImages(PRODUCT), 'existing:/images/products/p1/b.webp', () => {});
    expect(buildUpdateBody(valuesOf(PRODUCT), removed, PRODUCT)).toEqual({
      ok: true,
      body: { keepImageUrls: ['/images/products/p1/a.webp'] },
    });
    const added = withPhoto(initialImages(PRODUCT));
    expect(buildUpdateBody(valuesOf(PRODUCT), added, PRODUCT)).toEqual({
      ok: true,
      body: {
        requestUploadUrls: true,
        imageTypes: [{ filename: 'foto.png', contentType: 'image/png', isThumb: false, size: 2048 }],
      },
    });
  });

  it('sends thumbnailUrl when another published photo becomes the main one, and only then', () => {
    const chosen = setThumbnail(initialImages(PRODUCT), 'existing:/images/products/p1/b.webp');
    expect(buildUpdateBody(valuesOf(PRODUCT), chosen, PRODUCT)).toEqual({
      ok: true,
      body: { thumbnailUrl: '/images/products/p1/b.webp' },
    });
    // With a new photo that is not the main one and another change.
    const added = setThumbnail(withPhoto(initialImages(PRODUCT)), 'existing:/images/products/p1/b.webp');
    expect(buildUpdateBody({ ...valuesOf(PRODUCT), price: '5' }, added, PRODUCT)).toEqual({
      ok: true,
      body: {
        price: 5,
        requestUploadUrls: true,
        imageTypes: [{ filename: 'foto.png', contentType: 'image/png', isThumb: false, size: 2048 }],
        thumbnailUrl: '/images/products/p1/b.webp',
      },
    });
    // Choosing the current main photo again is no change.
    const same = setThumbnail(chosen, 'existing:/images/products/p1/a.webp');
    expect(buildUpdateBody(valuesOf(PRODUCT), same, PRODUCT)).toMatchObject({
      ok: false,
      message: VALIDATION_MESSAGES.nothingToUpdate,
    });
  });

  it('puts a refused thumbnailUrl (422) on the photos', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: VALIDATION_MESSAGES.thumbnailNotAnImage,
      errors: [{ field: 'thumbnailUrl', message: VALIDATION_MESSAGES.thumbnailNotAnImage }],
    });
    expect(serverErrors(error)).toEqual({
      errors: { images: VALIDATION_MESSAGES.thumbnailNotAnImage },
      message: null,
    });
  });

  it('refuses a product without photos or with a cleared description', () => {
    let state = initialImages(PRODUCT);
    for (const image of state.images) state = removeImage(state, image.key, () => {});
    expect(buildUpdateBody(valuesOf(PRODUCT), state, PRODUCT)).toMatchObject({
      ok: false,
      errors: { images: PRODUCT_MESSAGES.imageRequired },
    });
    expect(
      buildUpdateBody({ ...valuesOf(PRODUCT), shortDescription: ' ' }, initialImages(PRODUCT), PRODUCT),
    ).toMatchObject({ ok: false, errors: { shortDescription: DESCRIPTION_REQUIRED_ON_EDIT } });
  });
});

describe('server answers', () => {
  it('puts a taken name (409) on the name field', () => {
    const error = conflict(VALIDATION_MESSAGES.productNameTaken);
    expect(serverErrors(error)).toEqual({
      errors: { name: VALIDATION_MESSAGES.productNameTaken },
      message: null,
    });
  });

  it('puts 422 field errors on their fields', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'El precio debe ser un número mayor a 0',
      errors: [
        { field: 'price', message: 'El precio debe ser un número mayor a 0' },
        { field: 'imageTypes.0.size', message: VALIDATION_MESSAGES.imageTooLarge },
      ],
    });
    expect(serverErrors(error)).toEqual({
      errors: { price: 'El precio debe ser un número mayor a 0', images: VALIDATION_MESSAGES.imageTooLarge },
      message: null,
    });
  });

  it('shows other failures for the whole form', () => {
    const error = conflict(PRODUCT_MESSAGES.changedMeanwhile);
    expect(serverErrors(error)).toEqual({ errors: {}, message: PRODUCT_MESSAGES.changedMeanwhile });
  });
});

describe('category, variety, origin and harvest date (issue 23)', () => {
  const facts = {
    ...PRODUCT,
    category: 'fruta-fresca' as const,
    variety: 'amarilla' as const,
    origin: 'Níjar',
  };

  it('sends a changed fact, and null for one that was cleared', () => {
    const values = { ...valuesOf(facts), category: 'cajas-regalos', variety: '', harvestDate: RECENT };
    expect(buildUpdateBody(values, initialImages(facts), facts)).toEqual({
      ok: true,
      body: { category: 'cajas-regalos', variety: null, harvestDate: RECENT },
    });
  });

  it("checks them with the service's messages", () => {
    expect(fieldError('origin', { ...NEW_VALUES, origin: 'x' })).toBe(
      'El origen debe tener al menos 2 caracteres.',
    );
    expect(fieldError('harvestDate', { ...NEW_VALUES, harvestDate: '2999-01-01' })).toBe(
      'La fecha de cosecha no puede ser posterior a hoy.',
    );
    expect(fieldError('harvestDate', { ...NEW_VALUES, harvestDate: '' })).toBeUndefined();
    expect(fieldError('category', EMPTY_VALUES)).toBe(CATEGORY_REQUIRED);
    expect(fieldOfPath('harvestDate')).toBe('harvestDate');
  });
});
