import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, order } from '../../test/commerce';
import { mockSession, renderRoutes, signedInSession } from '../../test/utils';
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
    expect(screen.getByText(/Contra entrega: pagarás 12,00\s€ al recibirlo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute('href', '/orders/order-1');
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
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Forder-confirmation%2Forder-1',
    );
    expect(confirmed()).not.toBeInTheDocument();
    unmount();
    render('order-1', signedInSession('producer'));
    expect(await screen.findByTestId('confirmation-not-yours')).toBeInTheDocument();
    expect(confirmed()).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/v1/orders'))).toHaveLength(0);
  });
});
