/**
 * Issue 23 at checkout: an undeliverable address is said on its field (as soon as the buyer leaves it, and
 * before anything is sent), the review shows where the order goes and how it is paid, and the address is saved
 * for the next checkout when the buyer keeps «Guardar esta dirección para la próxima vez» checked.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICING_MESSAGES } from '../../../../shared/messages/pricing.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { CartManager } from '../../lib/cart/cart-manager';
import { FakeServerCart } from '../../lib/cart/cart-test-utils';
import { ok } from '../../test/api-answers';
import { apiServer, order, paymentOptions } from '../../test/commerce';
import { LocationProbe, renderRoutes, signedInSession, pasteInto, textbox } from '../../test/utils';
import { luciaProfile } from '../../test/users';
import { CHECKOUT_TEXTS } from './checkout-texts';
import CheckoutScreen from './CheckoutScreen';

const SAVED = {
  fullName: 'Lucía Pérez',
  address: 'Calle Feria 12, 3º A',
  city: 'Sevilla',
  state: 'Sevilla',
  postalCode: '41003',
  phone: '+34 600 123 456',
};

const PROFILE = luciaProfile();

const OPTIONS = paymentOptions();

function setup() {
  const server = new FakeServerCart({ p1: { price: 4.5, stock: 10, producerName: 'Finca Uno' } });
  server.seed('p1', 2);
  const manager = new CartManager({ api: server.api });
  return renderRoutes(
    [
      { path: '/checkout', element: <CheckoutScreen /> },
      { path: '/order-confirmation/:orderId', element: <LocationProbe label="Confirmación" /> },
    ],
    { path: '/checkout', session: signedInSession('consumer'), cart: manager },
  );
}

describe('checkout: the address (issue 23)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says postcode 2801 and phone 12 on their fields when the buyer leaves them, and sends nothing', async () => {
    const api = apiServer({ 'GET /v1/users/profile': () => ok({ profile: PROFILE }) });
    setup();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Comprar y pagar' });
    await user.type(textbox('Teléfono'), '12');
    await user.type(textbox('Código postal'), '2801');
    expect(textbox('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Teléfono')).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.phoneFormat),
    );
    await user.tab();
    expect(textbox('Código postal')).toHaveAccessibleDescription(
      expect.stringContaining(PRICING_MESSAGES.postalCodeInvalid),
    );
    await pasteInto(user, 'Dirección', 'Calle Mayor 1');
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(textbox('Teléfono')).toHaveFocus();
    expect(api.to('POST', '/v1/orders/checkout')).toHaveLength(0);

    // Fixed: the messages go as the buyer types.
    await user.clear(textbox('Teléfono'));
    await user.type(textbox('Teléfono'), '600 123 456');
    expect(textbox('Teléfono')).not.toHaveAttribute('aria-invalid');
  });

  it('fills the form from the saved address, reviews address and payment, and saves nothing already saved', async () => {
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: { ...PROFILE, shippingAddress: SAVED } }),
      'GET /v1/payments/options': () => ok(OPTIONS),
      'POST /v1/orders/checkout': () => ok({ order: order({ id: 'order-5', orderId: 'order-5' }) }, 201),
    });
    setup();
    await screen.findByRole('button', { name: 'Comprar y pagar' });
    expect(textbox('Dirección')).toHaveValue(SAVED.address);
    expect(textbox('Código postal')).toHaveValue('41003');
    expect(textbox('Provincia')).toHaveValue('Sevilla');
    expect(textbox('Teléfono')).toHaveValue('+34 600 123 456');
    const review = screen.getByTestId('checkout-review');
    expect(within(review).getByTestId('checkout-review-address')).toHaveTextContent(
      'Lucía PérezCalle Feria 12, 3º A41003 Sevilla, SevillaTel. +34 600 123 456lucia@example.com',
    );
    await screen.findByRole('radio', { name: 'Transferencia bancaria' });
    expect(within(review).getByTestId('checkout-review-payment')).toHaveTextContent(
      'Método de pago: Transferencia bancaria',
    );
    // The confirm button comes after the review's address, lines, totals and payment.
    expect(within(review).getByRole('button', { name: 'Comprar y pagar' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: CHECKOUT_TEXTS.saveAddress })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await screen.findByText('Confirmación')).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')).toHaveLength(0);
  });

  it('saves a new address after the order when the box stays checked', async () => {
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'POST /v1/orders/checkout': () => ok({ order: order({ id: 'order-6', orderId: 'order-6' }) }, 201),
      'PUT /v1/users/profile': (call) =>
        ok({
          profile: {
            ...PROFILE,
            shippingAddress: (call.body as { shippingAddress: unknown }).shippingAddress,
          },
        }),
    });
    setup();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Comprar y pagar' });
    await pasteInto(user, 'Dirección', 'Calle Feria 12, 3º A');
    await pasteInto(user, 'Código postal', '41003');
    await pasteInto(user, 'Teléfono', '0034 600 123 456');
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await screen.findByText('Confirmación')).toBeInTheDocument();
    const [saved] = api.to('PUT', '/v1/users/profile');
    expect(saved!.body).toEqual({
      shippingAddress: {
        fullName: 'Lucía Pérez',
        address: 'Calle Feria 12, 3º A',
        city: 'Sevilla',
        postalCode: '41003',
        phone: '0034 600 123 456',
      },
    });
  });

  it('saves nothing when the buyer unchecks the box', async () => {
    const api = apiServer({
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'POST /v1/orders/checkout': () => ok({ order: order({ id: 'order-7', orderId: 'order-7' }) }, 201),
    });
    setup();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Comprar y pagar' });
    await pasteInto(user, 'Dirección', 'Calle Feria 12');
    await pasteInto(user, 'Código postal', '41003');
    await user.click(screen.getByRole('checkbox', { name: CHECKOUT_TEXTS.saveAddress }));
    await user.click(screen.getByRole('button', { name: 'Comprar y pagar' }));
    expect(await screen.findByText('Confirmación')).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')).toHaveLength(0);
  });
});
