import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Withdrawal } from '../../../../shared/contracts/withdrawals/entities.js';
import { WITHDRAWAL_MESSAGES } from '../../../../shared/messages/legal.js';
import { ok } from '../../test/api-answers';
import { apiServer, order, payment, productOrder } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import { AdminWithdrawals } from './AdminWithdrawals';

const withdrawal: Withdrawal = {
  id: 'w-1',
  orderId: 'order-1',
  status: 'requested',
  productOrderIds: ['po-1', 'po-2'],
  refundAmount: 12,
  requestedAt: '2026-06-03T10:00:00.000Z',
  refundDueAt: '2026-06-17T10:00:00.000Z',
  receivedAt: null,
  reason: 'Me equivoqué de variedad',
  lines: [
    { productOrderId: 'po-1', name: 'Pitahaya roja', quantity: 2, producerId: 'farm-a', amount: 9 },
    { productOrderId: 'po-2', name: 'Mermelada', quantity: 1, producerId: 'farm-b', amount: 3 },
  ],
};

/** Delivered two days ago: within the period. */
const DELIVERED = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
const delivered = (id: string, extra: Partial<ReturnType<typeof productOrder>> = {}) =>
  productOrder({
    id,
    status: 'delivered',
    history: [{ status: 'delivered', at: DELIVERED, by: 'farm-1' }],
    ...extra,
  });
const withdrawnOrder = (withdrawals: Withdrawal[]) =>
  order({
    productOrders: [delivered('po-1', { withdrawalId: 'w-1' }), delivered('po-2', { withdrawalId: 'w-1' })],
    withdrawals,
  });

describe("admin order: the consumer's withdrawals", () => {
  it("shows every farm's lines and the refund's term, and marks it received for all after a confirmation", async () => {
    const onChanged = vi.fn();
    const api = apiServer({
      'PATCH /v1/orders/order-1/withdrawal/w-1': () =>
        ok({ withdrawal: { ...withdrawal, status: 'received', receivedAt: '2026-06-05T10:00:00.000Z' } }),
    });
    renderScreen(
      '/admin/orders/order-1',
      <AdminWithdrawals order={withdrawnOrder([withdrawal])} onChanged={onChanged} />,
      { role: 'admin' },
    );
    const card = screen.getByRole('region', { name: 'Desistimientos' });
    expect(card).toHaveTextContent('Desistimiento solicitado');
    expect(card).toHaveTextContent('2 × Pitahaya roja');
    expect(card).toHaveTextContent('1 × Mermelada');
    expect(card).toHaveTextContent(/Reembolso: 12,00\s€, como máximo el/);
    expect(card).toHaveTextContent('Motivo: Me equivoqué de variedad');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Marcar como recibido por todas las fincas' }));
    expect(api.to('PATCH', '/v1/orders/order-1/withdrawal/w-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sí, marcar como recibido' }));
    expect(await screen.findByText(WITHDRAWAL_MESSAGES.received)).toBeInTheDocument();
    expect(api.to('PATCH', '/v1/orders/order-1/withdrawal/w-1')[0]?.body).toEqual({ status: 'received' });
    expect(onChanged).toHaveBeenCalled();
  });

  it('records a withdrawal the consumer sent by e-mail: the lines, the day it was sent, the IBAN', async () => {
    const onChanged = vi.fn();
    const api = apiServer({
      'POST /v1/orders/order-1/withdrawal': () =>
        ok({ withdrawal: { ...withdrawal, recordedBy: 'admin' } }, 201),
    });
    const placed = order({
      payment: payment({ method: 'bank_transfer', status: 'paid', paidAt: '2026-05-02T10:05:00.000Z' }),
      productOrders: [delivered('po-1')],
    });
    renderScreen('/admin/orders/order-1', <AdminWithdrawals order={placed} onChanged={onChanged} />, {
      role: 'admin',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registrar un desistimiento recibido por correo' }));
    const form = screen.getByRole('form', { name: 'Registrar un desistimiento recibido por correo' });
    await user.click(within(form).getByRole('button', { name: 'Registrar desistimiento' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(WITHDRAWAL_MESSAGES.linesRequired);
    expect(api.to('POST', '/v1/orders/order-1/withdrawal')).toHaveLength(0);
    await user.click(within(form).getByRole('checkbox', { name: /Pitahaya roja/ }));
    await user.clear(within(form).getByLabelText('Día en que el cliente lo envió'));
    await user.type(within(form).getByLabelText('Día en que el cliente lo envió'), '2026-05-03');
    await user.type(within(form).getByLabelText(/IBAN/), 'ES79 2100 0813 6101 2345 6789');
    await user.click(within(form).getByRole('button', { name: 'Registrar desistimiento' }));
    expect(await screen.findByText(/Desistimiento registrado/)).toBeInTheDocument();
    expect(api.to('POST', '/v1/orders/order-1/withdrawal')[0]?.body).toEqual({
      productOrderIds: ['po-1'],
      sentOn: '2026-05-03',
      iban: 'ES7921000813610123456789',
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('offers nothing to do once received, and is not there without withdrawals', () => {
    apiServer({});
    const received = { ...withdrawal, status: 'received' as const, receivedAt: '2026-06-05T10:00:00.000Z' };
    const { unmount } = renderScreen(
      '/admin/orders/order-1',
      <AdminWithdrawals order={withdrawnOrder([received])} onChanged={vi.fn()} />,
      { role: 'admin' },
    );
    expect(screen.getByRole('region', { name: 'Desistimientos' })).toHaveTextContent(
      'Devolución recibida el',
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderScreen(
      '/admin/orders/order-1',
      <AdminWithdrawals
        order={order({ productOrders: [productOrder({ status: 'cancelled' })] })}
        onChanged={vi.fn()}
      />,
      { role: 'admin' },
    );
    expect(screen.queryByRole('region', { name: 'Desistimientos' })).toBeNull();
  });
});
