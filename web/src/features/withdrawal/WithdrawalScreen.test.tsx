import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WITHDRAWAL_MESSAGES } from '../../../../shared/messages/legal.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, order, payment, productOrder } from '../../test/commerce';
import { renderScreen, link } from '../../test/utils';
import WithdrawalScreen from './WithdrawalScreen';

const recently = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
const delivered = (id: string, name: string, withdrawal: 'allowed' | 'perishable') =>
  productOrder({
    id,
    status: 'delivered',
    totalPrice: id === 'po-1' ? 9 : 4,
    history: [{ status: 'delivered', at: recently, by: 'farm-1' }],
    product: { ...productOrder().product, name, withdrawal },
  });

const ORDER = order({
  payment: payment({ method: 'card', status: 'paid', amount: 13 }),
  status: 'delivered',
  productOrders: [delivered('po-1', 'Infusión', 'allowed'), delivered('po-2', 'Pitahaya roja', 'perishable')],
});

const LEGAL = {
  name: 'Coop',
  nif: 'F04123451',
  address: 'C/ 1',
  email: 'hola@coop.es',
  configured: true,
  updatedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const api = apiServer({
    'GET /v1/orders': () => ok({ orders: [ORDER], nextToken: null }),
    'GET /v1/orders/order-1': () => ok({ order: ORDER, withdrawals: [] }),
    'GET /v1/legal': () => ok({ legal: LEGAL }),
  });
  renderScreen('/desistimiento', <WithdrawalScreen />, {
    path: '/desistimiento?pedido=order-1',
    role: 'consumer',
  });
  return api;
}

describe('the withdrawal function (/desistimiento)', () => {
  it('chooses the lines (an exempt one says why), then confirms with «Confirmar desistimiento»', async () => {
    const api = setup();
    const user = userEvent.setup();
    const infusion = await screen.findByRole('checkbox', { name: /Infusión/ });
    const fruit = screen.getByRole('checkbox', { name: /Pitahaya roja/ });
    expect(fruit).toBeDisabled();
    expect(fruit).toHaveAccessibleDescription('Sin derecho de desistimiento: es un producto perecedero.');
    expect(screen.getByRole('radio', { name: /Pedido ORDER1/ })).toBeChecked();

    // Nothing chosen: said, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText(WITHDRAWAL_MESSAGES.linesRequired)).toBeInTheDocument();

    await user.click(infusion);
    // A line chosen: the message goes.
    expect(screen.queryByText(WITHDRAWAL_MESSAGES.linesRequired)).toBeNull();
    await user.click(screen.getByLabelText(/Motivo/));
    await user.paste('Ya no lo necesito');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByTestId('withdrawal-confirm');
    expect(confirm).toHaveTextContent('2 × Infusión');
    expect(confirm).toHaveTextContent(/Te devolveremos 9,00\s€ a tu tarjeta/);
    expect(api.to('POST', '/v1/orders/order-1/withdrawal')).toHaveLength(0);

    api.on('POST /v1/orders/order-1/withdrawal', () =>
      ok(
        {
          withdrawal: {
            id: 'w-1',
            orderId: 'order-1',
            status: 'requested',
            productOrderIds: ['po-1'],
            refundAmount: 9,
            requestedAt: new Date().toISOString(),
            refundDueAt: new Date().toISOString(),
            receivedAt: null,
            lines: [
              { productOrderId: 'po-1', name: 'Infusión', quantity: 2, producerId: 'farm-1', amount: 9 },
            ],
          },
        },
        201,
      ),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar desistimiento' }));
    expect(await screen.findByTestId('withdrawal-done')).toHaveTextContent(WITHDRAWAL_MESSAGES.requested);
    expect(api.to('POST', '/v1/orders/order-1/withdrawal')[0]?.body).toEqual({
      productOrderIds: ['po-1'],
      reason: 'Ya no lo necesito',
    });
    expect(link('Ver el pedido ORDER1')).toHaveAttribute('href', '/orders/order-1');
  }, 20_000);

  it("goes back to the choice with the server's refusal", async () => {
    const api = setup();
    api.on('POST /v1/orders/order-1/withdrawal', () => fail(409, 'CONFLICT', 'El plazo terminó.'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Infusión/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar desistimiento' }));
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-choose')).toHaveTextContent('El plazo terminó.'),
    );
  });

  it('asks a visitor to sign in first and names where to send the model form', async () => {
    apiServer({
      'GET /v1/legal': () => ok({ legal: LEGAL }),
    });
    renderScreen('/desistimiento', <WithdrawalScreen />);
    expect(link('Iniciar sesión')).toHaveAttribute('href', '/login?redirect=%2Fdesistimiento');
    expect(await screen.findByText(/a hola@coop\.es/)).toBeInTheDocument();
  });
});
