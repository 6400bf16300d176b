import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, ProductOrderStatus } from '../../../../shared/contracts/orders/entities.js';
import { ok } from '../../test/api-answers';
import { jsonResponse, optionTexts, renderScreen, stubFetch, link } from '../../test/utils';
import AdminOrderDetailScreen from './AdminOrderDetailScreen';
import { numberedLine, order as shopOrder, payment } from '../../test/commerce';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';

const line = (n: number, status: ProductOrderStatus = 'pending') =>
  numberedLine(n, {
    producerId: `farm${n}`,
    producerName: `Finca ${n}`,
    status,
    totalPrice: 10,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
  });

/** The shop's order of two farms (test/commerce), as an admin reads it: Ana Cliente's, of 20 € paid on delivery. */
const order = (overrides: Partial<Order> = {}): Order =>
  shopOrder({
    userId: 'c1',
    items: [],
    totalPrice: 20,
    subtotal: 20,
    itemsTotal: 20,
    taxBreakdown: [{ rate: 10, base: 18.18, tax: 1.82 }],
    payment: payment({ amount: 20 }),
    shippingInfo: { fullName: 'Ana Cliente', address: 'Calle 1', city: 'Lima', postalCode: '15001' },
    consumerInfo: { userId: 'c1', fullName: 'Ana Cliente', email: 'ana@pitahaya.test' },
    productOrders: [line(1), line(2)] as Order['productOrders'],
    audit: [],
    ...overrides,
  });

