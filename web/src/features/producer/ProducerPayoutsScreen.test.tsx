import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BalanceAnswer } from '../../../../shared/contracts/payments/contract.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { pageExit } from '../../lib/page-exit';
import { fail, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen, link } from '../../test/utils';
import ProducerPayoutsScreen from './ProducerPayoutsScreen';

const BALANCE: BalanceAnswer = {
  balance: {
    currency: 'EUR',
    commissionRate: 10,
    pendingAmount: 8.1,
    availableAmount: 27,
    paidOutAmount: 45,
    inPayoutAmount: 9,
  },
  lines: [
    {
      productOrderId: 'po-1',
      orderId: 'order-1',
      productName: 'Pitahaya roja',
      quantity: 2,
      method: 'card',
      amount: 9,
      commissionRate: 10,
      commission: 0.9,
      net: 8.1,
      bucket: 'pending',
      createdAt: '2026-05-02T10:00:00.000Z',
    },
    {
      productOrderId: 'po-2',
      orderId: 'order-2',
      productName: 'Mermelada',
      quantity: 1,
      method: 'cash_on_delivery',
      amount: 3,
      commissionRate: 10,
      commission: 0.3,
      net: 2.7,
      bucket: 'collected',
      createdAt: '2026-05-01T10:00:00.000Z',
    },
    {
      productOrderId: 'po-3',
      orderId: 'order-3',
      productName: 'Esqueje',
      quantity: 1,
      method: 'card',
      amount: 5,
      commissionRate: 0,
      commission: 0,
      net: 0,
      bucket: 'cancelled',
      createdAt: '2026-04-30T10:00:00.000Z',
    },
  ],
  payouts: [
    {
      id: 'payout-1',
      producerId: 'producer-1',
      producerName: 'Finca Uno',
      amount: 45,
      currency: 'EUR',
      method: 'bank_transfer',
      status: 'paid',
      iban: 'ES7921000813610123456789',
      holder: 'Finca Uno SL',
      reference: 'TRF-1',
      failure: null,
      createdAt: '2026-04-20T10:00:00.000Z',
      paidAt: '2026-04-21T10:00:00.000Z',
      batchId: 'batch-1',
      exportedAt: '2026-04-20T12:00:00.000Z',
      cancelledAt: null,
    },
  ],
  destination: 'bank_transfer',
};

const render = (path = '/producer/payouts', role: 'producer' | 'admin' = 'producer') =>
  renderScreen('/producer/payouts', <ProducerPayoutsScreen />, { path, role });

