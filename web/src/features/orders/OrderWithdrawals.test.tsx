import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../../../shared/contracts/withdrawals/entities.js';
import { order, productOrder } from '../../test/commerce';
import { renderScreen, link } from '../../test/utils';
import { OrderWithdrawals } from './OrderWithdrawals';

const recently = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
const line = (id: string, withdrawal: 'allowed' | 'perishable', extra = {}) =>
  productOrder({
    id,
    status: 'delivered',
    history: [{ status: 'delivered', at: recently, by: 'farm-1' }],
    product: { ...productOrder().product, name: `Producto ${id}`, withdrawal },
    ...extra,
  });

const WITHDRAWAL: Withdrawal = {
  id: 'w-1',
  orderId: 'order-1',
  status: 'requested',
  productOrderIds: ['po-1'],
  refundAmount: 9,
  requestedAt: recently,
  refundDueAt: new Date(Date.now() + 12 * 24 * 3_600_000).toISOString(),
  receivedAt: null,
  lines: [{ productOrderId: 'po-1', name: 'Producto po-1', quantity: 2, producerId: 'farm-1', amount: 9 }],
};

describe("the order page's withdrawal card", () => {
  it('offers «Desistir del contrato aquí» with the last day while a line may be withdrawn from', () => {
    renderScreen(
      '/orders/order-1',
      <OrderWithdrawals
        order={order({ productOrders: [line('po-1', 'allowed'), line('po-2', 'perishable')] })}
      />,
    );
    const card = screen.getByTestId('order-withdrawals');
    expect(card).toHaveTextContent(
      'Puedes desistir de la compra de un producto de este pedido sin dar ninguna razón, hasta el',
    );
    expect(link('Desistir del contrato aquí', card)).toHaveAttribute('href', '/desistimiento?pedido=order-1');
  });

  it('lists the withdrawals; nothing is offered once no line may be withdrawn from', () => {
    renderScreen(
      '/orders/order-1',
      <OrderWithdrawals
        order={order({
          productOrders: [line('po-1', 'allowed', { withdrawalId: 'w-1' }), line('po-2', 'perishable')],
          withdrawals: [WITHDRAWAL],
        })}
      />,
    );
    const card = screen.getByTestId('order-withdrawals');
    expect(within(card).getByTestId('withdrawal')).toHaveTextContent('Desistimiento solicitado');
    expect(within(card).getByTestId('withdrawal')).toHaveTextContent(/Reembolso: 9,00\s€/);
    expect(within(card).queryByRole('link', { name: 'Desistir del contrato aquí' })).not.toBeInTheDocument();
  });

  it('is not there for an order without anything to withdraw from', () => {
    renderScreen(
      '/orders/order-1',
      <OrderWithdrawals order={order({ productOrders: [line('po-2', 'perishable')] })} />,
    );
    expect(screen.queryByTestId('order-withdrawals')).not.toBeInTheDocument();
  });
});
