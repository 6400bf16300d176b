/** The consumer's side of refunds: the cancel dialog of a paid order, the refund note and the reminders. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages/user.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, serveOrder, order, payment } from '../../test/commerce';
import { answerDialog, renderScreen, link } from '../../test/utils';
import { userProfile } from '../../test/users';
import OrderDetailScreen from './OrderDetailScreen';
import OrdersScreen from './OrdersScreen';
import { moneyBackOnCancel } from './CancelOrderDialog';

const PROFILE = userProfile({ refundAccount: null });
const ACCOUNT = { iban: 'ES7921000813610123456789', holder: 'Ana Ruiz' };
const PAID_TRANSFER = payment({
  method: 'bank_transfer',
  status: 'paid',
  amount: 14.5,
  paidAt: '2026-05-02T10:00:00.000Z',
  reference: 'ORDER1AB',
});

const render = (id = 'order-1') =>
  renderScreen('/orders/:id', <OrderDetailScreen />, { path: `/orders/${id}`, role: 'consumer' });

const cancelledWith = (overrides: Parameters<typeof payment>[0]) =>
  order({
    status: 'cancelled',
    productOrders: order().productOrders.map((po) => ({ ...po, status: 'cancelled' as const })),
    payment: payment(overrides),
  });

/** The order cancelled with its transfer's money still owed back. */
const OWED_BY_TRANSFER = cancelledWith({
  ...PAID_TRANSFER,
  status: 'refund_pending',
  refundPendingAmount: 14.5,
});

/** The cancel dialog's refund account fields, as answerDialog fills them. */
const refundAccount = (iban: string, holder: string) =>
  [
    [/IBAN/, iban],
    [/Titular/, holder],
  ] as const;

/** The order's page, and its cancel dialog opened. */
async function openCancelDialog() {
  render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
  return { user, dialog: screen.getByRole('alertdialog', { name: '¿Cancelar este pedido?' }) };
}

describe('cancelling a paid order', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the card gets the money back, in how long', async () => {
    serveOrder(
      order({
        payment: payment({ method: 'card', status: 'paid', amount: 14.5, paidAt: '2026-05-02' }),
      }),
      { 'GET /v1/users/profile': () => ok({ profile: PROFILE }) },
    );
    const { dialog } = await openCancelDialog();
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent(
      /Te devolvemos 14,50\s€ a la tarjeta con la que pagaste: según tu banco, lo verás en 5 a 10 días hábiles/,
    );
    expect(within(dialog).queryByLabelText(/IBAN/)).not.toBeInTheDocument();
  });

  it('asks where to send a transfer back, saves the account in the profile first, then cancels', async () => {
    let stored = PROFILE;
    const api = serveOrder(order({ payment: PAID_TRANSFER }), {
      'GET /v1/users/profile': () => ok({ profile: stored }),
      'PUT /v1/users/profile': () => {
        stored = { ...PROFILE, refundAccount: ACCOUNT };
        return ok({ profile: stored });
      },
      'DELETE /v1/orders/order-1': () => ok({ order: OWED_BY_TRANSFER }),
    });
    const { user, dialog } = await openCancelDialog();
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent(
      /Te devolvemos 14,50\s€ por transferencia en los 5 días hábiles siguientes a tener tu cuenta/,
    );
    await answerDialog(user, dialog, [[/IBAN/, 'ES00 1234']], 'Sí, cancelar pedido');
    expect(within(dialog).getByText(PROFILE_MESSAGES.payoutIbanInvalid)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')).toHaveLength(0);
    expect(api.to('DELETE', '/v1/orders/order-1')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/IBAN/));
    await answerDialog(
      user,
      dialog,
      refundAccount('ES79 2100 0813 6101 2345 6789', 'Ana Ruiz'),
      'Sí, cancelar pedido',
    );
    expect(await screen.findByText(ORDER_MESSAGES.cancelled)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')[0]!.body).toEqual({ refundAccount: ACCOUNT });
    expect(api.to('DELETE', '/v1/orders/order-1')).toHaveLength(1);
    // The order now says the money is owed back, to that account.
    expect(await screen.findByTestId('payment-facts')).toHaveTextContent('Reembolso pendiente');
    expect(screen.getByTestId('payment-refund-pending')).toHaveTextContent(/14,50\s€/);
    expect(await screen.findByTestId('refund-note')).toHaveTextContent('ES79 2100 0813 6101 2345 6789');
  });

  it('cancels without an account (asked later), and keeps a refused account on its field', async () => {
    const api = serveOrder(order({ payment: PAID_TRANSFER }), {
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'PUT /v1/users/profile': () =>
        fail(422, 'VALIDATION_ERROR', PROFILE_MESSAGES.payoutIbanInvalid, [
          { field: 'refundAccount.iban', message: PROFILE_MESSAGES.payoutIbanInvalid },
        ]),
      'DELETE /v1/orders/order-1': () => ok({ order: OWED_BY_TRANSFER }),
    });
    const { user, dialog } = await openCancelDialog();
    await answerDialog(user, dialog, refundAccount('ES7921000813610123456789', 'Ana'), 'Sí, cancelar pedido');
    expect(await within(dialog).findByText(PROFILE_MESSAGES.payoutIbanInvalid)).toBeInTheDocument();
    expect(api.to('DELETE', '/v1/orders/order-1')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/IBAN/));
    await user.clear(within(dialog).getByLabelText(/Titular/));
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByText(ORDER_MESSAGES.cancelled)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')).toHaveLength(1);
    // No account yet: the order page asks for it.
    const reminder = await screen.findByTestId('refund-reminder');
    expect(reminder).toHaveTextContent(/Te devolvemos 14,50\s€ por transferencia/);
  });

  it('counts only money that arrived and is not owed back already', () => {
    expect(moneyBackOnCancel(order({ payment: payment({ status: 'pending', amount: 10 }) }))).toBe(0);
    expect(moneyBackOnCancel(order({ payment: PAID_TRANSFER }))).toBe(14.5);
    expect(
      moneyBackOnCancel(
        order({ payment: { ...PAID_TRANSFER, status: 'refund_pending', refundPendingAmount: 4.5 } }),
      ),
    ).toBe(10);
  });
});

