import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { TAX_RATE_LABELS } from '../../../../shared/rules/pricing/tax-rates.js';
import { FakeXhr } from '../../lib/testing/fake-xhr';
import { testProduct } from '../../test/products';
import { jsonResponse, LocationProbe, renderRoutes, stubFetch } from '../../test/utils';
import { resetNameCheckers } from './name-check';
import { ProductForm } from './ProductForm';

const ok = (data: unknown, status = 200) =>
  jsonResponse({ status: { code: 'SUCCESS', message: 'ok' }, data }, status);

const EXISTING = [{ productId: 'p9', id: 'p9', name: 'Mermelada de pitahaya', isActive: true }];

const UPLOAD_URL = 'http://s3.test/pitahaya-images/images/products/new-1/f1.png?X-Amz-Signature=abc';

let xhrs: FakeXhr[] = [];

beforeEach(() => {
  xhrs = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super();
        xhrs.push(this);
      }
    },
  );
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  resetNameCheckers();
});

function api(overrides: { create?: () => Response } = {}) {
  return stubFetch((url, init) => {
    if (url.startsWith('/v1/products/user')) return ok({ products: EXISTING, nextToken: null });
    if (url === '/v1/products' && init.method === 'POST') {
      if (overrides.create) return overrides.create();
      return ok(
        {
          product: {
            productId: 'new-1',
            id: 'new-1',
            name: 'Sirope',
            thumbnailUrl: '/images/products/new-1/f1.png',
            imageUrls: ['/images/products/new-1/f1.png'],
          },
          uploadUrls: [{ filename: 'foto.png', url: UPLOAD_URL, isThumb: true }],
        },
        201,
      );
    }
    return jsonResponse({ status: { code: 'NOT_FOUND', message: '' } }, 404);
  });
}

function render() {
  return renderRoutes(
    [
      { path: '/producer/products/new', element: <ProductForm producerId="producer-1" /> },
      { path: '/producer/products', element: <LocationProbe label="Mis productos" /> },
    ],
    { path: '/producer/products/new' },
  );
}

const png = (name = 'foto.png', size = 1234) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function fillValid(user: ReturnType<typeof userEvent.setup>, name = 'Sirope') {
  await user.type(screen.getByLabelText('Nombre'), name);
  await user.type(screen.getByLabelText('Precio (€)'), '6,80');
  await user.type(screen.getByLabelText('Stock'), '9');
  await user.selectOptions(screen.getByLabelText('Categoría'), 'Elaborados');
  // An elaborado is sold with its food information (issue 31).
  await user.click(screen.getByLabelText('Ingredientes'));
  await user.paste('Pitahaya, azúcar.');
  await user.click(screen.getByLabelText('Cantidad neta'));
  await user.paste('250 ml');
  await user.upload(screen.getByLabelText('Añadir fotos'), png());
}

/** A name, a price, a category and a photo, then «Publicar producto»: what a category asks for besides. */
async function publishAs(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  price: string,
  category: string,
) {
  await user.type(screen.getByLabelText('Nombre'), name);
  await user.type(screen.getByLabelText('Precio (€)'), price);
  await user.selectOptions(screen.getByLabelText('Categoría'), category);
  await user.upload(screen.getByLabelText('Añadir fotos'), png());
  await user.click(screen.getByRole('button', { name: 'Publicar producto' }));
}

