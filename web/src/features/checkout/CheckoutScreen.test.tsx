import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import { PAYMENT_MESSAGES, PAYMENT_METHOD_HINTS } from '../../../../shared/messages/payment.js';
import { pageExit } from '../../lib/page-exit';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { PRICING_MESSAGES } from '../../../../shared/messages/pricing.js';
import { CART_CLEAR_EVENT, CartManager } from '../../lib/cart/cart-manager';
import { FakeServerCart } from '../../lib/cart/cart-test-utils';
import { fail, fieldRejected, ok } from '../../test/api-answers';
import { apiServer, order, payment, paymentOptions } from '../../test/commerce';
import { LocationProbe, renderRoutes, signedInSession, link } from '../../test/utils';
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

/** Writes `postalCode` in the form and presses «Comprar y pagar»; the user, for what follows. */
async function buyWith(postalCode: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Código postal'), postalCode);
  await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

describe('checkout', () => {
  it('tells a producer (or an admin) that buying needs a consumer account', async () => {
    apiServer();
    setup('producer');
    expect(await screen.findByTestId('checkout-consumer-only')).toHaveTextContent(
      'Para comprar necesitas una cuenta de cliente.',
    );
    expect(screen.queryByRole('button', { name: 'Comprar y pagar' })).not.toBeInTheDocument();
  });

  it('prefills from the profile, checks with the contract messages, and says when the methods cannot be read', async () => {
    apiServer({ 'GET /v1/users/profile': () => ok({ profile: { ...PROFILE, address: '', phone: '' } }) });
    setup();
    await screen.findByRole('button', { name: 'Comprar y pagar' });
    expect(field('Nombre completo')).toHaveValue('Lucía Pérez');
    expect(field('Email')).toHaveValue('lucia@example.com');
    expect(field('Ciudad')).toHaveValue('Sevilla');
    expect(screen.getByTestId('checkout-payment')).toHaveTextContent('el método habitual de la tienda');
    expect(screen.getAllByTestId('checkout-group')).toHaveLength(2);

    const user = userEvent.setup();
    await user.type(field('Teléfono'), 'abc');
    await user.clear(field('Email'));
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(screen.getByText(VALIDATION_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveAttribute('aria-invalid', 'true');
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
    const user = await buyWith('41001');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor');
    await user.click(screen.getByRole('button', { name: 'Reintentar: comprar y pagar' }));
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
    const user = await buyWith('41001');
    expect(await screen.findByText(CHECKOUT_MESSAGES.stockChanged)).toBeInTheDocument();
    expect(link('Revisar el carrito')).toHaveAttribute('href', '/cart');
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    await vi.waitFor(() => expect(api.to('POST', '/v1/orders/checkout')).toHaveLength(2));
    const [first, second] = api.to('POST', '/v1/orders/checkout');
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('puts the server field errors on their fields (a zone the shop does not serve)', async () => {
    apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'POST /v1/orders/checkout': () =>
        fieldRejected('shippingInfo.postalCode', PRICING_MESSAGES.zoneNotServed),
    });
    setup();
    await buyWith('35001');
    expect(await screen.findByText(PRICING_MESSAGES.zoneNotServed)).toBeInTheDocument();
    expect(field('Código postal')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a postal code outside Spain before sending, with the shared message', async () => {
    const api = apiServer({ 'GET /v1/users/profile': () => ok({ profile: PROFILE }) });
    setup();
    await buyWith('99001');
    expect(await screen.findByText(PRICING_MESSAGES.postalCodeInvalid)).toBeInTheDocument();
    expect(field('Código postal')).toHaveFocus();
    expect(api.to('POST', '/v1/orders/checkout')).toHaveLength(0);
  });
});

describe('checkout: delivery, pickup and a complete invoice', () => {
  const PICKUP = { address: 'Camino del Valle 3, Murcia', hours: 'De lunes a viernes, de 9:00 a 14:00' };
  const FARM_WITH_PICKUP = {
    producerId: 'farm-1',
    producerName: 'Finca Uno',
    itemsTotal: 9,
    shipping: 4.9,
    freeShippingFrom: 40,
    missingForFreeShipping: 31,
    pickup: PICKUP,
  };

  it('lets the buyer collect at a farm that offers it, recomputes the review, and sends pickupFrom and billing', async () => {
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'POST /v1/orders/checkout': () => ok({ order: order({ id: 'order-9', orderId: 'order-9' }) }, 201),
    });
    const { server } = setup();
    server.farms = [
      FARM_WITH_PICKUP,
      {
        producerId: 'farm-2',
        producerName: 'Finca Dos',
        itemsTotal: 3,
        shipping: 3.5,
        freeShippingFrom: null,
        missingForFreeShipping: null,
        pickup: null,
      },
    ];
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código postal'), '41001');
    const review = screen.getByTestId('checkout-review');
    // Every farm delivered: 12 + 4,90 + 3,50.
    expect(within(review).getByTestId('order-total')).toHaveTextContent(/20,40\s€/);
    // Only the farm with pickup offers the choice.
    const choices = screen.getAllByTestId('delivery-choice');
    expect(choices).toHaveLength(1);
    await user.click(within(choices[0]!).getByRole('radio', { name: 'Recoger en la finca' }));
    expect(within(review).getAllByTestId('checkout-group-delivery')[0]).toHaveTextContent(
      `Recogida en la finca: ${PICKUP.address}, ${PICKUP.hours}`,
    );
    expect(within(review).getByTestId('order-total')).toHaveTextContent(/15,50\s€/);
    expect(within(review).getByTestId('order-tax')).toHaveTextContent(/IVA 10 %/);

    await user.click(screen.getByRole('checkbox', { name: 'Quiero factura completa' }));
    await user.type(field('NIF, NIE o CIF'), '12345678A');
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await screen.findByText(PRICING_MESSAGES.billingNifInvalid)).toBeInTheDocument();
    expect(field('NIF, NIE o CIF')).toHaveFocus();
    expect(api.to('POST', '/v1/orders/checkout')).toHaveLength(0);

    await user.clear(field('NIF, NIE o CIF'));
    await user.type(field('NIF, NIE o CIF'), '12345678z');
    await user.type(field('Nombre o razón social'), 'Lucía Pérez');
    expect(within(review).getByTestId('checkout-invoice')).toHaveTextContent(
      'Factura completa a nombre de Lucía Pérez (NIF 12345678Z).',
    );
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await screen.findByText('Confirmación')).toBeInTheDocument();
    expect(api.to('POST', '/v1/orders/checkout')[0]!.body).toMatchObject({
      pickupFrom: ['farm-1'],
      billing: { nif: '12345678Z', name: 'Lucía Pérez' },
    });
  });

  it("shows the server's pickup refusal on the delivery choice", async () => {
    const message = PRICING_MESSAGES.pickupNotOffered('Finca Uno');
    apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'POST /v1/orders/checkout': () => fieldRejected('pickupFrom', message),
    });
    const { server } = setup();
    server.farms = [FARM_WITH_PICKUP];
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código postal'), '41001');
    await user.click(screen.getByRole('radio', { name: 'Recoger en la finca' }));
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await within(screen.getByTestId('checkout-delivery')).findByRole('alert')).toHaveTextContent(
      message,
    );
  });
});

