import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import { DispatchDays } from './DispatchDays';

describe("the farm's upcoming dispatch days", () => {
  it('lists each day with its cut-off, orders and units, and its pick list to download', async () => {
    apiServer({
      'GET /v1/orders/producer/dispatch-days': () =>
        ok({
          schedule: { cutoffWeekday: 2, cutoffTime: '18:00', dispatchWeekday: 5 },
          holidays: [],
          dispatchDays: [
            {
              date: '2030-12-06',
              cutoff: { date: '2030-12-03', time: '18:00', at: '2030-12-03T17:00:00.000Z' },
              closed: true,
              orders: 2,
              units: 5,
              lines: 3,
            },
            {
              date: '2030-12-13',
              cutoff: { date: '2030-12-10', time: '18:00', at: '2030-12-10T17:00:00.000Z' },
              closed: false,
              orders: 0,
              units: 0,
              lines: 0,
            },
          ],
        }),
    });
    renderScreen('/producer/orders', <DispatchDays userId="u-producer" />);
    expect(await screen.findByRole('heading', { name: 'Próximos envíos' })).toBeInTheDocument();
    const days = screen.getAllByTestId('dispatch-day');
    expect(days[0]).toHaveTextContent(/viernes 6 de diciembre/);
    expect(days[0]).toHaveTextContent('Cerrada el martes a las 18:00 · 2 pedidos, 5 unidades');
    expect(days[0]).toContainElement(screen.getByRole('button', { name: 'Lista para imprimir (PDF)' }));
    expect(days[1]).toHaveTextContent('Cierra el martes a las 18:00 · sin pedidos');
    expect(screen.getAllByRole('button', { name: 'Hoja de cálculo (CSV)' })).toHaveLength(1);
  });
});
