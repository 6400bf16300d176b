import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FarmProductOrder } from '../../../../shared/contracts/orders/entities.js';
import { ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, farmLine, producerOrderView } from '../../test/commerce';
import { renderScreen, link } from '../../test/utils';
import ProducerOrderDetailScreen from './ProducerOrderDetailScreen';

const view = (lines: FarmProductOrder[]) =>
  producerOrderView(lines, {
    status: lines[0]?.status === 'cancelled' ? 'cancelled' : (lines[0]?.status ?? 'pending'),
    shippingInfo: {
      fullName: 'Ana Ruiz',
      address: 'Calle Mayor 1',
      city: 'Murcia',
      postalCode: '30001',
      phone: '+34 600 000 000',
      notes: 'Llamar antes',
    },
    taxBreakdown: [{ rate: 10, base: 12.55, tax: 1.25 }],
  });

const line = (overrides: Partial<FarmProductOrder> = {}) =>
  farmLine({
    producerId: 'producer-1',
    history: [{ status: 'pending', at: '2026-06-01T10:00:00.000Z', by: 'consumer-1' }],
    ...overrides,
  });

function render() {
  return renderScreen('/producer/orders/:orderId', <ProducerOrderDetailScreen />, {
    path: '/producer/orders/order-1',
    role: 'producer',
  });
}

