import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { ok } from '../../test/api-answers';
import { apiServer, order, payment, productOrder } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import { ReturnLinesCard } from './ReturnLinesCard';

const delivered = order({
  status: 'completed',
  payment: payment({
    method: 'cash_on_delivery',
    status: 'paid',
    paidAt: '2026-05-04T10:00:00.000Z',
    amount: 12,
  }),
  productOrders: [
    productOrder({ status: 'delivered', totalPrice: 9 }),
    productOrder({ id: 'po-2', status: 'delivered', totalPrice: 3, returnedAt: '2026-05-05T10:00:00.000Z' }),
  ],
});

describe('admin order: giving back delivered lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives back the money of the delivered lines chosen, after a confirmation that says how', async () => {
    const onChanged = vi.fn();
    const api = apiServer({
      'POST /v1/payments/refunds': () => ok({ refund: { id: 'refund-1' } }, 201),
    });
    renderScreen('/admin/orders/order-1', <ReturnLinesCard order={delivered} onChanged={onChanged} />, {
      role: 'admin',
    });
    const card = screen.getByRole('region', { name: 'Devolver productos entregados' });
    // A line given back already says so and cannot be chosen again.
    expect(card).toHaveTextContent('devuelto el');
    expect(within(card).getAllByRole('checkbox')).toHaveLength(1);
    const button = within(card).getByRole('button', { name: /Devolver el importe/ });
    expect(button).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('checkbox'));
    expect(button).toHaveTextContent(/Devolver el importe \(9,00\s€\)/);
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: '¿Devolver el importe al cliente?' });
    expect(dialog).toHaveTextContent('por transferencia a la cuenta que indique');
    expect(api.to('POST', '/v1/payments/refunds')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, devolverlo' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.returnCreated)).toBeInTheDocument();
    expect(api.to('POST', '/v1/payments/refunds')[0]!.body).toEqual({
      orderId: 'order-1',
      productOrderIds: ['po-1'],
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('is not there while nothing was delivered', () => {
    apiServer({});
    renderScreen('/admin/orders/order-1', <ReturnLinesCard order={order()} onChanged={vi.fn()} />, {
      role: 'admin',
    });
    expect(screen.queryByRole('region', { name: 'Devolver productos entregados' })).not.toBeInTheDocument();
  });
});
