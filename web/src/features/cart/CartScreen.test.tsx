import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../../shared/messages/cart.js';
import { COUPON_MESSAGES } from '../../../../shared/messages/coupon.js';
import { CartManager } from '../../lib/cart/cart-manager';
import { apiError, cartProduct, FakeServerCart } from '../../lib/cart/cart-test-utils';
import { emptyLocalCart, mergeIntoCart, readLocalCart, writeLocalCart } from '../../lib/cart/local-cart';
import { ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderRoutes, signedInSession, mockSession, link } from '../../test/utils';
import CartScreen from './CartScreen';

const RED = cartProduct({ productId: 'p1', name: 'Pitahaya roja', price: 4.5, stock: 10 });
const JAM = cartProduct({
  productId: 'p2',
  name: 'Mermelada',
  price: 3,
  stock: 5,
  producerId: 'farm-2',
  producerName: 'Finca Dos',
});

/** The catalog answers each product with the stock given (404 when absent); the shop offers `methods`. */
function catalog(stock: Record<string, number>, methods: string[] = ['cash_on_delivery']) {
  const server = apiServer();
  server.on('GET /v1/payments/options', () =>
    ok({ options: { methods, defaultMethod: methods[0], bankAccount: null, currency: 'EUR' } }),
  );
  for (const [id, units] of Object.entries(stock)) {
    const base = id === 'p2' ? JAM : RED;
    server.on(`GET /v1/products/${id}`, () => ok({ product: { ...base, id, stock: units, imageUrls: [] } }));
  }
  return server;
}

function storeLocal(...lines: [typeof RED, number][]) {
  let cart = emptyLocalCart();
  for (const [product, quantity] of lines) cart = mergeIntoCart(cart, product, quantity).cart;
  writeLocalCart(cart);
}

/** Testing Library compares a text with the page's spaces normalised: amounts carry a no-break space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** Waits for a debounced change to land (the quantity is sent 400 ms after the last click). */
const settled = (check: () => void) => waitFor(check, { timeout: 2_000 });

const renderCart = (options: Parameters<typeof renderRoutes>[1] = {}) =>
  renderRoutes([{ path: '/cart', element: <CartScreen /> }], { path: '/cart', ...options });

