/**
 * Farms' public pages on the real local stack (docs/farms.md): the seeded farms are listed by name and their pages
 * answer story, province, photos and terms, cached like the catalog; a product links its farm; a new producer
 * gets a page made from its name, edits it (slug, story, province by postal code), a taken slug is a 409 and
 * changes nothing, an old slug still finds the farm, a photo goes through the image check before it shows;
 * consumers cannot edit pages and bad input is a Spanish 4xx.
 */
import { describe, expect, it } from 'vitest';
import type { FarmListAnswer, FarmPageAnswer } from '../../shared/contracts/products/farm-entities.js';
import type { OwnFarmPageSaved } from '../../shared/contracts/profile/farm-entities.js';
import { SEED_FARMS } from '../../infra/local/seed/farms.js';
import { SEED_PLANT_OPERATORS } from '../../infra/local/seed/legal-products.js';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { newAccount, seededTokens } from './accounts.js';
import { bearer, call, eventually, noStack } from './helpers.js';
import { pngImage } from '../support/images.js';

type Data<T> = { data: T; status: { code: string; message: string }; errors?: { field: string }[] };

const putFarm = (token: string, body: unknown) =>
  call<Data<OwnFarmPageSaved>>('/v1/users/profile/farm', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });

describe.skipIf(noStack)('farm pages', () => {
  it('lists the seeded farms by name, with slug and province, cached like the catalog', async () => {
    const answer = await call<Data<FarmListAnswer>>('/v1/products/farms');
    expect(answer.status).toBe(200);
    // Shared caches keep it like the catalog (s-maxage); browsers get the catalog's viewer header.
    expect(answer.headers.get('cache-control')).toBe(
      (await call('/v1/products')).headers.get('cache-control'),
    );
    const farms = answer.body.data.farms;
    const seeded = farms.filter((farm) => SEED_FARMS.some((seed) => seed.name === farm.name));
    expect(seeded.map((farm) => [farm.slug, farm.province])).toEqual([
      ['finca-el-dragon', 'Málaga'],
      ['finca-pitahaya-del-valle', 'Almería'],
      ['huerta-la-pitaya', 'Murcia'],
    ]);
    const names = farms.map((farm) => farm.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await call('/v1/products/farms?limit=0')).status).toBe(422);
    expect((await call('/v1/products/farms?nextToken=abc')).status).toBe(422);
  });

  it("answers a farm's page: story, province, checked photos, its terms; 404 in Spanish for an unknown slug", async () => {
    const answer = await call<Data<FarmPageAnswer>>('/v1/products/farms/finca-pitahaya-del-valle');
    expect(answer.status).toBe(200);
    const farm = answer.body.data.farm;
    expect(farm).toMatchObject({ name: 'Finca Pitahaya del Valle', provinceCode: '04', province: 'Almería' });
    expect(farm.story).toContain('El Ejido');
    expect(farm.imageUrls).toHaveLength(3);
    expect(farm.shipping).toEqual({
      flatFee: 4.9,
      freeFrom: 40,
      pickup: expect.objectContaining({ hours: 'De lunes a viernes, de 9:00 a 14:00' }) as unknown,
    });
    expect((await call(farm.imageUrls[0] as string)).status).toBe(200);
    const unknown = await call<Data<unknown>>('/v1/products/farms/no-existe-esta-finca');
    expect(unknown.status).toBe(404);
    expect(unknown.body.status.message).toMatch(/^No encontramos esa finca/);
    expect((await call('/v1/products/farms/..%2F..%2Fx')).status).toBe(404);
  });

  it('links a product to its farm, and the catalog lists the farm products by producer', async () => {
    const seeded = SEED_PRODUCTS.find((product) => product.producer === 'productor' && product.isActive)!;
    const answer = await call<Data<{ product: { farm?: unknown; producerId: string } }>>(
      `/v1/products/${seeded.id}`,
    );
    expect(answer.body.data.product.farm).toEqual({
      slug: 'finca-pitahaya-del-valle',
      name: 'Finca Pitahaya del Valle',
      province: 'Almería',
      // A farm that sells plants names its operator number (the plant passport: docs/legal.md).
      plantOperatorNumber: SEED_PLANT_OPERATORS.productor,
    });
    const list = await call<Data<{ products: { producerId: string }[] }>>(
      `/v1/products?producerId=${answer.body.data.product.producerId}&limit=50`,
    );
    expect(list.body.data.products.length).toBeGreaterThan(0);
    expect(
      list.body.data.products.every((product) => product.producerId === answer.body.data.product.producerId),
    ).toBe(true);
  });

  it('gives a new producer a page from its name, which it edits; old slugs lead to it, taken ones are refused', async () => {
    const { tokens } = await newAccount('finca', 'producer');
    const token = tokens.access_token;
    const first = await call<Data<OwnFarmPageSaved>>('/v1/users/profile/farm', { headers: bearer(token) });
    expect(first.status).toBe(200);
    const made = first.body.data.farm;
    expect(made.slug).toMatch(/^cuenta-finca(-\d+)?$/);
    expect(made).toMatchObject({ story: '', provinceCode: null, imageUrls: [], pendingImageUrls: [] });

    const run = Date.now().toString(36);
    const slug = `huerta-prueba-${run}`;
    const saved = await putFarm(token, {
      slug: slug.toUpperCase(),
      story: 'Primer párrafo.\n\nSegundo párrafo.',
      postalCode: '41001',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.farm).toMatchObject({ slug, provinceCode: '41', province: 'Sevilla' });

    const page = await call<Data<FarmPageAnswer>>(`/v1/products/farms/${slug}`);
    expect(page.body.data.farm.story).toBe('Primer párrafo.\n\nSegundo párrafo.');
    // The address it had before still finds it, answering the current one.
    const old = await call<Data<FarmPageAnswer>>(`/v1/products/farms/${made.slug}`);
    expect(old.body.data.farm.slug).toBe(slug);

    // Another farm's address: 409, and nothing changes.
    const taken = await putFarm(token, { slug: 'finca-pitahaya-del-valle', story: 'Otra' });
    expect(taken.status).toBe(409);
    expect(taken.body.status.message).toBe('Esa dirección ya es de otra finca: elige otra.');
    const after = await call<Data<OwnFarmPageSaved>>('/v1/users/profile/farm', { headers: bearer(token) });
    expect(after.body.data.farm).toMatchObject({ slug, story: 'Primer párrafo.\n\nSegundo párrafo.' });

    // The farm list shows it.
    await eventually(async () => {
      const list = await call<Data<FarmListAnswer>>('/v1/products/farms');
      expect(list.body.data.farms.map((farm) => farm.slug)).toContain(slug);
    }, 5_000);
  });

  it("checks a new photo before the page shows it; a photo that is not the page's is refused", async () => {
    const { tokens } = await newAccount('fotos', 'producer');
    const token = tokens.access_token;
    const body = pngImage(400, 300);
    const saved = await putFarm(token, {
      imageTypes: [{ filename: 'finca.png', contentType: 'image/png', size: body.length }],
    });
    expect(saved.status).toBe(200);
    const [photo] = saved.body.data.farm.imageUrls;
    expect(saved.body.data.farm.pendingImageUrls).toEqual([photo]);
    const slug = saved.body.data.farm.slug;
    expect((await call<Data<FarmPageAnswer>>(`/v1/products/farms/${slug}`)).body.data.farm.imageUrls).toEqual(
      [],
    );
    const upload = await fetch(saved.body.data.uploadUrls[0]!.url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body,
    });
    expect(upload.status).toBe(200);
    await eventually(async () => {
      const own = await call<Data<OwnFarmPageSaved>>('/v1/users/profile/farm', { headers: bearer(token) });
      expect(own.body.data.farm.pendingImageUrls).toEqual([]);
      expect(own.body.data.farm.imageUrls).toEqual([photo]);
    }, 15_000);
    expect((await call(photo as string)).status).toBe(200);

    const foreign = await putFarm(token, { keepImageUrls: ['/images/farms/otra/foto.png'] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.status.message).toBe('Esa foto no es de la página de tu finca.');
    const tooMany = await putFarm(token, {
      imageTypes: Array.from({ length: 7 }, (_, i) => ({ filename: `f${i}.png`, contentType: 'image/png' })),
    });
    expect(tooMany.status).toBe(422);
  });

  it('refuses consumers and bad input with Spanish messages, writing nothing', async () => {
    const { consumer, producer } = await seededTokens();
    const asConsumer = await call<Data<unknown>>('/v1/users/profile/farm', { headers: bearer(consumer) });
    expect(asConsumer.status).toBe(403);
    for (const [body, message] of [
      [{ slug: 'a' }, /^La dirección de la página debe tener/],
      [{ slug: 'con espacios' }, /^La dirección de la página debe tener/],
      [{ story: 'x'.repeat(3001) }, /no puede superar los 3000 caracteres/],
      [{ provinceCode: '99' }, /^Elige una de las 52 provincias/],
      [{ postalCode: '99000' }, /^El código postal debe tener 5 cifras/],
      [{}, /^No hay datos válidos para actualizar/],
    ] as const) {
      const answer = await putFarm(producer, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.status.message).toMatch(message);
    }
    const page = await call<Data<FarmPageAnswer>>('/v1/products/farms/finca-pitahaya-del-valle');
    expect(page.body.data.farm.provinceCode).toBe('04');
  });
});
