import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { CART_CLEAR_EVENT, CartManager } from '../../lib/cart/cart-manager';
import { FakeServerCart } from '../../lib/cart/cart-test-utils';
import { fail, fieldRejected, ok } from '../../test/api-answers';
import { apiServer, order } from '../../test/commerce';
import { LocationProbe, renderRoutes, signedInSession } from '../../test/utils';
import CheckoutScreen from './CheckoutScreen';

const PROFILE = {
  id: 'consumer-1',
  email: 'lucia@example.com',
  fullName: 'Lucía Pérez',
  role: 'consumer',
  isActive: true,
  phone: '600 123 456',
  address: 'Calle Mayor 1',
  city: 'Sevilla',
  createdAt: '',
  updatedAt: '',
};

function setup(role: 'consumer' | 'producer' = 'consumer') {
  const server = new FakeServerCart({
    p1: { price: 4.5, stock: 10, producerName: 'Finca Uno' },
    p2: { price: 3, stock: 5, producerId: 'farm-2', producerName: 'Finca Dos' },
  });
  server.seed('p1', 2);
  server.seed('p2', 1);
  const manager = new CartManager({ api: server.api });
  const view = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutScreen /> },
      { path: '/order-confirmation/:orderId', element: <LocationProbe label="Confirmación" /> },
      { path: '*', element: <LocationProbe label="Otra" /> },
    ],
    { path: '/checkout', session: signedInSession(role), cart: manager },
  );
  return { server, manager, ...view };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

describe('checkout', () => {
  it('tells a producer (or an admin) that buying needs a consumer account', async () => {
    apiServer();
    setup('producer');
    expect(await screen.findByTestId('checkout-consumer-only')).toHaveTextContent(
      'Para comprar necesitas una cuenta de cliente.',
    );
    expect(screen.queryByRole('button', { name: 'Confirmar pedido' })).not.toBeInTheDocument();
  });

  it('prefills from the profile, checks with the contract messages, and says payment is on delivery', async () => {
    apiServer({ 'GET /v1/users/profile': () => ok({ profile: { ...PROFILE, address: '', phone: '' } }) });
    setup();
    await screen.findByRole('button', { name: 'Confirmar pedido' });
    expect(field('Nombre completo')).toHaveValue('Lucía Pérez');
    expect(field('Email')).toHaveValue('lucia@example.com');
    expect(field('Ciudad')).toHaveValue('Sevilla');
    expect(screen.getByTestId('checkout-payment')).toHaveTextContent('Pago contra entrega');
    expect(screen.getAllByTestId('checkout-group')).toHaveLength(2);

    const user = userEvent.setup();
    await user.type(field('Teléfono'), 'abc');
    await user.clear(field('Email'));
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(screen.getByText(VALIDATION_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(field('Dirección')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends one Idempotency-Key per attempt: a retry after no answer reuses it, then goes to the confirmation', async () => {
    let attempts = 0;
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'POST /v1/orders/checkout': () => {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return ok({ order: order({ id: 'order-77', orderId: 'order-77' }) }, 201);
      },
    });
    const cleared = vi.fn();
    window.addEventListener(CART_CLEAR_EVENT, cleared);
    const { router } = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código postal'), '41001');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor');
    await user.click(screen.getByRole('button', { name: 'Reintentar el pedido' }));
    expect(await screen.findByText('Confirmación')).toBeInTheDocument();
    window.removeEventListener(CART_CLEAR_EVENT, cleared);

    const sent = api.to('POST', '/v1/orders/checkout');
    expect(sent).toHaveLength(2);
    const keys = sent.map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sent[0]!.body).toEqual({
      shippingInfo: {
        fullName: 'Lucía Pérez',
        email: 'lucia@example.com',
        phone: '600 123 456',
        address: 'Calle Mayor 1',
        city: 'Sevilla',
        postalCode: '41001',
      },
    });
    expect(router.state.location.pathname).toBe('/order-confirmation/order-77');
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(ORDER_MESSAGES.created)).toBeInTheDocument();
  });

  it("shows the contract's refusal with a way back to the cart, and a new attempt gets a new key", async () => {
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: { ...PROFILE } }),
      'POST /v1/orders/checkout': () => fail(409, 'CONFLICT', CHECKOUT_MESSAGES.stockChanged),
    });
    setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código postal'), '41001');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.stockChanged)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisar el carrito' })).toHaveAttribute('href', '/cart');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await vi.waitFor(() => expect(api.to('POST', '/v1/orders/checkout')).toHaveLength(2));
    const [first, second] = api.to('POST', '/v1/orders/checkout');
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('puts the server field errors on their fields', async () => {
    apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'POST /v1/orders/checkout': () =>
        fieldRejected('shippingInfo.postalCode', VALIDATION_MESSAGES.postalCodeRequired),
    });
    setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código postal'), '   1');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.postalCodeRequired)).toBeInTheDocument();
    expect(field('Código postal')).toHaveAttribute('aria-invalid', 'true');
  });
});