describe('product form', () => {
  it('shows the Spanish messages on the fields, linked for assistive tech, and focuses the first', async () => {
    api();
    render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publicar producto' }));
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.productNameRequired),
    );
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Precio (€)')).toHaveAccessibleDescription(
      expect.stringContaining('El precio debe ser un número mayor a 0'),
    );
    expect(screen.getByText(VALIDATION_MESSAGES.thumbnailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Añadir fotos')).toHaveAttribute('aria-invalid', 'true');

    // Messages follow what is typed once the form was sent.
    await user.type(name, 'Sirope');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('counts the characters left, refuses a name past 120 at once without cutting it, and never sends it', async () => {
    const fetchMock = api();
    render();
    const user = userEvent.setup();
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Te quedan 120 caracteres'));
    await user.click(name);
    await user.paste('P'.repeat(125));
    expect(name).toHaveValue('P'.repeat(125));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.productNameTooLong));
    expect(screen.getAllByTestId('character-count')[0]).toHaveTextContent('Te sobran 5 caracteres');
    await user.type(screen.getByLabelText('Precio (€)'), '6,80');
    await user.upload(screen.getByLabelText('Añadir fotos'), png());
    await user.click(screen.getByRole('button', { name: 'Publicar producto' }));
    expect(name).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(name, '{Backspace>5/}');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByTestId('character-count')[0]).toHaveTextContent('Te quedan 0 caracteres');
  });

  it('reads the price the Spanish way and shows it as it will be published', async () => {
    api();
    render();
    const user = userEvent.setup();
    const price = screen.getByLabelText('Precio (€)');
    await user.type(price, '1.234,56');
    expect(screen.getByTestId('price-preview')).toHaveTextContent(/^Se publicará como 1234,56\s€ \/ kg$/);
    expect(price).toHaveAccessibleDescription(expect.stringMatching(/Se publicará como 1234,56\s€ \/ kg/));
    await user.clear(price);
    await user.type(price, '1.500');
    expect(screen.getByTestId('price-preview')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Publicar producto' }));
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('«1.500» se puede leer de dos formas: escribe 1500 o 1,50'),
    );
    await user.clear(price);
    await user.type(price, '1500');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('price-preview')).toHaveTextContent(/^Se publicará como 1500,00\s€ \/ kg$/);
  });

  it('reads each way a producer writes a price, refuses the ambiguous and the too high, and counts characters', async () => {
    // What the browser suite's storefront-quality test checked in Chromium; the form alone shows it.
    api();
    render();
    const price = screen.getByLabelText('Precio (€)');
    const preview = screen.getByTestId('price-preview');
    // As Playwright's fill(): the whole text set at once, one input event.
    const fill = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
    for (const [typed, shown] of [
      ['12,50', /^Se publicará como 12,50\s€ \/ kg$/],
      ['12.5', /^Se publicará como 12,50\s€ \/ kg$/],
      ['1.234,56', /^Se publicará como 1234,56\s€ \/ kg$/],
      ['99.999,99', /^Se publicará como 99\.999,99\s€ \/ kg$/],
    ] as const) {
      fill(price, typed);
      expect(preview, typed).toHaveTextContent(shown);
    }
    fill(price, '1.500');
    expect(preview).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));
    expect(
      await screen.findByText('«1.500» se puede leer de dos formas: escribe 1500 o 1,50'),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    fill(price, '100.000,00');
    expect(screen.getByText(/El precio no puede superar 99\.999,99/)).toBeInTheDocument();
    fill(price, '1500');
    expect(price).not.toHaveAttribute('aria-invalid');

    const name = screen.getByLabelText('Nombre');
    fill(name, 'P'.repeat(123));
    expect(screen.getByText('Te sobran 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El nombre no puede superar los 120 caracteres')).toBeInTheDocument();
    expect(name).toHaveValue('P'.repeat(123));
    fill(name, 'Pitahaya de prueba');
    expect(screen.getByText('Te quedan 102 caracteres')).toBeInTheDocument();
  });

  it('refuses pictures of the wrong type or size with a message', async () => {
    api();
    render();
    const user = userEvent.setup({ applyAccept: false });
    const gif = new File(['x'], 'anim.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Añadir fotos'), [
      gif,
      png('enorme.png', 6 * 1024 * 1024),
      png(),
    ]);
    expect(screen.getByText('«anim.gif»: Solo se aceptan imágenes JPEG, PNG o WebP.')).toBeInTheDocument();
    expect(screen.getByText('«enorme.png»: Cada imagen puede pesar como máximo 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 1: foto.png' })).toHaveAttribute('src', 'blob:foto.png');
    expect(screen.getByRole('radio', { name: 'Foto principal' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Quitar foto.png' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:foto.png');
  });

  it('warns that the name is taken among the producer products while typing', async () => {
    const fetchMock = api();
    render();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nombre'), 'MERMELADA de pitáhaya');
    expect(await screen.findByText(VALIDATION_MESSAGES.productNameTaken)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v1/products/user'))).toHaveLength(
      1,
    );
  });

  it('creates the product, uploads the photo with progress and goes to the list', async () => {
    const fetchMock = api();
    const { router } = render();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Publicar producto' }));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/v1/products' && init?.method === 'POST',
    )!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Sirope',
      shortDescription: '',
      price: 6.8,
      stock: 9,
      unit: 'kg',
      taxRate: 10,
      category: 'elaborados',
      // Issue 31: its withdrawal right and food information.
      withdrawal: 'allowed',
      foodInfo: { ingredients: 'Pitahaya, azúcar.', allergens: [], netQuantity: '250 ml' },
      requestUploadUrls: true,
      imageTypes: [{ filename: 'foto.png', contentType: 'image/png', isThumb: true, size: 1234 }],
    });
    expect(xhrs[0]).toMatchObject({
      method: 'PUT',
      url: UPLOAD_URL,
      headers: { 'Content-Type': 'image/png' },
    });

    const bar = screen.getByRole('progressbar', { name: 'Subida de foto.png' });
    act(() => xhrs[0]!.progress(617, 1234));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    act(() => xhrs[0]!.respond(200));

    expect(await screen.findByText('Producto creado correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/producer/products'));
  });

  it('asks for the IVA rate: three options with their hints, 10 % for a new product, sent as chosen', async () => {
    const fetchMock = api();
    render();
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'IVA' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('ya incluye el IVA'));
    const radios = [4, 10, 21].map((rate) =>
      screen.getByRole('radio', { name: TAX_RATE_LABELS[rate as 4 | 10 | 21].title }),
    );
    for (const [index, rate] of ([4, 10, 21] as const).entries()) {
      expect(radios[index]).toHaveAccessibleDescription(TAX_RATE_LABELS[rate].hint);
    }
    expect(radios[1]).toBeChecked();
    await fillValid(user);
    await user.click(radios[0]!);
    expect(radios[0]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Publicar producto' }));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/v1/products' && init?.method === 'POST',
    )!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ taxRate: 4 });
  });

  it('on edit, shows the current IVA rate and sends only a changed one', async () => {
    const product = testProduct({ producerId: 'producer-1', taxRate: 4 });
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/v1/products/user')) return ok({ products: EXISTING, nextToken: null });
      if (url === '/v1/products/p1' && init.method === 'PUT')
        return ok({ product: { ...product, taxRate: 21 } });
      return jsonResponse({ status: { code: 'NOT_FOUND', message: '' } }, 404);
    });
    renderRoutes(
      [
        {
          path: '/producer/products/p1/edit',
          element: <ProductForm product={product} producerId="producer-1" />,
        },
        { path: '/producer/products', element: <LocationProbe label="Mis productos" /> },
      ],
      { path: '/producer/products/p1/edit' },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: TAX_RATE_LABELS[4].title })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: TAX_RATE_LABELS[21].title }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Producto actualizado correctamente.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/v1/products/p1' && init?.method === 'PUT',
    )!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ taxRate: 21 });
  });

  it('offers a retry for a failed upload', async () => {
    api();
    const { router } = render();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Publicar producto' }));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() => xhrs[0]!.onerror?.());
    expect(await screen.findByText(/algunas fotos no se subieron/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar foto.png' }));
    expect(xhrs).toHaveLength(2);
    expect(xhrs[1]!.url).toBe(UPLOAD_URL);
    act(() => xhrs[1]!.respond(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/producer/products'));
  });

  it('on edit, makes another published photo the main one and sends only thumbnailUrl', async () => {
    const product = testProduct({ producerId: 'producer-1' });
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/v1/products/user')) return ok({ products: EXISTING, nextToken: null });
      if (url === '/v1/products/p1' && init.method === 'PUT') {
        return ok({
          product: {
            ...product,
            thumbnailUrl: '/images/products/p1/b.webp',
            imageUrls: ['/images/products/p1/b.webp', '/images/products/p1/a.webp'],
          },
        });
      }
      return jsonResponse({ status: { code: 'NOT_FOUND', message: '' } }, 404);
    });
    const { router } = renderRoutes(
      [
        {
          path: '/producer/products/p1/edit',
          element: <ProductForm product={product} producerId="producer-1" />,
        },
        { path: '/producer/products', element: <LocationProbe label="Mis productos" /> },
      ],
      { path: '/producer/products/p1/edit' },
    );
    const user = userEvent.setup();
    const radios = screen.getAllByRole('radio', { name: 'Foto principal' });
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    for (const radio of radios) expect(radio).toBeEnabled();
    expect(screen.queryByText(/Para cambiar la foto principal/)).not.toBeInTheDocument();

    await user.click(radios[1]!);
    expect(radios[1]).toBeChecked();
    expect(radios[0]).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Producto actualizado correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/producer/products'));
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/v1/products/p1' && init?.method === 'PUT',
    )!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ thumbnailUrl: '/images/products/p1/b.webp' });
    expect(xhrs).toHaveLength(0);
  });

  it('puts the server answers on the fields (409 name taken)', async () => {
    api({
      create: () =>
        jsonResponse({ status: { code: 'CONFLICT', message: VALIDATION_MESSAGES.productNameTaken } }, 409),
    });
    render();
    const user = userEvent.setup();
    await fillValid(user, 'Sirope nuevo');
    await user.click(screen.getByRole('button', { name: 'Publicar producto' }));
    const name = screen.getByLabelText('Nombre');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.productNameTaken));
    expect(name).toHaveFocus();
    expect(xhrs).toHaveLength(0);
  });
});