function render() {
  return renderScreen('/admin/orders/:id', <AdminOrderDetailScreen />, {
    path: '/admin/orders/order-1',
    role: 'admin',
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('admin order detail', () => {
  it('shows every line, the customer and an empty audit trail', async () => {
    stubFetch(() => ok({ order: order() }));
    render();
    expect(await screen.findAllByTestId('product-order')).toHaveLength(2);
    expect(screen.getByText('Pitahaya 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Finca 2/ })).toBeInTheDocument();
    expect(link('Ana Cliente')).toHaveAttribute('href', '/admin/users/c1');
    expect(
      screen.getByText('Ningún administrador ha cambiado el estado de este pedido.'),
    ).toBeInTheDocument();
  });

  it('changes the status with a note and shows the new audit entry', async () => {
    const changed = order({
      status: 'shipped',
      productOrders: [line(1, 'shipped'), line(2, 'shipped')] as Order['productOrders'],
      audit: [
        {
          from: 'ready_to_ship',
          to: 'shipped',
          by: 'admin-1',
          byName: 'Ana admin',
          at: '2026-05-02T09:00:00.000Z',
          notes: 'Salió hoy',
        },
      ],
    });
    const ready = order({
      status: 'ready_to_ship',
      productOrders: [line(1, 'ready_to_ship'), line(2, 'ready_to_ship')] as Order['productOrders'],
    });
    const fetchMock = stubFetch((url, init) =>
      init.method === 'PATCH' ? ok({ order: changed }) : ok({ order: ready }),
    );
    render();
    await screen.findAllByTestId('product-order');
    await userEvent.selectOptions(screen.getByLabelText('Nuevo estado'), 'shipped');
    await userEvent.type(screen.getByLabelText(/Nota/), 'Salió hoy');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const trail = await screen.findByTestId('order-audit');
    expect(trail).toHaveTextContent('Listo para envío → Enviado');
    expect(trail).toHaveTextContent('Ana admin');
    expect(trail).toHaveTextContent('Salió hoy');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/v1/orders/order-1/status');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'shipped', notes: 'Salió hoy' });
    expect(await screen.findByText('Pedido enviado.')).toBeInTheDocument();
  });

  it('offers only the moves the service accepts, and says why a mixed order cannot be cancelled', async () => {
    stubFetch(() =>
      ok({
        order: order({
          status: 'pending',
          completedProductOrders: 1,
          productOrders: [line(1, 'delivered'), line(2, 'pending')] as Order['productOrders'],
        }),
      }),
    );
    render();
    await screen.findAllByTestId('product-order');
    expect(optionTexts(screen.getByLabelText('Nuevo estado'))).toEqual(['Elige un estado', 'En preparación']);
    expect(screen.getByTestId('order-cancel-reason')).toHaveTextContent(
      'Ya no se puede cancelar: alguna finca ya envió o entregó su parte.',
    );
    expect(screen.getAllByText('En curso · 1 de 2 entregados').length).toBeGreaterThan(0);
  });

  it('asks before cancelling, and shows the server refusal', async () => {
    const fetchMock = stubFetch((url, init) =>
      init.method === 'PATCH'
        ? jsonResponse({ status: { code: 'CONFLICT', message: 'Hay líneas ya enviadas.' } }, 409)
        : ok({ order: order() }),
    );
    render();
    await screen.findAllByTestId('product-order');
    await userEvent.selectOptions(screen.getByLabelText('Nuevo estado'), 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar el pedido?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar el pedido' }));
    expect(await screen.findByText('Hay líneas ya enviadas.')).toBeInTheDocument();
  });

  it('marks a pending bank transfer received after a confirmation, with a toast', async () => {
    const pendingTransfer = order({
      payment: payment({ amount: 20, method: 'bank_transfer', reference: 'PIT-ORDER1' }),
    });
    const paid = order({
      payment: payment({
        amount: 20,
        method: 'bank_transfer',
        status: 'paid',
        paidAt: '2026-05-02T12:00:00.000Z',
        reference: 'PIT-ORDER1',
      }),
    });
    const fetchMock = stubFetch((url, init) =>
      init.method === 'PATCH' ? ok({ order: paid }) : ok({ order: pendingTransfer }),
    );
    render();
    const card = await screen.findByRole('region', { name: 'Pago' });
    expect(card).toHaveTextContent('Transferencia bancaria');
    expect(card).toHaveTextContent('Pago pendiente');
    expect(card).toHaveTextContent('PIT-ORDER1');
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar transferencia recibida' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Recibiste la transferencia?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, la recibí' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.transferReceived)).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/v1/orders/order-1/payment');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'paid' });
    expect(within(card).getByText('Pagado')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Marcar transferencia recibida' }),
    ).not.toBeInTheDocument();
  });

  it('offers nothing to mark for an order paid on delivery', async () => {
    stubFetch(() => ok({ order: order() }));
    render();
    const card = await screen.findByRole('region', { name: 'Pago' });
    expect(card).toHaveTextContent('Pago contra reembolso');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByTestId('cash-collected')).toHaveTextContent(/^0,00\s€$/);
    expect(within(card).getByTestId('cash-due')).toHaveTextContent(/^20,00\s€$/);
  });

  it('says what a partly delivered pay-on-delivery order has collected and what is still due', async () => {
    stubFetch(() =>
      ok({
        order: order({
          status: 'shipped',
          productOrders: [line(1, 'delivered'), line(2, 'shipped')] as Order['productOrders'],
        }),
      }),
    );
    render();
    const card = await screen.findByRole('region', { name: 'Pago' });
    expect(within(card).getByText('Cobrado al entregar')).toBeInTheDocument();
    expect(within(card).getByTestId('cash-collected')).toHaveTextContent(/^10,00\s€$/);
    expect(within(card).getByText('Por cobrar al entregar')).toBeInTheDocument();
    expect(within(card).getByTestId('cash-due')).toHaveTextContent(/^10,00\s€$/);
  });

  it('asks for a status before sending anything', async () => {
    const fetchMock = stubFetch(() => ok({ order: order() }));
    render();
    await screen.findAllByTestId('product-order');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByText('Elige el nuevo estado del pedido.')).toBeInTheDocument();
    // The order and its invoices were read; nothing was sent.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
