import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { apiServer, farmLine } from '../../test/commerce';
import { LocationProbe, renderRoutes, signedInSession, link } from '../../test/utils';
import ProducerOrdersScreen from './ProducerOrdersScreen';

const COUNTS = {
  all: 4,
  awaiting_payment: 1,
  pending: 2,
  organizing: 0,
  ready_to_ship: 0,
  shipped: 1,
  delivered: 0,
  cancelled: 0,
};

function render(path = '/producer/orders', role: 'producer' | 'admin' = 'producer') {
  return renderRoutes(
    [
      { path: '/producer/orders', element: <ProducerOrdersScreen /> },
      { path: '/producer/orders/:orderId', element: <LocationProbe label="detalle" /> },
    ],
    { path, session: signedInSession(role) },
  );
}

describe('producer order list', () => {
  it('shows each line with date, order, buyer and city, product, quantity, total and status, and tab counts', async () => {
    const api = apiServer({
      'GET /v1/orders/producer': () =>
        ok({
          orders: [
            farmLine({ buyerName: 'Ana Ruiz', buyerCity: 'Murcia', quantity: 2, totalPrice: 13.8 }),
            farmLine({ id: 'po-2', orderId: 'order-2', status: 'shipped' }),
          ],
          nextToken: null,
          counts: COUNTS,
        }),
    });
    render();
    const rows = await screen.findAllByTestId('producer-order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ana Ruiz');
    expect(rows[0]).toHaveTextContent('Murcia');
    expect(rows[0]).toHaveTextContent(/13,80\s€/);
    expect(within(rows[1]!).getByText('Enviado')).toBeInTheDocument();
    expect(screen.getByTestId('po-tab-all')).toHaveTextContent('Todos4');
    expect(screen.getByTestId('po-tab-pending')).toHaveTextContent('Pendientes2');
    expect(screen.getByTestId('po-tab-all')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.filter((call) => call.path === '/v1/orders/producer')[0]?.query.get('limit')).toBe('20');
    // No farm column for a producer.
    expect(screen.queryByRole('columnheader', { name: 'Finca' })).not.toBeInTheDocument();
  });

  it("puts the lines of unpaid card or transfer orders apart, with their deadline, and says each order's payment", async () => {
    const api = apiServer({
      'GET /v1/orders/producer': () =>
        ok({
          orders: [
            farmLine({
              quantity: 4,
              product: { ...farmLine().product, unit: 'esqueje' },
              payment: {
                method: 'bank_transfer',
                status: 'pending',
                dueAt: '2026-06-06T10:00:00.000Z',
                paidAt: null,
              },
            }),
            farmLine({
              id: 'po-2',
              orderId: 'order-2',
              payment: { method: 'card', status: 'paid', paidAt: '2026-06-01T10:00:00.000Z' },
            }),
            farmLine({ id: 'po-3', orderId: 'order-3' }),
          ],
          nextToken: null,
          counts: COUNTS,
        }),
    });
    render('/producer/orders?status=awaiting_payment');
    const rows = await screen.findAllByTestId('producer-order-row');
    expect(api.calls.filter((call) => call.path === '/v1/orders/producer')[0]?.query.get('status')).toBe(
      'awaiting_payment',
    );
    expect(screen.getByTestId('po-tab-awaiting_payment')).toHaveTextContent('Esperando el pago1');
    expect(screen.getByTestId('po-tab-awaiting_payment')).toHaveAttribute('aria-pressed', 'true');
    expect(rows[0]).toHaveTextContent('4 esquejes');
    expect(rows[0]).toHaveTextContent('Esperando el pago');
    expect(rows[0]).toHaveTextContent('Hasta el 6 de junio de 2026');
    expect(rows[0]).toHaveTextContent('Transferencia Pago pendiente');
    expect(rows[1]).toHaveTextContent('Tarjeta Pagado');
    expect(within(rows[1]!).getByText('Pendiente')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Contra reembolso Se paga al recibir');
  });

  it('filters by status with the tabs and by dates, in the URL, and pages with the token', async () => {
    const api = apiServer({
      'GET /v1/orders/producer': (call) =>
        ok({
          orders: [farmLine({ id: `po-${call.query.get('status') ?? 'all'}` })],
          nextToken: call.query.get('nextToken') ? null : 'token-2',
          counts: COUNTS,
        }),
    });
    render();
    const user = userEvent.setup();
    await screen.findAllByTestId('producer-order-row');
    await user.click(screen.getByTestId('po-tab-shipped'));
    await screen.findByTestId('po-tab-shipped');
    expect(screen.getByTestId('po-tab-shipped')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.at(-1)?.query.get('status')).toBe('shipped');
    await user.type(screen.getByLabelText('Desde'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(api.calls.at(-1)?.query.get('fromDate')).toBe('2026-06-01');
    await user.click(await screen.findByRole('button', { name: /Siguiente/ }));
    expect(api.calls.at(-1)?.query.get('nextToken')).toBe('token-2');
    expect(await screen.findByText('Página 2')).toBeInTheDocument();
  });

  it('says what to do when there are no orders yet', async () => {
    apiServer({
      'GET /v1/orders/producer': () => ok({ orders: [], nextToken: null, counts: { ...COUNTS, all: 0 } }),
    });
    render();
    const empty = await screen.findByTestId('producer-orders-empty');
    expect(empty).toHaveTextContent('Todavía no tienes pedidos');
    expect(link('Revisar mis productos', empty)).toHaveAttribute('href', '/producer/products');
  });

  it('shows admins every farm, with the farm as a filter', async () => {
    const api = apiServer({
      'GET /v1/orders/producer': () =>
        ok({ orders: [farmLine({ producerName: 'Finca Uno' })], nextToken: null, counts: COUNTS }),
    });
    render('/producer/orders', 'admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedidos de las fincas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Finca' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Finca Uno' }));
    expect(await screen.findByText('Solo los pedidos de una finca.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('producerId')).toBe('farm-1');
  });
});