describe('producer payouts ("Cobros")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the balance figures, the lines with their commission and net, and the payouts', async () => {
    apiServer({
      'GET /v1/orders/producer/balance': () => ok(BALANCE),
      'GET /v1/payments/connect': () => ok({ connect: { status: 'active', accountId: 'acct_1' } }),
    });
    render();
    const figures = await screen.findByTestId('balance-figures');
    await vi.waitFor(() => expect(figures).toHaveTextContent(/Pendiente8,10\s€/));
    expect(figures).toHaveTextContent(/Disponible27,00\s€/);
    expect(figures).toHaveTextContent(/Pagado45,00\s€/);
    expect(figures).toHaveTextContent(/En pago9,00\s€/);
    expect(screen.getByText(/comisión de la tienda en los pedidos nuevos es del 10 %/)).toBeInTheDocument();

    const lines = screen.getAllByTestId('balance-line');
    expect(lines).toHaveLength(3);
    // A cancelled line: no commission, nothing owed.
    expect(within(lines[2]!).getByText('Sin comisión')).toBeInTheDocument();
    expect(lines[2]).not.toHaveTextContent(/0,00\s€/);
    expect(lines[0]).toHaveTextContent('ORDER1');
    expect(lines[0]).toHaveTextContent('2 × Pitahaya roja');
    expect(lines[0]).toHaveTextContent('Tarjeta');
    expect(lines[0]).toHaveTextContent(/0,90\s€/);
    expect(lines[0]).toHaveTextContent(/8,10\s€/);
    expect(lines[0]).toHaveTextContent('Pendiente de entrega');
    expect(lines[1]).toHaveTextContent('Cobrado en la entrega');
    expect(link('ORDER1', lines[0]!)).toHaveAttribute('href', '/producer/orders/order-1');
    const [payout] = screen.getAllByTestId('balance-payout');
    expect(payout).toHaveTextContent('Transferencia bancaria');
    expect(payout).toHaveTextContent('Pagado');
    expect(payout).toHaveTextContent('ES79 2100 0813 6101 2345 6789');
    expect(await screen.findByTestId('connect-status')).toHaveTextContent('Activa');
    expect(screen.queryByRole('button', { name: /Stripe/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('payouts-no-destination')).not.toBeInTheDocument();
  });

  it('warns a farm that has neither an IBAN nor an active Stripe account that it cannot be paid', async () => {
    apiServer({
      'GET /v1/orders/producer/balance': () => ok({ ...BALANCE, destination: null }),
      'GET /v1/payments/connect': () => ok({ connect: { status: 'none', accountId: null } }),
    });
    render();
    const warning = await screen.findByTestId('payouts-no-destination');
    expect(warning).toHaveTextContent('Aún no tenemos dónde pagarte.');
    expect(link('tu perfil', warning)).toHaveAttribute('href', '/profile');
  });

  it('sends a farm without a Stripe account to the onboarding page', async () => {
    const go = vi.spyOn(pageExit, 'go').mockImplementation(() => undefined);
    const api = apiServer({
      'GET /v1/orders/producer/balance': () => ok(BALANCE),
      'GET /v1/payments/connect': () => ok({ connect: { status: 'none', accountId: null } }),
      'POST /v1/payments/connect': () =>
        ok({ connect: { status: 'pending', accountId: 'acct_2' }, url: 'https://connect.test/onboarding/1' }),
    });
    render();
    expect(await screen.findByTestId('connect-status')).toHaveTextContent('Sin cuenta de cobro');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Configurar cobros con Stripe' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://connect.test/onboarding/1'));
    expect(api.to('POST', '/v1/payments/connect')).toHaveLength(1);
  });

  it('offers to finish an unfinished Stripe account', async () => {
    apiServer({
      'GET /v1/orders/producer/balance': () => ok(BALANCE),
      'GET /v1/payments/connect': () => ok({ connect: { status: 'pending', accountId: 'acct_2' } }),
    });
    render();
    expect(await screen.findByTestId('connect-status')).toHaveTextContent('Datos incompletos');
    expect(screen.getByRole('button', { name: 'Completar datos en Stripe' })).toBeInTheDocument();
  });

  it('says payouts go by bank transfer when card payments are not configured', async () => {
    apiServer({
      'GET /v1/orders/producer/balance': () => ok(BALANCE),
      'GET /v1/payments/connect': () => fail(503, 'SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.connectUnavailable),
    });
    render();
    expect(await screen.findByTestId('connect-unavailable')).toHaveTextContent(
      'te pagamos por transferencia bancaria al IBAN de tu perfil',
    );
    expect(link('Revisa tu IBAN en tu perfil')).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: /Stripe/ })).not.toBeInTheDocument();
  });

  it("shows an admin one farm's balance (named in the address) without the Stripe block", async () => {
    const api = apiServer({ 'GET /v1/orders/producer/balance': () => ok(BALANCE) });
    render('/producer/payouts?producer=farm-2', 'admin');
    await screen.findAllByTestId('balance-line');
    expect(api.to('GET', '/v1/orders/producer/balance')[0]!.query.get('producerId')).toBe('farm-2');
    expect(api.to('GET', '/v1/payments/connect')).toHaveLength(0);
    expect(screen.queryByTestId('connect-block')).not.toBeInTheDocument();
  });

  it('tells an admin a farm has nowhere to be paid', async () => {
    apiServer({ 'GET /v1/orders/producer/balance': () => ok({ ...BALANCE, destination: null }) });
    render('/producer/payouts?producer=farm-2', 'admin');
    expect(await screen.findByTestId('payouts-no-destination')).toHaveTextContent(
      'Esta finca no tiene IBAN ni cuenta de Stripe activa',
    );
  });
});
