import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { jsonResponse, renderRoutes, stubFetch, link } from '../../test/utils';
import ProductDetailScreen from './ProductDetailScreen';

const PRODUCT = {
  productId: 'p1',
  id: 'p1',
  name: 'Pitahaya roja premium',
  shortDescription: 'Pulpa roja intensa, dulce y jugosa.',
  price: 6.9,
  stock: 4,
  unit: 'kg',
  thumbnailUrl: '/images/products/p1/a.webp',
  imageUrls: ['/images/products/p1/a.webp', '/images/products/p1/b.webp', '/images/products/p1/c.webp'],
  isActive: true,
  active: true,
  producerId: 'farm-1',
  producerName: 'Finca Pitahaya del Valle',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function render(product: Record<string, unknown> | null = PRODUCT) {
  const fetchMock = stubFetch(() =>
    product
      ? jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: { product } })
      : jsonResponse(
          { status: { code: 'NOT_FOUND', message: 'El recurso solicitado no fue encontrado.' } },
          404,
        ),
  );
  const view = renderRoutes([{ path: '/products/:id', element: <ProductDetailScreen /> }], {
    path: '/products/p1',
  });
  return { fetchMock, ...view };
}

describe('product page', () => {
  it('shows a skeleton, then name, producer, price per unit, stock state and description', async () => {
    const { fetchMock } = render();
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pitahaya roja premium' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/products/p1');
    expect(screen.getByText('Finca Pitahaya del Valle')).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^6,90\s€ \/ kg$/);
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Pocas unidades (quedan 4)');
    expect(screen.getByText('Pulpa roja intensa, dulce y jugosa.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pitahaya roja premium · Pitahaya Marketplace'));
  });

  it('shows the price per kilo or litre under the price when the unit tells it, read sensibly', async () => {
    render({ ...PRODUCT, name: 'Mermelada de pitahaya', unit: 'tarro de 250 g' });
    await screen.findByRole('heading', { level: 1, name: 'Mermelada de pitahaya' });
    const perKilo = screen.getByTestId('unit-price');
    expect(perKilo).toHaveTextContent(/27,60\s€\/kg/);
    expect(screen.getByText(/^27,60\s€\/kg$/)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/^Precio por kilo: 27,60\s€$/)).toHaveClass('visually-hidden');
  });

  it('shows no price per kilo when the product is sold by the kilo (the price already is)', async () => {
    render();
    await screen.findByRole('heading', { level: 1, name: 'Pitahaya roja premium' });
    expect(screen.queryByTestId('unit-price')).not.toBeInTheDocument();
  });

  it('has a gallery that works with the mouse and the keyboard', async () => {
    render();
    const main = await screen.findByTestId('gallery-main');
    expect(main).toHaveAttribute('src', '/images/products/p1/a.webp');
    expect(main).toHaveAttribute('alt', 'Pitahaya roja premium');
    expect(main).toHaveAttribute('width', '800');
    const thumbs = screen.getAllByRole('button', { name: /Ver foto/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    const user = userEvent.setup();
    await user.click(thumbs[1]!);
    expect(screen.getByTestId('gallery-main')).toHaveAttribute('src', '/images/products/p1/b.webp');
    expect(screen.getByTestId('gallery-main')).toHaveAttribute('alt', 'Pitahaya roja premium (foto 2 de 3)');
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowRight}');
    expect(thumbs[2]).toHaveFocus();
    expect(screen.getByTestId('gallery-main')).toHaveAttribute('src', '/images/products/p1/c.webp');
    await user.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds the chosen quantity (1..stock) to the local cart with a toast', async () => {
    render();
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    const quantity = screen.getByLabelText('Cantidad');
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('max', '4');
    expect(screen.getByRole('button', { name: 'Quitar una unidad' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Añadir una unidad' }));
    await user.click(screen.getByRole('button', { name: 'Añadir una unidad' }));
    await user.click(screen.getByRole('button', { name: 'Añadir una unidad' }));
    expect(quantity).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'Añadir una unidad' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(await screen.findByText('Producto añadido al carrito')).toBeInTheDocument();
    const cart = JSON.parse(localStorage.getItem(CART_STORAGE_KEYS.localCart)!);
    expect(cart).toMatchObject({
      id: 'local-cart',
      userId: 'anonymous',
      items: [{ productId: 'p1', quantity: 4, price: 6.9, product: { name: 'Pitahaya roja premium' } }],
      totalPrice: 27.6,
    });

    // The stock is all in the cart: nothing more is added, and the toast says why.
    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(await screen.findByText(/Solo hay 4 unidades disponibles/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEYS.localCart)!).items[0].quantity).toBe(4);
  });

  it('clamps a typed quantity to the stock', async () => {
    render();
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    const quantity = screen.getByLabelText('Cantidad');
    await user.clear(quantity);
    await user.type(quantity, '9');
    await user.tab();
    expect(quantity).toHaveValue(4);
  });

  it('cannot be bought when sold out', async () => {
    render({ ...PRODUCT, stock: 0, imageUrls: [PRODUCT.thumbnailUrl] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Agotado');
    // Said once (the stock line), and the button is off and described by it.
    expect(screen.getAllByText('Agotado')).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Añadir al carrito' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Agotado');
    expect(button).toHaveClass('product-page__add--off');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByLabelText('Cantidad')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ver foto/ })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown or hidden product', async () => {
    render(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }),
    ).toBeInTheDocument();
    expect(link('Ver productos')).toHaveAttribute('href', '/products');
  });
});
