import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { pageExit } from '../../lib/page-exit';
import { ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, order, payment, paymentOptions } from '../../test/commerce';
import { mockSession, renderRoutes, signedInSession, link } from '../../test/utils';
import OrderConfirmationScreen from './OrderConfirmationScreen';

const render = (id: string, session = signedInSession('consumer')) =>
  renderRoutes([{ path: '/order-confirmation/:orderId', element: <OrderConfirmationScreen /> }], {
    path: `/order-confirmation/${id}`,
    session,
  });

const confirmed = () => screen.queryByText(/confirmado/i);

describe('order confirmation', () => {
  it("confirms the consumer's own order, read from the server", async () => {
    const api = apiServer({ 'GET /v1/orders/consumer/order-1': () => ok({ order: order() }) });
    render('order-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Gracias! Tu pedido está confirmado' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('ORDER1');
    expect(screen.getAllByTestId('order-farm')).toHaveLength(2);
    expect(screen.getByTestId('confirmation-payment')).toHaveTextContent('Se paga al recibir');
    expect(screen.getByTestId('confirmation-cash')).toHaveTextContent(
      /Pagarás a cada finca al recibir su parte \(12,00\s€ en total\)/,
    );
    expect(link('Ver el pedido')).toHaveAttribute('href', '/orders/order-1');
    expect(api.to('GET', '/v1/orders/consumer/order-1')).toHaveLength(1);
  });

  it('never reads as confirmed for an unknown or foreign id (the server answers 404 for both)', async () => {
    apiServer({ 'GET /v1/orders/consumer/abc123': () => fail(404, 'NOT_FOUND', ORDER_MESSAGES.notFound) });
    render('abc123');
    expect(await screen.findByTestId('confirmation-not-found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pedido no encontrado');
    expect(confirmed()).not.toBeInTheDocument();
  });

  it('does not ask the server for an id that cannot be one', async () => {
    const api = apiServer();
    render('no%20v%C3%A1lido');
    expect(await screen.findByTestId('confirmation-not-found')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/v1/orders'))).toHaveLength(0);
  });

  it('asks a visitor to sign in, and tells a producer the page is for the buyer', async () => {
    const api = apiServer();
    const { unmount } = render('order-1', mockSession());
    expect(await screen.findByTestId('confirmation-sign-in')).toBeInTheDocument();
    expect(link('Iniciar sesión')).toHaveAttribute('href', '/login?redirect=%2Forder-confirmation%2Forder-1');
    expect(confirmed()).not.toBeInTheDocument();
    unmount();
    render('order-1', signedInSession('producer'));
    expect(await screen.findByTestId('confirmation-not-yours')).toBeInTheDocument();
    expect(confirmed()).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/v1/orders'))).toHaveLength(0);
  });
});

describe('order confirmation: the payment', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads an unpaid card order again every 2 s until it is paid, then reads as confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const api = apiServer({
      'GET /v1/orders/consumer/order-1': () => {
        reads += 1;
        const paid = reads >= 3;
        return ok({
          order: order({
            payment: payment({
              method: 'card',
              status: paid ? 'paid' : 'pending',
              paidAt: paid ? '2026-05-02T10:01:00.000Z' : null,
            }),
          }),
        });
      },
    });
    render('order-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu pedido está reservado: falta el pago' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-payment')).toHaveTextContent('Pago pendiente');
    expect(screen.getByText(PAYMENT_MESSAGES.paymentPending)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar el pago' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2100));
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Gracias! Tu pedido está confirmado' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-payment')).toHaveTextContent('Pagado');
    expect(screen.queryByRole('button', { name: 'Reintentar el pago' })).not.toBeInTheDocument();
    const count = api.to('GET', '/v1/orders/consumer/order-1').length;
    expect(count).toBe(3);
    // Paid: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.to('GET', '/v1/orders/consumer/order-1')).toHaveLength(count);
  });

  it('stops reading after two minutes and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = apiServer({
      'GET /v1/orders/consumer/order-1': () =>
        ok({ order: order({ payment: payment({ method: 'card', status: 'pending' }) }) }),
    });
    render('order-1');
    await screen.findByRole('button', { name: 'Reintentar el pago' });
    await act(() => vi.advanceTimersByTimeAsync(121_000));
    expect(await screen.findByRole('button', { name: 'Comprobar de nuevo' })).toBeInTheDocument();
    const reads = api.to('GET', '/v1/orders/consumer/order-1').length;
    expect(reads).toBeGreaterThan(50);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.to('GET', '/v1/orders/consumer/order-1')).toHaveLength(reads);
  });

  it('asks for a new card page for a declined payment and goes to it', async () => {
    const go = vi.spyOn(pageExit, 'go').mockImplementation(() => undefined);
    const api = apiServer({
      'GET /v1/orders/consumer/order-1': () =>
        ok({ order: order({ payment: payment({ method: 'card', status: 'failed' }) }) }),
      'POST /v1/orders/order-1/payment': () =>
        ok({ order: order(), payment: { redirectUrl: 'https://pagos.test/checkout/cs_2' } }),
    });
    render('order-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El pago no se completó' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-payment')).toHaveTextContent('Pago rechazado');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar el pago' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://pagos.test/checkout/cs_2'));
    expect(api.to('POST', '/v1/orders/order-1/payment')).toHaveLength(1);
  });

  it('says why a retry was refused (already paid) and reads the order again', async () => {
    const api = apiServer({
      'GET /v1/orders/consumer/order-1': () =>
        ok({ order: order({ payment: payment({ method: 'card', status: 'failed' }) }) }),
      'POST /v1/orders/order-1/payment': () => fail(409, 'CONFLICT', PAYMENT_MESSAGES.alreadyPaid),
    });
    render('order-1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reintentar el pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.alreadyPaid);
    await vi.waitFor(() => expect(api.to('GET', '/v1/orders/consumer/order-1').length).toBeGreaterThan(1));
  });

  it("shows where to send a bank transfer: the shop's IBAN and holder, the amount, the reference and the date", async () => {
    apiServer({
      'GET /v1/orders/consumer/order-1': () =>
        ok({
          order: order({
            payment: payment({
              method: 'bank_transfer',
              reference: 'PIT-ORDER1',
              dueAt: '2026-05-09T10:00:00.000Z',
            }),
          }),
        }),
      'GET /v1/payments/options': () => ok(paymentOptions({ methods: ['bank_transfer'] })),
    });
    render('order-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Gracias! Tu pedido está reservado' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('bank-iban')).toHaveTextContent('ES91 2100 0418 4502 0005 1332');
    expect(screen.getByText('Cooperativa Pitahaya')).toBeInTheDocument();
    expect(screen.getByTestId('bank-amount')).toHaveTextContent(/12,00\s€/);
    expect(screen.getByTestId('bank-reference')).toHaveTextContent('PIT-ORDER1');
    expect(screen.getByTestId('bank-due')).toHaveTextContent('9 de mayo de 2026');
    expect(screen.queryByRole('button', { name: 'Reintentar el pago' })).not.toBeInTheDocument();
  });
});
