import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FarmProductOrder } from '../../../../shared/contracts/orders/entities.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, farmLine, producerOrderView } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import ProducerOrderDetailScreen from './ProducerOrderDetailScreen';

const line = (id: string, overrides: Partial<FarmProductOrder> = {}) =>
  farmLine({
    id,
    producerId: 'producer-1',
    history: [{ status: 'pending', at: '2026-06-01T10:00:00.000Z', by: 'consumer-1' }],
    ...overrides,
  });

const view = (lines: FarmProductOrder[]) => producerOrderView(lines, { status: 'ready_to_ship' });

const PATCH = 'PATCH /v1/orders/producer/order-1/status';

function render(role: 'producer' | 'admin' = 'producer') {
  return renderScreen('/producer/orders/:orderId', <ProducerOrderDetailScreen />, {
    path: '/producer/orders/order-1',
    role,
  });
}

describe('«Marcar todo como …» (all of the farm’s lines at once)', () => {
  it('ships both lines with SEUR tracking in one call, and shows the tracking link afterwards', async () => {
    let shipped = false;
    const lines = () =>
      shipped
        ? [
            line('po-1', { status: 'shipped', tracking: { carrier: 'seur', number: 'AB123456' } }),
            line('po-2', { status: 'shipped', tracking: { carrier: 'seur', number: 'AB123456' } }),
          ]
        : [line('po-1', { status: 'ready_to_ship' }), line('po-2', { status: 'ready_to_ship' })];
    const api = apiServer({
      'GET /v1/orders/producer/order-1': () => ok({ order: view(lines()) }),
      [PATCH]: () => {
        shipped = true;
        return ok({ productOrders: lines(), orderStatus: 'shipped' });
      },
    });
    const user = userEvent.setup();
    render();
    const panel = await screen.findByTestId('farm-move');
    expect(within(panel).getByText(/2 productos pasarán al siguiente paso a la vez/)).toBeInTheDocument();
    // The tracking is asked once, above, not on each line.
    expect(screen.getAllByLabelText('Empresa de transporte')).toHaveLength(1);
    await user.selectOptions(within(panel).getByLabelText('Empresa de transporte'), 'seur');
    await user.type(within(panel).getByLabelText('Número de seguimiento'), 'ab 1234-56');
    await user.click(within(panel).getByRole('button', { name: 'Marcar todo como enviado' }));
    expect(api.to('PATCH', '/v1/orders/producer/order-1/status')[0]?.body).toEqual({
      status: 'shipped',
      tracking: { carrier: 'seur', number: 'AB123456' },
    });
    const links = await screen.findAllByRole('link', { name: /Enviado con SEUR · número AB123456/ });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('href', expect.stringContaining('seur.com'));
    // Delivered next: no tracking fields any more.
    expect(screen.getByRole('button', { name: 'Marcar todo como entregado' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Empresa de transporte')).toBeNull();
  }, 20_000);

  it('checks the number before sending, and shows the server’s refusal', async () => {
    const api = apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({
          order: view([line('po-1', { status: 'ready_to_ship' }), line('po-2', { status: 'ready_to_ship' })]),
        }),
      [PATCH]: () =>
        fail(
          409,
          'CONFLICT',
          'Ningún producto de tu finca en este pedido puede pasar a «Enviado»: ya están ahí, más adelante o cancelados.',
        ),
    });
    const user = userEvent.setup();
    render();
    const panel = await screen.findByTestId('farm-move');
    await user.selectOptions(within(panel).getByLabelText('Empresa de transporte'), 'correos');
    await user.type(within(panel).getByLabelText('Número de seguimiento'), 'AB/12');
    await user.click(within(panel).getByRole('button', { name: 'Marcar todo como enviado' }));
    expect(within(panel).getByLabelText('Número de seguimiento')).toHaveAttribute('aria-invalid', 'true');
    expect(panel).toHaveTextContent(
      'El número de seguimiento tiene entre 6 y 40 letras o cifras, sin otros signos.',
    );
    expect(api.to('PATCH', '/v1/orders/producer/order-1/status')).toHaveLength(0);
    await user.selectOptions(within(panel).getByLabelText('Empresa de transporte'), '');
    await user.click(within(panel).getByRole('button', { name: 'Marcar todo como enviado' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Ningún producto de tu finca');
    expect(api.to('PATCH', '/v1/orders/producer/order-1/status')[0]?.body).toEqual({ status: 'shipped' });
  });

  it('offers the least advanced line’s next step when two or more lines take it', async () => {
    apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({
          order: view([
            line('po-1'),
            line('po-2'),
            line('po-3', { status: 'organizing' }),
            line('po-4', { status: 'cancelled' }),
          ]),
        }),
    });
    render();
    const panel = await screen.findByTestId('farm-move');
    expect(
      within(panel).getByRole('button', { name: 'Marcar todo como en preparación' }),
    ).toBeInTheDocument();
  });

  it('is not offered for one line: its own controls ship it, with the tracking', async () => {
    const api = apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({ order: view([line('po-1', { status: 'ready_to_ship' }), line('po-2', { status: 'shipped' })]) }),
      'PATCH /v1/orders/order-1/products/po-1/status': () =>
        ok({ productOrder: line('po-1', { status: 'shipped' }), orderStatus: 'shipped' }),
    });
    const user = userEvent.setup();
    render();
    const [card] = await screen.findAllByTestId('po-line');
    expect(screen.queryByTestId('farm-move')).toBeNull();
    await user.selectOptions(within(card as HTMLElement).getByLabelText('Empresa de transporte'), 'gls');
    await user.type(within(card as HTMLElement).getByLabelText('Número de seguimiento'), 'zx987654');
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Marcar como enviado' }));
    expect(api.to('PATCH', '/v1/orders/order-1/products/po-1/status')[0]?.body).toEqual({
      status: 'shipped',
      expectedStatus: 'ready_to_ship',
      tracking: { carrier: 'gls', number: 'ZX987654' },
    });
  });

  it('names the farm for an admin looking at one farm’s lines', async () => {
    const api = apiServer({
      'GET /v1/orders/producer/order-1': () => ok({ order: view([line('po-1'), line('po-2')]) }),
      [PATCH]: () => ok({ productOrders: [], orderStatus: 'organizing' }),
    });
    const user = userEvent.setup();
    render('admin');
    await user.click(await screen.findByRole('button', { name: 'Marcar todo como en preparación' }));
    expect(api.to('PATCH', '/v1/orders/producer/order-1/status')[0]?.query.get('producerId')).toBe(
      'producer-1',
    );
  });
});