describe('producer order detail', () => {
  it('shows the shipping details, the stepper and only the allowed moves', async () => {
    apiServer({ 'GET /v1/orders/producer/order-1': () => ok({ order: view([line()]) }) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido ORDER1' })).toBeInTheDocument();
    const shipTo = screen.getByRole('heading', { name: 'Enviar a' }).closest('section') as HTMLElement;
    expect(shipTo).toHaveTextContent('Calle Mayor 1');
    expect(link('+34 600 000 000', shipTo)).toHaveAttribute('href', 'tel:+34600000000');
    expect(screen.getByText(/Notas del cliente: Llamar antes/)).toBeInTheDocument();
    const stepper = screen.getByRole('list', { name: 'Progreso del envío' });
    expect(within(stepper).getAllByRole('listitem')).toHaveLength(5);
    expect(within(stepper).getByText('Pendiente').closest('li')).toHaveAttribute('aria-current', 'step');
    const card = screen.getByTestId('po-line');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Empezar a preparar', 'Cancelar este producto']);
    expect(within(screen.getByTestId('po-history')).getByText(/El cliente/)).toBeInTheDocument();
    // The packing slip is in the page for printing.
    expect(screen.getByTestId('packing-slip')).toHaveTextContent('Albarán de entrega');
  });

  it('says a card order paid in advance: nothing to collect, on the page and on the packing slip', async () => {
    const paid = { method: 'card' as const, status: 'paid' as const, paidAt: '2026-06-01T10:05:00.000Z' };
    apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({
          order: view([
            line({
              totalPrice: 13.8,
              shipping: 4.8,
              commissionRate: 10,
              commission: 0.9,
              net: 12.9,
              payment: paid,
            }),
          ]),
        }),
    });
    render();
    const payment = await screen.findByTestId('po-payment');
    expect(payment).toHaveTextContent('Tarjeta Pagado');
    expect(payment).toHaveTextContent('Pagado el 1 de junio de 2026');
    expect(screen.getByTestId('po-payment-note')).toHaveTextContent(
      'Pagado por adelantado (tarjeta): no cobres nada al entregar.',
    );
    expect(screen.queryByText(/contra reembolso|contra entrega/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('packing-slip-payment')).toHaveTextContent(
      'Pagado por adelantado (tarjeta). No cobrar nada al entregar.',
    );
    // The line: goods, shipping and the commission apart (the commission is on the goods only).
    const money = screen.getByTestId('po-line-money');
    expect(money).toHaveTextContent(/Productos9,00\s€/);
    expect(money).toHaveTextContent(/Envío4,80\s€/);
    expect(money).toHaveTextContent(/Comisión \(10 %\)−0,90\s€/);
    expect(screen.getByTestId('po-commission')).toHaveTextContent(/−0,90\s€/);
    expect(screen.getByTestId('po-net')).toHaveTextContent(/12,90\s€/);
    expect(
      within(screen.getByTestId('po-line')).getByRole('button', { name: 'Empezar a preparar' }),
    ).toBeEnabled();
  });

  it('keeps an unpaid transfer waiting: «Esperando el pago», its deadline, no step forward', async () => {
    const unpaid = {
      method: 'bank_transfer' as const,
      status: 'pending' as const,
      dueAt: '2026-06-06T10:00:00.000Z',
      paidAt: null,
    };
    apiServer({ 'GET /v1/orders/producer/order-1': () => ok({ order: view([line({ payment: unpaid })]) }) });
    render();
    const note = await screen.findByTestId('po-payment-note');
    expect(note).toHaveTextContent(
      'Esperando la transferencia del cliente. No prepares nada todavía: te avisaremos en cuanto llegue. Si no llega antes del 6 de junio de 2026, el pedido se cancela solo.',
    );
    const card = screen.getByTestId('po-line');
    expect(within(card).getByText('Esperando el pago')).toBeInTheDocument();
    expect(within(card).getByTestId('po-awaiting-payment')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancelar este producto']);
    expect(screen.getByTestId('packing-slip-payment')).toHaveTextContent(
      'Pago pendiente: no entregar hasta que el pedido esté pagado.',
    );
  });

  it('says what to collect on delivery only for pay on delivery, and no commission on a cancelled line', async () => {
    apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({
          order: view([
            line({ id: 'po-1', status: 'delivered', totalPrice: 10, commission: 1, net: 9 }),
            line({ id: 'po-2', status: 'shipped', totalPrice: 4.5, commission: 0.45, net: 4.05 }),
            line({ id: 'po-3', status: 'cancelled', totalPrice: 3 }),
          ]),
        }),
    });
    render();
    expect(await screen.findByTestId('po-payment-note')).toHaveTextContent(
      /Pago contra reembolso: cobraste 10,00\s€; cobra 4,50\s€ al entregar lo que falta\./,
    );
    expect(screen.getByTestId('packing-slip-payment')).toHaveTextContent(
      /Pago contra reembolso: cobrar 4,50\s€ al entregar\./,
    );
    const lines = screen.getAllByTestId('po-line-money');
    expect(lines[0]).toHaveTextContent('Comisión');
    expect(lines[2]).not.toHaveTextContent('Comisión');
  });

  it('says the buyer collects at the farm, the shipping and the IVA per rate of its part', async () => {
    const pickup = { address: 'Camino del Valle 3, Murcia', hours: 'De lunes a viernes, de 9:00 a 14:00' };
    apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({
          order: {
            ...view([line()]),
            delivery: { producerId: 'producer-1', mode: 'pickup', shipping: 0, pickup },
            taxBreakdown: [{ rate: 4, base: 13.27, tax: 0.53 }],
          },
        }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Lo recoge en tu finca' })).toBeInTheDocument();
    expect(screen.getByTestId('po-delivery')).toHaveTextContent(`Recogida en la finca: ${pickup.address}`);
    const figures = screen.getByTestId('po-figures');
    expect(figures).toHaveTextContent('Sin coste');
    expect(figures).toHaveTextContent(/IVA 4 %: 0,53\s€/);
    expect(await screen.findByText(/Aún no hay facturas/)).toBeInTheDocument();
  });

  it('sends the next step with the note and the status shown, then reloads', async () => {
    let status: FarmProductOrder['status'] = 'ready_to_ship';
    const api = apiServer({
      'GET /v1/orders/producer/order-1': () => ok({ order: view([line({ status })]) }),
      'PATCH /v1/orders/order-1/products/po-1/status': (call) => {
        status = (call.body as { status: FarmProductOrder['status'] }).status;
        return ok({ productOrder: line({ status }) });
      },
    });
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nota para el cambio/), 'Con frío');
    await user.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    expect(await screen.findByText(/Producto marcado como enviado/)).toBeInTheDocument();
    expect(api.to('PATCH', '/v1/orders/order-1/products/po-1/status')[0]?.body).toEqual({
      status: 'shipped',
      notes: 'Con frío',
      expectedStatus: 'ready_to_ship',
    });
    expect(await screen.findByRole('button', { name: 'Marcar como entregado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar este producto' })).not.toBeInTheDocument();
  });

  it('cancels only after the confirmation, and shows a refusal from the server', async () => {
    const api = apiServer({
      'GET /v1/orders/producer/order-1': () => ok({ order: view([line({ status: 'organizing' })]) }),
      'PATCH /v1/orders/order-1/products/po-1/status': () =>
        fail(409, 'CONFLICT', ORDER_MESSAGES.productOrderConflict),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar este producto' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar este producto del pedido?' });
    expect(within(dialog).getByRole('button', { name: 'No, mantenerlo' })).toHaveFocus();
    expect(api.to('PATCH', '/v1/orders/order-1/products/po-1/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelarlo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.productOrderConflict);
    expect(api.to('PATCH', '/v1/orders/order-1/products/po-1/status')[0]?.body).toMatchObject({
      status: 'cancelled',
      expectedStatus: 'organizing',
    });
  });

  it('offers nothing for a cancelled line and shows who did what in the history', async () => {
    apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({
          order: view([
            line({
              status: 'cancelled',
              history: [
                { status: 'pending', at: '2026-06-01T10:00:00.000Z', by: 'consumer-1' },
                {
                  status: 'cancelled',
                  at: '2026-06-02T10:00:00.000Z',
                  by: 'producer-1',
                  notes: 'Sin calibre',
                },
              ],
            }),
          ]),
        }),
    });
    render();
    const card = await screen.findByTestId('po-line');
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(within(card).getByText(/está cancelado/)).toBeInTheDocument();
    const entries = within(screen.getByTestId('po-history')).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/Cancelado.*Tú/);
    expect(entries[0]).toHaveTextContent('Sin calibre');
    expect(entries[1]).toHaveTextContent(/Pendiente.*El cliente/);
    // A cancelled line is not on the packing slip.
    expect(screen.getByTestId('packing-slip')).not.toHaveTextContent(line().product.name);
  });

  it('is not found when the farm has no line in the order', async () => {
    apiServer({ 'GET /v1/orders/producer/order-1': () => fail(404, 'NOT_FOUND', ORDER_MESSAGES.notFound) });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido no encontrado' }),
    ).toBeInTheDocument();
  });
});