const OPTIONS = paymentOptions();

describe('checkout: the payment method', () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers the shop's methods with their hints, the default chosen, and sends the one chosen", async () => {
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'GET /v1/payments/options': () => ok(OPTIONS),
      'POST /v1/orders/checkout': () =>
        ok({ order: order({ id: 'order-9', orderId: 'order-9', payment: payment() }) }, 201),
    });
    setup();
    const group = await screen.findByRole('group', { name: 'Método de pago' });
    const transfer = screen.getByRole('radio', { name: 'Transferencia bancaria' });
    expect(transfer).toBeChecked();
    expect(transfer).toHaveAccessibleDescription(PAYMENT_METHOD_HINTS.bank_transfer);
    expect(group).toHaveTextContent('Tarjeta');
    expect(screen.getByText(/Total a pagar por transferencia/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Pago contra reembolso' }));
    expect(screen.getByRole('radio', { name: 'Pago contra reembolso' })).toBeChecked();
    expect(screen.getByText(/Total a pagar al recibir/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código postal'), '41001');
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await screen.findByText('Confirmación')).toBeInTheDocument();
    const [sent] = api.to('POST', '/v1/orders/checkout');
    expect(sent!.body).toMatchObject({ paymentMethod: 'cash_on_delivery' });
    expect(await screen.findByText(ORDER_MESSAGES.created)).toBeInTheDocument();
  });

  it("sends a card order and goes to the provider's page the answer names", async () => {
    const go = vi.spyOn(pageExit, 'go').mockImplementation(() => undefined);
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'GET /v1/payments/options': () => ok(OPTIONS),
      'POST /v1/orders/checkout': () =>
        ok(
          {
            order: order({ id: 'order-5', orderId: 'order-5', payment: payment({ method: 'card' }) }),
            payment: { redirectUrl: 'https://pagos.test/checkout/cs_1' },
          },
          201,
        ),
    });
    const cleared = vi.fn();
    window.addEventListener(CART_CLEAR_EVENT, cleared);
    const { router } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Tarjeta' }));
    expect(screen.getByText('Al confirmar te llevamos a la página segura de pago.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código postal'), '41001');
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://pagos.test/checkout/cs_1'));
    window.removeEventListener(CART_CLEAR_EVENT, cleared);
    expect(api.to('POST', '/v1/orders/checkout')[0]!.body).toMatchObject({ paymentMethod: 'card' });
    expect(cleared).toHaveBeenCalledTimes(1);
    // The confirmation takes the checkout's place in the history: "Atrás" on the provider's page lands there.
    expect(router.state.location.pathname).toBe('/order-confirmation/order-5');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says a transfer order waits for the transfer', async () => {
    apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'GET /v1/payments/options': () => ok(OPTIONS),
      'POST /v1/orders/checkout': () =>
        ok({ order: order({ payment: payment({ method: 'bank_transfer' }) }) }, 201),
    });
    setup();
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: 'Transferencia bancaria' });
    await user.type(screen.getByLabelText('Código postal'), '41001');
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.orderCreatedTransfer)).toBeInTheDocument();
  });

  it('says so and sends no method when the options cannot be read', async () => {
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'GET /v1/payments/options': () => fail(500, 'INTERNAL_ERROR', 'Error'),
      'POST /v1/orders/checkout': () => ok({ order: order() }, 201),
    });
    setup();
    expect(await screen.findByTestId('checkout-payment')).toHaveTextContent(
      'el método habitual de la tienda',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código postal'), '41001');
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await screen.findByText('Confirmación')).toBeInTheDocument();
    expect(api.to('POST', '/v1/orders/checkout')[0]!.body).not.toHaveProperty('paymentMethod');
  });
});