describe('money owed back on the order page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the account a transfer refund goes to, then says where it goes', async () => {
    const api = serveOrder(OWED_BY_TRANSFER, {
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
      'PUT /v1/users/profile': () => ok({ profile: { ...PROFILE, refundAccount: ACCOUNT } }),
    });
    render();
    const reminder = await screen.findByTestId('refund-reminder');
    const user = userEvent.setup();
    await user.click(within(reminder).getByLabelText('IBAN'));
    await user.paste('ES79 2100 0813 6101 2345 6789');
    await user.click(within(reminder).getByLabelText('Titular de la cuenta'));
    await user.paste('Ana Ruiz');
    await user.click(within(reminder).getByRole('button', { name: 'Guardar mi cuenta' }));
    expect(await screen.findByTestId('refund-note')).toHaveTextContent(
      /Te devolvemos 14,50\s€ por transferencia a tu cuenta ES79 2100 0813 6101 2345 6789 \(Ana Ruiz\)/,
    );
    expect(api.to('PUT', '/v1/users/profile')[0]!.body).toEqual({ refundAccount: ACCOUNT });
  });

  it('says a card refund is on its way, and nothing once it moved', async () => {
    serveOrder(
      cancelledWith({
        method: 'card',
        status: 'refund_pending',
        amount: 14.5,
        paidAt: '2026-05-02T10:00:00.000Z',
        refundPendingAmount: 14.5,
      }),
      {
        'GET /v1/orders/order-2': () =>
          ok({
            order: {
              ...cancelledWith({
                method: 'card',
                status: 'refunded',
                amount: 14.5,
                paidAt: '2026-05-02T10:00:00.000Z',
                refundedAmount: 14.5,
              }),
              id: 'order-2',
              orderId: 'order-2',
            },
          }),
      },
    );
    const { unmount } = render();
    expect(await screen.findByTestId('refund-note')).toHaveTextContent(/a la tarjeta con la que pagaste/);
    unmount();
    render('order-2');
    expect(await screen.findByTestId('payment-facts')).toHaveTextContent('Reembolsado');
    expect(screen.queryByTestId('refund-note')).not.toBeInTheDocument();
  });
});

describe('"Mis pedidos" reminds of a refund account', () => {
  afterEach(() => vi.restoreAllMocks());

  it('while a listed order owes money by transfer and the profile has no account', async () => {
    const owed = OWED_BY_TRANSFER;
    apiServer({
      'GET /v1/orders': () => ok({ orders: [owed], nextToken: null }),
      'GET /v1/users/profile': () => ok({ profile: PROFILE }),
    });
    renderScreen('/orders', <OrdersScreen />, { role: 'consumer' });
    const reminder = await screen.findByTestId('refund-account-reminder', {}, { timeout: 3000 });
    expect(link('Indica tu cuenta para reembolsos', reminder)).toHaveAttribute(
      'href',
      '/profile#cuenta-reembolsos',
    );
  });
});
