import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderRoutes, signedInSession } from '../../test/utils';
import { FarmSubscriptions } from './FarmSubscriptions';

describe("the dashboard's subscriptions", () => {
  it('lists the subscribers and what each coming week needs', async () => {
    apiServer({
      'GET /v1/subscriptions/producer': () =>
        ok({
          subscribers: [
            {
              subscriptionId: 's-1',
              customer: 'Ana Ruiz',
              city: 'Murcia',
              status: 'active',
              interval: 'weekly',
              nextOrderDate: '2026-12-04',
              items: [{ productId: 'p-1', name: 'Caja de pitahayas', quantity: 2, unit: 'caja' }],
            },
          ],
          forecast: [
            {
              weekStart: '2026-11-30',
              boxes: 1,
              products: [{ productId: 'p-1', name: 'Caja de pitahayas', unit: 'caja', quantity: 2 }],
            },
            { weekStart: '2026-12-07', boxes: 0, products: [] },
          ],
        }),
    });
    renderRoutes(
      [{ path: '/producer/dashboard', element: <FarmSubscriptions producerId="" userId="u-1" /> }],
      {
        path: '/producer/dashboard',
        session: signedInSession('producer'),
      },
    );
    const subscribers = await screen.findByTestId('dash-subscribers');
    expect(within(subscribers).getByText('Ana Ruiz · 2 × Caja de pitahayas')).toBeInTheDocument();
    expect(subscribers).toHaveTextContent('Murcia · semanal · próxima: viernes 4 de diciembre');
    const forecast = screen.getByTestId('dash-forecast');
    expect(forecast).toHaveTextContent('Semana del lunes 30 de noviembre1 caja: 2 caja de Caja de pitahayas');
    expect(forecast).toHaveTextContent('Semana del lunes 7 de diciembreNinguna caja');
  });
});
