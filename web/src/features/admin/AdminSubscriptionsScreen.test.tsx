import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderRoutes, signedInSession } from '../../test/utils';
import AdminSubscriptionsScreen from './AdminSubscriptionsScreen';

describe("the admins' subscriptions screen", () => {
  it('shows the counts by status, the failed charges and the churn of each month', async () => {
    apiServer({
      'GET /v1/subscriptions/admin': () =>
        ok({
          byStatus: { incomplete: 1, active: 12, paused: 2, cancelled: 3 },
          failedCharges: [
            {
              subscriptionId: 's-1',
              customer: 'Ana Ruiz',
              producerName: 'Finca El Sol',
              status: 'paused',
              failedCharges: 2,
            },
          ],
          churn: [
            { month: '2026-10', started: 8, cancelled: 0, activeAtStart: 0, churnRate: null },
            { month: '2026-11', started: 4, cancelled: 3, activeAtStart: 8, churnRate: 37.5 },
          ],
        }),
    });
    renderRoutes([{ path: '/admin/subscriptions', element: <AdminSubscriptionsScreen /> }], {
      path: '/admin/subscriptions',
      session: signedInSession('admin'),
    });
    expect(await screen.findByTestId('subscriptions-by-status')).toHaveTextContent('Activa12');
    expect(screen.getByTestId('subscriptions-failed')).toHaveTextContent('Ana RuizFinca El SolEn pausa2');
    expect(screen.getByTestId('subscriptions-churn')).toHaveTextContent('nov 20264337,5 %');
  });
});
