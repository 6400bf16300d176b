import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutsAnswer } from '../../../../shared/contracts/payments/contract.js';
import type { Payout } from '../../../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import AdminPaymentsScreen from './AdminPaymentsScreen';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const stripePayout = (overrides: Partial<Payout>): Payout => ({
  id: 'payout-x',
  producerId: 'farm-2',
  producerName: 'Finca Dos',
  amount: 22.5,
  currency: 'EUR',
  method: 'stripe_transfer',
  status: 'pending',
  iban: null,
  holder: null,
  reference: 'acct_2',
  failure: null,
  createdAt: minutesAgo(30),
  paidAt: null,
  batchId: null,
  exportedAt: null,
  cancelledAt: null,
  ...overrides,
});

/** Left pending past its run; minutes old (its run may still wait for Stripe); refused by Stripe; paid. */
const STUCK = stripePayout({ id: 'payout-stuck' });
const PAYOUTS: PayoutsAnswer = {
  farms: [],
  payouts: [
    STUCK,
    stripePayout({ id: 'payout-fresh', createdAt: minutesAgo(1) }),
    stripePayout({ id: 'payout-failed', status: 'failed', failure: 'Cuenta de destino no válida' }),
    stripePayout({ id: 'payout-paid', status: 'paid', reference: 'tr_1', paidAt: minutesAgo(40) }),
  ],
  batches: [],
};

function setup(routes: Parameters<typeof apiServer>[0] = {}) {
  const api = apiServer({
    'GET /v1/payments/settings': () => fail(503, 'SERVICE_UNAVAILABLE', 'No disponible'),
    'GET /v1/payments/payouts': () => ok(PAYOUTS),
    'GET /v1/payments/refunds': () => ok({ refunds: [], nextToken: null }),
    ...routes,
  });
  renderScreen('/admin/payments', <AdminPaymentsScreen />, { role: 'admin' });
  return api;
}

const rowOf = async (index: number) => (await screen.findAllByTestId('payout-row'))[index]!;

describe('admin payouts: a Stripe payout left pending', () => {
  it('is checked at Stripe only once its run is over, and says what each Stripe payout is', async () => {
    const api = setup({
      'PATCH /v1/payments/payouts/payout-stuck': () =>
        ok({ payout: { ...STUCK, status: 'paid', reference: 'tr_9', paidAt: new Date().toISOString() } }),
    });
    const stuck = await rowOf(0);
    expect(within(stuck).getByTestId('payout-unconfirmed')).toHaveTextContent('Sin confirmar en Stripe');
    // Neither «Marcar como pagado» nor «Anular»: only Stripe knows whether the money moved.
    expect(
      within(stuck)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^Comprobar en Stripe/)]);
    const fresh = await rowOf(1);
    expect(fresh).toHaveTextContent('Enviándose a Stripe');
    expect(within(fresh).queryByRole('button')).not.toBeInTheDocument();
    const failed = await rowOf(2);
    expect(failed).toHaveTextContent('Cuenta de destino no válida');
    expect(failed).toHaveTextContent('Su importe volvió a su saldo disponible.');
    expect(within(failed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await rowOf(3)).queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(stuck).getByRole('button', { name: /^Comprobar en Stripe\s*\(Finca Dos, 22,50\s€\)$/ }),
    );
    const dialog = screen.getByRole('dialog', { name: '¿Comprobar este pago en Stripe?' });
    expect(dialog).toHaveTextContent(/La transferencia de 22,50\s€ a Finca Dos no se confirmó/);
    expect(api.to('PATCH', '/v1/payments/payouts/payout-stuck')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Comprobar en Stripe' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.payoutCheckedAtStripe)).toBeInTheDocument();
    expect(api.to('PATCH', '/v1/payments/payouts/payout-stuck')[0]!.body).toEqual({ status: 'paid' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog with Stripe out of reach, and closes it on a refusal with the server's words", async () => {
    let answer = () => fail(503, 'SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.payoutStripeUnreachable);
    const api = setup({ 'PATCH /v1/payments/payouts/payout-stuck': () => answer() });
    const user = userEvent.setup();
    await user.click(within(await rowOf(0)).getByRole('button', { name: /Comprobar en Stripe/ }));
    const dialog = screen.getByRole('dialog', { name: '¿Comprobar este pago en Stripe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Comprobar en Stripe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PAYMENT_MESSAGES.payoutStripeUnreachable,
    );

    answer = () => fail(409, 'CONFLICT', PAYMENT_MESSAGES.payoutTransferRefused);
    const loads = api.to('GET', '/v1/payments/payouts').length;
    await user.click(within(dialog).getByRole('button', { name: 'Comprobar en Stripe' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.payoutTransferRefused)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The payout moved (failed, its amount available): the list is read again.
    await vi.waitFor(() => expect(api.to('GET', '/v1/payments/payouts').length).toBeGreaterThan(loads));
  });
});