describe('the packing slip of plants (issue 31)', () => {
  it("prints each plant's passport with the farm's operator number", async () => {
    const plant = line({
      productId: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000015',
      product: { ...line().product, name: 'Plantón', botanicalName: 'Selenicereus undatus' },
    });
    apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({ order: { ...view([plant, line({ id: 'po-2' })]), plantOperatorNumber: 'ES-30-0456' } }),
    });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Pedido ORDER1' });
    const passports = screen.getByTestId('packing-slip-passports');
    expect(passports.querySelectorAll('dl')).toHaveLength(1);
    expect(passports).toHaveTextContent('Plantón');
    expect(passports).toHaveTextContent('Selenicereus undatus');
    expect(passports).toHaveTextContent('ES-30-0456');
    expect(passports).toHaveTextContent('3F6C2A10');
  });
});

describe("the farm's withdrawals (issue 31)", () => {
  it('marks the goods of a withdrawal received after a confirmation', async () => {
    const withdrawal = {
      id: 'w-1',
      orderId: 'order-1',
      status: 'requested' as const,
      productOrderIds: ['po-1'],
      refundAmount: 9,
      requestedAt: '2026-06-03T10:00:00.000Z',
      refundDueAt: '2026-06-17T10:00:00.000Z',
      receivedAt: null,
      lines: [
        { productOrderId: 'po-1', name: 'Pitahaya roja', quantity: 2, producerId: 'producer-1', amount: 9 },
      ],
    };
    const api = apiServer({
      'GET /v1/orders/producer/order-1': () =>
        ok({ order: { ...view([line({ status: 'delivered' })]), withdrawals: [withdrawal] } }),
      'PATCH /v1/orders/order-1/withdrawal/w-1': () =>
        ok({ withdrawal: { ...withdrawal, status: 'received', receivedAt: '2026-06-05T10:00:00.000Z' } }),
    });
    render();
    const section = await screen.findByTestId('farm-withdrawals');
    expect(section).toHaveTextContent('Desistimiento solicitado');
    await userEvent.click(within(section).getByRole('button', { name: 'Marcar como recibido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, marcar como recibido' }));
    expect(
      await screen.findByText('Devolución recibida. El reembolso se tramita ahora.'),
    ).toBeInTheDocument();
    expect(api.to('PATCH', '/v1/orders/order-1/withdrawal/w-1')[0]?.body).toEqual({ status: 'received' });
  });
});
