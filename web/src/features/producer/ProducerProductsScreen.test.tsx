import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { jsonResponse, renderScreen, stubFetch, link } from '../../test/utils';
import ProducerProductsScreen from './ProducerProductsScreen';

const product = (n: number, overrides: Record<string, unknown> = {}) => ({
  productId: `p${n}`,
  id: `p${n}`,
  name: `Producto ${n}`,
  shortDescription: '',
  price: 4 + n,
  stock: 10,
  unit: 'kg',
  thumbnailUrl: `/images/products/p${n}/a.webp`,
  imageUrls: [`/images/products/p${n}/a.webp`],
  isActive: true,
  active: true,
  producerId: 'producer-1',
  createdAt: `2026-01-0${n}T00:00:00.000Z`,
  updatedAt: `2026-01-0${n}T00:00:00.000Z`,
  ...overrides,
});

/** A server that the test can make refuse changes; answers resolve when `release` is called. */
function server(list = [product(1), product(2, { isActive: false, active: false, stock: 0 })]) {
  const state = { refuse: false, pending: [] as (() => void)[] };
  const fetchMock = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/v1/products/user'))
      return ok({ products: list, nextToken: null });
    return new Promise<Response>((resolve) => {
      state.pending.push(() =>
        resolve(
          state.refuse
            ? jsonResponse({ status: { code: 'FORBIDDEN', message: 'No' } }, 403)
            : method === 'PATCH'
              ? ok({ product: { ...list[0], isActive: false, active: false } })
              : ok({ productId: 'p1' }),
        ),
      );
    });
  });
  const release = () => state.pending.splice(0).forEach((answer) => answer());
  return { fetchMock, state, release };
}

function render() {
  return renderScreen('/producer/products', <ProducerProductsScreen />, { role: 'producer' });
}

describe('producer products', () => {
  it('lists every own product with photo, price, stock and status', async () => {
    const { fetchMock } = server();
    render();
    const items = await screen.findAllByTestId('own-product');
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/products/user?limit=100');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Producto 1' })).toHaveAttribute('width', '72');
    expect(within(items[0]!).getByText('5,00 € / kg')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Agotado')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('switch', { name: 'Producto 1: visible en la tienda' })).toBeChecked();
    expect(within(items[1]!).getByRole('switch')).not.toBeChecked();
    expect(link('Editar Producto 1', items[0]!)).toHaveAttribute('href', '/producer/products/p1/edit');
  });

  it('tells the producer why a product is not in the shop yet: photo in review, refused or dropped', async () => {
    server([
      product(1, { imageStatus: 'pending' }),
      product(2, { imageStatus: 'rejected', thumbnailUrl: null, imageUrls: [], rejectedImages: 1 }),
      product(3, { imageStatus: 'verified', rejectedImages: 2 }),
      product(4, { imageStatus: 'verified' }),
    ]);
    render();
    const items = await screen.findAllByTestId('own-product');
    expect(within(items[0]!).getByTestId('image-notice')).toHaveTextContent(
      'Foto principal en revisión: el producto aparecerá en la tienda cuando se compruebe.',
    );
    // No broken image while the photo waits for its check.
    expect(within(items[0]!).queryByRole('img')).toBeNull();
    expect(within(items[1]!).getByTestId('image-notice')).toHaveTextContent(
      'La foto principal no es una imagen JPEG, PNG o WebP válida (máx. 5 MB).',
    );
    expect(within(items[2]!).getByTestId('image-notice')).toHaveTextContent(
      '2 fotos no eran imágenes válidas y se descartaron.',
    );
    expect(within(items[3]!).queryByTestId('image-notice')).toBeNull();
  });

  it('switches a product off at once and keeps it when the server agrees', async () => {
    const { fetchMock, release } = server();
    render();
    const toggle = await screen.findByRole('switch', { name: 'Producto 1: visible en la tienda' });
    await userEvent.setup().click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/v1/products/p1/status');
    expect(init).toMatchObject({ method: 'PATCH', body: JSON.stringify({ isActive: false }) });
    release();
    expect(await screen.findByText('Producto desactivado.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
  });

  it('puts the switch back when the server refuses', async () => {
    const { state, release } = server();
    state.refuse = true;
    render();
    const toggle = await screen.findByRole('switch', { name: 'Producto 1: visible en la tienda' });
    await userEvent.setup().click(toggle);
    expect(toggle).not.toBeChecked();
    release();
    expect(await screen.findByText('No tienes permisos para realizar esta acción.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('deletes after the confirmation, optimistically, and rolls back on failure', async () => {
    const { fetchMock, state, release } = server();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Producto 1' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar «Producto 1»?' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    state.refuse = true;
    await user.click(screen.getByRole('button', { name: 'Eliminar Producto 1' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar producto' }));
    expect(screen.getAllByTestId('own-product')).toHaveLength(1);
    expect(fetchMock.mock.calls[1]).toEqual([
      '/v1/products/p1',
      expect.objectContaining({ method: 'DELETE' }),
    ]);
    release();
    expect(await screen.findByText('No tienes permisos para realizar esta acción.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('own-product')).toHaveLength(2));

    state.refuse = false;
    await user.click(screen.getByRole('button', { name: 'Eliminar Producto 1' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar producto' }));
    release();
    expect(await screen.findByText('Producto eliminado correctamente.')).toBeInTheDocument();
    expect(screen.getAllByTestId('own-product')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('invites to publish the first product when there is none', async () => {
    server([]);
    render();
    expect(await screen.findByText('Todavía no has publicado productos.')).toBeInTheDocument();
    expect(link('Publicar mi primer producto')).toHaveAttribute('href', '/producer/products/new');
  });
});