describe('product form: what the law asks (issue 31)', () => {
  it('makes fresh fruit perishable by default, with the farm free to choose another right', async () => {
    api();
    render();
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: /Se puede devolver/ })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Fruta fresca');
    expect(screen.getByRole('radio', { name: /Perecedero/ })).toBeChecked();
    expect(screen.queryByLabelText('Ingredientes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Se puede devolver/ }));
    expect(screen.getByRole('radio', { name: /Se puede devolver/ })).toBeChecked();
  });

  it('asks an elaborado for ingredients and net quantity before sending, then sends them with the allergens', async () => {
    const fetchMock = api();
    render();
    const user = userEvent.setup();
    await publishAs(user, 'Sirope', '6,80', 'Elaborados');
    const ingredients = screen.getByLabelText('Ingredientes');
    expect(ingredients).toHaveAccessibleDescription(
      expect.stringContaining('Escribe los ingredientes del producto.'),
    );
    expect(ingredients).toHaveFocus();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/v1/products' && init?.method === 'POST'),
    ).toBe(false);

    await user.click(ingredients);
    await user.paste('Azúcar, pitahaya, metabisulfito.');
    await user.click(screen.getByLabelText('Cantidad neta'));
    await user.paste('250 ml');
    await user.click(screen.getByLabelText('Dióxido de azufre y sulfitos'));
    await user.click(screen.getByRole('radio', { name: /Precintado por higiene/ }));
    await user.click(screen.getByRole('button', { name: 'Publicar producto' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/v1/products' && init?.method === 'POST'),
      ).toBe(true),
    );
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/v1/products' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      withdrawal: 'sealed',
      foodInfo: {
        ingredients: 'Azúcar, pitahaya, metabisulfito.',
        allergens: ['sulfitos'],
        netQuantity: '250 ml',
      },
    });
  });

  it('asks a plant for its botanical name', async () => {
    api();
    render();
    const user = userEvent.setup();
    await publishAs(user, 'Esquejes', '4,50', 'Plantas y esquejes');
    expect(screen.getByLabelText('Nombre botánico')).toHaveAccessibleDescription(
      expect.stringContaining('Una planta no puede estar a la venta sin su nombre botánico'),
    );
  });
});
