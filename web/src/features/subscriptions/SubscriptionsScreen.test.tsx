import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../../shared/contracts/subscriptions/entities.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderRoutes, signedInSession } from '../../test/utils';
import SubscriptionsScreen from './SubscriptionsScreen';

const BOX: Subscription = {
  id: 'sub-1',
  status: 'active',
  interval: 'weekly',
  items: [
    {
      productId: 'p-1',
      quantity: 2,
      name: 'Caja de pitahayas',
      price: 12.5,
      unit: 'caja',
      thumbnailUrl: null,
    },
  ],
  nextOrderDate: '2026-12-04',
  cutoffAt: '2026-12-02T17:00:00.000Z',
  paymentMethod: 'bank_transfer',
  shippingInfo: {
    fullName: 'Ana',
    address: 'Calle Mayor 1',
    city: 'Murcia',
    postalCode: '30001',
    phone: '600000000',
  },
  producerId: 'f-1',
  producerName: 'Finca El Sol',
  failedCharges: 0,
  cycles: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const render = () =>
  renderRoutes([{ path: '/suscripciones', element: <SubscriptionsScreen /> }], {
    path: '/suscripciones',
    session: signedInSession('consumer'),
  });

/** The screen listing `box` (the server answers its change with `patched`), and the box's card once shown. */
async function showBox(box: Subscription, patched: () => Response | Promise<Response>) {
  const api = apiServer({
    'GET /v1/subscriptions': () => ok({ subscriptions: [box] }),
    'PATCH /v1/subscriptions/sub-1': patched,
  });
  render();
  const card = await screen.findByRole('listitem', { name: 'Caja semanal de Finca El Sol' });
  return { api, card };
}

describe('subscriptions screen', () => {
  it('shows each box with its next date and cut-off, and pauses it with the server answer', async () => {
    const { api, card } = await showBox(BOX, () =>
      ok({ subscription: { ...BOX, status: 'paused', pauseReason: 'consumer' } }),
    );
    expect(within(card).getByText('Activa')).toBeInTheDocument();
    expect(within(card).getByTestId('subscription-next')).toHaveTextContent(
      'Próxima caja: viernes 4 de diciembre. Puedes cambiarla hasta el miércoles 2 de diciembre a las 18:00.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Pausar' }));
    expect(await within(card).findByText('En pausa')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'paused' });
    expect(within(card).getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
  });

  it('says the server refusal after the cut-off', async () => {
    const message = 'El plazo para cambiar la caja del viernes 4 de diciembre terminó';
    const { card } = await showBox(BOX, () => fail(409, 'CONFLICT', message));
    await userEvent.click(within(card).getByRole('button', { name: 'Saltar la próxima' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
  });

  it('says why a box is paused for its zone, with the address form open, and goes on with a served address', async () => {
    const canarias = { ...BOX.shippingInfo, city: 'Las Palmas', postalCode: '35001' };
    const paused: Subscription = {
      ...BOX,
      status: 'paused',
      pauseReason: 'zone_not_served',
      shippingInfo: canarias,
    };
    const { api, card } = await showBox(paused, () =>
      ok({ subscription: { ...BOX, nextOrderDate: '2026-12-11', cutoffAt: '2026-12-09T17:00:00.000Z' } }),
    );
    expect(within(card).getByTestId('subscription-paused')).toHaveTextContent(
      'La pausamos porque ahora no enviamos a Canarias (código postal 35001): no se ha hecho ni cobrado ningún pedido. Cambia la dirección de envío y tu caja seguirá',
    );
    const form = within(card).getByRole('form', { name: 'Nueva dirección de envío' });
    expect(within(form).getByLabelText(/Código postal/)).toHaveValue('35001');
    await userEvent.clear(within(form).getByLabelText(/Código postal/));
    await userEvent.type(within(form).getByLabelText(/Código postal/), '30001');
    await userEvent.clear(within(form).getByLabelText(/Ciudad/));
    await userEvent.type(within(form).getByLabelText(/Ciudad/), 'Murcia');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar la dirección' }));
    expect(await within(card).findByText('Dirección cambiada: tu caja sigue.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      shippingInfo: {
        fullName: 'Ana',
        phone: '600000000',
        address: 'Calle Mayor 1',
        city: 'Murcia',
        postalCode: '30001',
      },
    });
    expect(within(card).getByText('Activa')).toBeInTheDocument();
    expect(within(card).getByTestId('subscription-next')).toHaveTextContent(
      'Próxima caja: viernes 11 de diciembre.',
    );
    expect(within(card).queryByRole('form', { name: 'Nueva dirección de envío' })).not.toBeInTheDocument();
  });

  it('invites to subscribe when there is none', async () => {
    apiServer({ 'GET /v1/subscriptions': () => ok({ subscriptions: [] }) });
    render();
    expect(await screen.findByText('Todavía no tienes suscripciones')).toBeInTheDocument();
  });
});
