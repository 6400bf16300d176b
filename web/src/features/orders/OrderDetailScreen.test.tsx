import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageExit } from '../../lib/page-exit';
import { ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, serveOrder, order, payment, productOrder } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import OrderDetailScreen, { canCancel } from './OrderDetailScreen';

function render(id = 'order-1') {
  return renderScreen('/orders/:id', <OrderDetailScreen />, { path: `/orders/${id}`, role: 'consumer' });
}

describe('order detail', () => {
  it("shows each farm's shipping or pickup, the totals with the IVA per rate, the billing and the invoices", async () => {
    const pickup = { address: 'Camino del Valle 3, Murcia', hours: 'De lunes a viernes, de 9:00 a 14:00' };
    serveOrder(
      order({
        itemsTotal: 12,
        shippingTotal: 3.5,
        discountTotal: 1.2,
        totalPrice: 14.3,
        taxBreakdown: [
          { rate: 4, base: 8.65, tax: 0.35 },
          { rate: 10, base: 4.86, tax: 0.44 },
        ],
        deliveries: [
          { producerId: 'farm-1', producerName: 'Finca Uno', mode: 'pickup', shipping: 0, pickup },
          { producerId: 'farm-2', producerName: 'Finca Dos', mode: 'delivery', shipping: 3.5 },
        ],
        billing: { nif: '12345678Z', name: 'Lucía Pérez', address: 'Calle Mayor 1, Sevilla' },
      }),
      {
        'GET /v1/orders/order-1/invoices': () =>
          ok({
            invoices: [
              {
                id: 'inv-1',
                orderId: 'order-1',
                number: 'F3F6C2A-2026-1',
                producerId: 'farm-1',
                producerName: 'Finca Uno',
                kind: 'complete',
                issuedAt: '2026-05-03T10:00:00.000Z',
                total: 8.28,
                url: 'http://localhost/v1/orders/order-1/invoices/inv-1/pdf?expires=1&token=abc',
                urlExpiresAt: '2026-05-03T10:10:00.000Z',
              },
              {
                id: 'inv-2',
                orderId: 'order-1',
                number: null,
                producerId: 'farm-2',
                producerName: 'Finca Dos',
                kind: 'pending',
                issuedAt: null,
                total: 6.02,
                url: null,
                urlExpiresAt: null,
              },
            ],
          }),
      },
    );
    render();
    const deliveries = await screen.findAllByTestId('order-farm-delivery');
    expect(deliveries.map((entry) => entry.textContent!.replace(/\s/g, ' '))).toEqual([
      `Recogida en la finca: ${pickup.address}, ${pickup.hours}`,
      'Envío: 3,50 €',
    ]);
    expect(screen.getByTestId('order-shipping-total')).toHaveTextContent(/3,50\s€/);
    expect(screen.getByTestId('order-discount')).toHaveTextContent(/1,20\s€/);
    expect(screen.getByTestId('order-total')).toHaveTextContent(/14,30\s€/);
    expect(screen.getByTestId('order-tax')).toHaveTextContent(/IVA 4 %: 0,35\s€/);
    expect(screen.getByTestId('order-tax')).toHaveTextContent(/IVA 10 %: 0,44\s€/);
    expect(screen.getByTestId('order-billing')).toHaveTextContent(
      'Factura completa a nombre de Lucía Pérez (NIF 12345678Z)',
    );
    const invoices = await screen.findAllByTestId('order-invoice');
    expect(
      within(invoices[0]!).getByRole('link', { name: 'Descargar la factura F3F6C2A-2026-1 en PDF' }),
    ).toHaveAttribute('href', 'http://localhost/v1/orders/order-1/invoices/inv-1/pdf?expires=1&token=abc');
    expect(invoices[1]).toHaveTextContent(
      'Factura pendiente: la finca aún no ha completado sus datos fiscales',
    );
    expect(within(invoices[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the product orders farm by farm with their statuses, the totals and the address', async () => {
    serveOrder(
      order({
        status: 'shipped',
        completedProductOrders: 1,
        productOrders: [
          productOrder({ status: 'delivered' }),
          productOrder({
            id: 'po-2',
            producerId: 'farm-2',
            producerName: 'Finca Dos',
            status: 'shipped',
          }),
        ],
      }),
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido ORDER1' })).toBeInTheDocument();
    const farms = screen.getAllByTestId('order-farm');
    expect(farms.map((farm) => within(farm).getByRole('heading').textContent)).toEqual([
      'Envío 1: Finca Uno',
      'Envío 2: Finca Dos',
    ]);
    expect(within(farms[0]!).getByText('Entregado')).toBeInTheDocument();
    expect(within(farms[1]!).getByText('Enviado')).toBeInTheDocument();
    expect(screen.getByText(/1 de 2 partes entregadas/)).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/12,00\s€/);
    expect(screen.getByText(/Calle Mayor 1/)).toBeInTheDocument();
  });

  it('offers no cancel for a mixed order and says why (the one shared rule), without asking the server', async () => {
    const api = serveOrder(
      order({
        status: 'pending',
        productOrdersCount: 2,
        completedProductOrders: 1,
        productOrders: [
          productOrder({ status: 'delivered' }),
          productOrder({ id: 'po-2', status: 'pending' }),
        ],
      }),
    );
    render();
    expect(await screen.findByTestId('order-cancel-reason')).toHaveTextContent(
      'Ya no se puede cancelar: alguna finca ya envió o entregó su parte.',
    );
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    expect(screen.getAllByText('En curso · 1 de 2 entregados').length).toBeGreaterThan(0);
    expect(api.to('DELETE', '/v1/orders/order-1')).toHaveLength(0);
    expect(canCancel(order())).toBe(true);
    expect(canCancel(order({ productOrders: [productOrder({ status: 'organizing' })] }))).toBe(false);
  });

  it('cancels a pending order after the confirmation dialog', async () => {
    const api = serveOrder(order(), {
      'DELETE /v1/orders/order-1': () =>
        ok({
          order: order({
            status: 'cancelled',
            productOrders: order().productOrders.map((po) => ({ ...po, status: 'cancelled' as const })),
          }),
        }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar este pedido?' });
    // Keeping it is the safe default.
    expect(within(dialog).getByRole('button', { name: 'No, mantenerlo' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByText(ORDER_MESSAGES.cancelled)).toBeInTheDocument();
    expect(api.to('DELETE', '/v1/orders/order-1')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('Cancelado').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it("shows the server's 409 when the order moved on meanwhile", async () => {
    serveOrder(order(), {
      'DELETE /v1/orders/order-1': () => fail(409, 'CONFLICT', ORDER_MESSAGES.cannotCancel),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByText(ORDER_MESSAGES.cannotCancel)).toBeInTheDocument();
  });

  it("is not found for an unknown or another consumer's order", async () => {
    apiServer({ 'GET /v1/orders/order-9': () => fail(404, 'NOT_FOUND', ORDER_MESSAGES.notFound) });
    render('order-9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido no encontrado' }),
    ).toBeInTheDocument();
  });
});

describe('order detail: the payment', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the method, the status, when it was paid and what was refunded', async () => {
    serveOrder(
      order({
        payment: payment({
          method: 'card',
          status: 'partially_refunded',
          paidAt: '2026-05-02T10:05:00.000Z',
          refundedAmount: 3,
        }),
      }),
    );
    render();
    const facts = await screen.findByTestId('payment-facts');
    expect(facts).toHaveTextContent('Tarjeta');
    expect(facts).toHaveTextContent('Reembolsado en parte');
    expect(facts).toHaveTextContent('2 de mayo de 2026');
    expect(screen.getByTestId('payment-refunded')).toHaveTextContent(/3,00\s€/);
    expect(screen.queryByRole('button', { name: 'Reintentar el pago' })).not.toBeInTheDocument();
  });

  it('offers a new card page for an unpaid card order, not for a cancelled one', async () => {
    const go = vi.spyOn(pageExit, 'go').mockImplementation(() => undefined);
    serveOrder(order({ payment: payment({ method: 'card' }) }), {
      'POST /v1/orders/order-1/payment': () =>
        ok({ order: order(), payment: { redirectUrl: 'https://pagos.test/checkout/cs_3' } }),
      'GET /v1/orders/order-2': () =>
        ok({
          order: order({
            id: 'order-2',
            orderId: 'order-2',
            status: 'cancelled',
            payment: payment({ method: 'card', status: 'expired' }),
          }),
        }),
    });
    const { unmount } = render();
    expect(await screen.findByTestId('payment-facts')).toHaveTextContent('Pago pendiente');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar el pago' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://pagos.test/checkout/cs_3'));
    unmount();

    render('order-2');
    expect(await screen.findByTestId('payment-facts')).toHaveTextContent('Pago anulado');
    expect(screen.getByText('No hay nada que pagar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar el pago' })).not.toBeInTheDocument();
  });

  it('says what a pay-on-delivery order still owes once part of it was delivered (and paid)', async () => {
    serveOrder(
      order({
        productOrders: [
          productOrder({ status: 'delivered', totalPrice: 9 }),
          productOrder({ id: 'po-2', producerId: 'farm-2', status: 'shipped', totalPrice: 3 }),
        ],
      }),
    );
    render();
    expect(await screen.findByTestId('cash-due')).toHaveTextContent(
      /Ya pagaste 9,00\s€ al recibir parte del pedido\. Te queda por pagar 3,00\s€ al recibir el resto\./,
    );
  });
});