describe('cart screen', () => {
  it("shows a visitor's local cart by farm, with totals and the way to sign in to buy", async () => {
    catalog({ p1: 10, p2: 5 });
    storeLocal([RED, 2], [JAM, 1]);
    renderCart({ session: mockSession() });
    const groups = await screen.findAllByTestId('cart-group');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'De Finca Uno',
      'De Finca Dos',
    ]);
    expect(screen.getByText(/productos de 2 fincas/)).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/12,00\s€/);
    expect(link('Iniciar sesión para comprar')).toHaveAttribute('href', '/login?redirect=%2Fcheckout');
    expect(screen.queryByLabelText('Código de cupón')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Pagas al recibir tu pedido (contra reembolso). No te pedimos ningún dato de pago.',
      ),
    ).toBeInTheDocument();
  });

  it('says the ways to pay the shop offers now, never a promise the checkout does not keep', async () => {
    catalog({ p1: 10 }, ['card', 'bank_transfer', 'cash_on_delivery']);
    storeLocal([RED, 1]);
    renderCart({ session: mockSession() });
    expect(
      await screen.findByText(
        'Puedes pagar con tarjeta, por transferencia bancaria o al recibir tu pedido (contra reembolso): lo eliges al finalizar la compra.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No te pedimos ningún dato de pago/)).not.toBeInTheDocument();
  });

  it('changes a quantity within the stock, removes a line and empties the cart after confirming', async () => {
    catalog({ p1: 3, p2: 5 });
    storeLocal([RED, 2], [JAM, 1]);
    renderCart();
    const user = userEvent.setup();
    const plus = await screen.findByRole('button', { name: 'Añadir una unidad de Pitahaya roja' });
    await user.click(plus);
    await screen.findByRole('button', { name: 'Añadir una unidad de Pitahaya roja' });
    // 3 is the whole stock: the picker stops there.
    await settled(() => expect(plus).toBeDisabled());
    await settled(() => expect(readLocalCart().items[0]!.quantity).toBe(3));

    await user.click(screen.getByRole('button', { name: 'Quitar Mermelada del carrito' }));
    await settled(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Vaciar el carrito?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vaciar carrito' }));
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Tu carrito está vacío');
    expect(readLocalCart().items).toEqual([]);
  });

  it('checks local lines against the catalog and offers the fix on the line', async () => {
    catalog({ p1: 1 });
    storeLocal([RED, 3], [JAM, 1]);
    renderCart();
    expect(await screen.findByText(CART_MESSAGES.issueInsufficientStock(1))).toBeInTheDocument();
    expect(await screen.findByText(CART_MESSAGES.issueUnavailable)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dejar 1 unidad' }));
    await settled(() => expect(readLocalCart().items[0]!.quantity).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Quitar del carrito' }));
    await settled(() => expect(readLocalCart().items.map((item) => item.productId)).toEqual(['p1']));
  });

  it("shows validate's problems on a consumer's lines and holds the checkout until they are fixed", async () => {
    catalog({ p1: 10, p2: 5 });
    const server = new FakeServerCart({ p1: { price: 4.5, stock: 10 }, p2: { price: 3, stock: 5 } });
    server.seed('p1', 2);
    server.api.validate.mockImplementation(async () => ({
      valid: false,
      issues: [
        {
          itemId: 'item-p1',
          productId: 'p1',
          code: 'price_changed',
          message: CART_MESSAGES.issuePriceChanged(4.5, 5),
          currentPrice: 5,
        },
      ],
      cart: server.cart(),
    }));
    renderCart({ session: signedInSession('consumer'), cart: new CartManager({ api: server.api }) });
    expect(await screen.findByText(spaced(CART_MESSAGES.issuePriceChanged(4.5, 5)))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
    expect(screen.getByText(CART_MESSAGES.invalid)).toBeInTheDocument();
    const user = userEvent.setup();
    server.api.validate.mockImplementation(async () => ({ valid: true, issues: [], cart: server.cart() }));
    await user.click(screen.getByRole('button', { name: 'Aceptar el nuevo precio' }));
    await settled(() => expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled());
    expect(server.api.updateItem).toHaveBeenCalledWith('item-p1', 2);
  });

  it("applies a coupon to a consumer's cart, and shows a refusal on the field", async () => {
    catalog({ p1: 10 });
    const server = new FakeServerCart({ p1: { price: 4.5, stock: 10 } });
    server.seed('p1', 2);
    renderCart({ session: signedInSession('consumer'), cart: new CartManager({ api: server.api }) });
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Código de cupón');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El código de cupón es requerido');
    server.fail('applyCoupon', apiError(422, COUPON_MESSAGES.expired('VERANO2025')));
    await user.type(code, 'verano2025');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(COUPON_MESSAGES.expired('VERANO2025'))).toBeInTheDocument();
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.type(code, 'bienvenida10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('BIENVENIDA10');
    expect(server.api.applyCoupon).toHaveBeenLastCalledWith('BIENVENIDA10');
    expect(screen.getByText(/Descuento \(cupón BIENVENIDA10\)/)).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/8,10\s€/);
  });

  it("shows a consumer's cart farm by farm with its shipping, the gap to free shipping and the total", async () => {
    catalog({ p1: 10, p2: 5 });
    const server = new FakeServerCart({
      p1: { price: 4.5, stock: 10, producerName: 'Finca Uno' },
      p2: { price: 3, stock: 5, producerId: 'farm-2', producerName: 'Finca Dos' },
    });
    server.seed('p1', 2);
    server.seed('p2', 1);
    server.farms = [
      {
        producerId: 'farm-1',
        producerName: 'Finca Uno',
        itemsTotal: 9,
        shipping: 4.9,
        freeShippingFrom: 21.3,
        missingForFreeShipping: 12.3,
        pickup: { address: 'Camino del Valle 3', hours: 'L-V 9:00-14:00' },
      },
      {
        producerId: 'farm-2',
        producerName: 'Finca Dos',
        itemsTotal: 3,
        shipping: 0,
        freeShippingFrom: 0,
        missingForFreeShipping: null,
        pickup: null,
      },
    ];
    renderCart({ session: signedInSession('consumer'), cart: new CartManager({ api: server.api }) });
    const groups = await screen.findAllByTestId('cart-group');
    expect(spaced(within(groups[0]!).getByTestId('cart-group-shipping').textContent!)).toBe('Envío: 4,90 €');
    expect(spaced(within(groups[0]!).getByTestId('cart-group-missing').textContent!)).toBe(
      'Te faltan 12,30 € para el envío gratis',
    );
    expect(within(groups[0]!).getByText(/ofrece recogida/)).toBeInTheDocument();
    expect(within(groups[1]!).getByTestId('cart-group-shipping')).toHaveTextContent('Envío gratis');
    expect(within(groups[1]!).queryByTestId('cart-group-missing')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-shipping-total')).toHaveTextContent(/4,90\s€/);
    expect(screen.getByTestId('order-total')).toHaveTextContent(/16,90\s€/);
  });

  it('lists the lines a sign-in merge could not move whole, until dismissed', async () => {
    catalog({ p1: 10, p2: 0 });
    storeLocal([RED, 1], [JAM, 2]);
    const server = new FakeServerCart({ p1: { price: 4.5, stock: 10 }, p2: { price: 3, stock: 0 } });
    renderCart({ session: signedInSession('consumer'), cart: new CartManager({ api: server.api }) });
    const notes = await screen.findByRole('region', { name: /no se pasaron completos/ });
    expect(notes).toHaveTextContent(`Mermelada: ${CART_MESSAGES.notEnoughStock}`);
    await userEvent.setup().click(within(notes).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('region', { name: /no se pasaron completos/ })).not.toBeInTheDocument();
  });
});
