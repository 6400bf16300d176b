import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen, link } from '../../test/utils';
import { PickupSlotLists } from './PickupSlotLists';

describe("the farm's pickup slots", () => {
  it('lists each slot with its places taken and the orders to hand over, linked to each order', async () => {
    apiServer({
      'GET /v1/orders/producer/pickup-slots': () =>
        ok({
          slots: [
            {
              date: '2030-12-06',
              from: '10:00',
              to: '12:00',
              capacity: 2,
              taken: 2,
              orders: [
                { orderId: 'o1', reference: 'PIT-0001', customer: 'Lucía S.', units: 3 },
                { orderId: 'o2', reference: 'PIT-0002', customer: 'Mario R.', units: 1.5 },
              ],
            },
            { date: '2030-12-07', from: '17:00', to: '19:00', capacity: 5, taken: 0, orders: [] },
            {
              date: '2030-12-08',
              from: '17:00',
              to: '19:00',
              capacity: 5,
              taken: 1,
              orders: [{ orderId: 'o3', reference: 'PIT-0003', customer: 'Ana G.', units: 1 }],
            },
          ],
        }),
    });
    renderScreen('/producer/orders', <PickupSlotLists userId="u-producer" />);
    expect(await screen.findByRole('heading', { name: 'Recogidas en la finca' })).toBeInTheDocument();
    const slots = screen.getAllByTestId('pickup-slot');
    expect(slots[0]).toHaveTextContent('viernes 6 de diciembre de 2030, de 10:00 a 12:00');
    expect(slots[0]).toHaveTextContent('2 de 2 plazas (completa)');
    const orders = within(slots[0]!).getAllByRole('listitem');
    expect(orders.map((order) => order.textContent)).toEqual([
      'PIT-0001 Lucía S. · 3 unidades',
      'PIT-0002 Mario R. · 1,5 unidades',
    ]);
    expect(link('PIT-0001', slots[0]!)).toHaveAttribute('href', '/producer/orders/o1');
    // Only the slots with bookings are listed; the others are counted.
    expect(slots).toHaveLength(2);
    expect(slots[1]).toHaveTextContent('1 de 5 plazas');
    expect(screen.getByText('Otra franja de los próximos días sin reservas.')).toBeInTheDocument();
  });

  it('says when no slot has bookings yet', async () => {
    apiServer({
      'GET /v1/orders/producer/pickup-slots': () =>
        ok({
          slots: [{ date: '2030-12-07', from: '17:00', to: '19:00', capacity: 5, taken: 0, orders: [] }],
        }),
    });
    renderScreen('/producer/orders', <PickupSlotLists userId="u-producer" />);
    expect(await screen.findByText('Aún no hay reservas en tus franjas de recogida.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('pickup-slot')).toHaveLength(0);
  });
});
