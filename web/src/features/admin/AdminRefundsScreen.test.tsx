import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { CSV_BOM } from '../../../../shared/utils/csv.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, owedTransferRefund, refund } from '../../test/commerce';
import { answerDialog, renderScreen } from '../../test/utils';
import AdminRefundsScreen from './AdminRefundsScreen';
import { refundsCsv } from './refunds-csv';

const OWED = owedTransferRefund({
  amount: 48.8,
  account: { iban: 'ES7921000813610123456789', holder: 'Ana Ruiz' },
});
const NO_ACCOUNT = refund({
  id: 'refund-3',
  orderId: 'order-3',
  method: 'cash_on_delivery',
  reason: 'returned',
  status: 'owed',
  failure: null,
  attempts: 0,
  amount: 9.5,
  customer: { id: 'u-2', name: 'Luis', email: 'luis@example.com' },
});
const SETTLED = refund({
  ...OWED,
  id: 'refund-4',
  status: 'succeeded',
  reference: 'TRF-77',
  settledAt: '2026-05-05T10:00:00.000Z',
  settledBy: { id: 'admin-1', name: 'Marta Admin' },
});

function setup(path = '/admin/refunds', routes: Parameters<typeof apiServer>[0] = {}) {
  const api = apiServer({
    'GET /v1/payments/refunds': (call) =>
      ok(
        call.query.get('status') === 'all'
          ? { refunds: [SETTLED], nextToken: null }
          : { refunds: [refund(), OWED, NO_ACCOUNT], nextToken: null },
      ),
    ...routes,
  });
  renderScreen('/admin/refunds', <AdminRefundsScreen />, { path, role: 'admin' });
  return api;
}

describe('admin refunds', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the refunds not done with the shopper, the account owed refunds go to and what is missing', async () => {
    const api = setup();
    const rows = await screen.findAllByTestId('refund-row');
    expect(api.to('GET', '/v1/payments/refunds')[0]!.query.get('status')).toBe('open');
    expect(rows[0]).toHaveTextContent('Fallido');
    expect(rows[0]).toHaveTextContent('La tarjeta ya no es válida.');
    expect(rows[0]).toHaveTextContent('A la tarjeta');
    expect(rows[1]).toHaveTextContent('Ana Ruiz');
    expect(rows[1]).toHaveTextContent('ES79 2100 0813 6101 2345 6789');
    expect(rows[1]).toHaveTextContent('Pendiente de transferencia');
    expect(rows[2]).toHaveTextContent('Devolución de productos entregados');
    expect(within(rows[2]!).getByTestId('refund-no-account')).toHaveTextContent('Sin cuenta del cliente');
  });

  it('settles an owed refund only with the bank reference, after a confirmation', async () => {
    const api = setup('/admin/refunds', {
      'PATCH /v1/payments/refunds/refund-2': () =>
        ok({
          refund: {
            ...OWED,
            status: 'succeeded',
            reference: 'TRF-9',
            settledAt: '2026-05-06T10:00:00.000Z',
            settledBy: { id: 'admin-1', name: 'Marta Admin' },
          },
        }),
    });
    const rows = await screen.findAllByTestId('refund-row');
    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: /Registrar devolución/ }));
    const dialog = screen.getByRole('dialog', { name: '¿Registrar la devolución?' });
    expect(dialog).toHaveTextContent(/48,80\s€/);
    expect(within(dialog).getByTestId('refund-account')).toHaveTextContent('ES79 2100 0813 6101 2345 6789');
    const reference = within(dialog).getByLabelText('Referencia de la transferencia');
    expect(reference).toHaveFocus();
    // No reference: refused here, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Registrar devolución' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.refundReferenceRequired);
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PATCH', '/v1/payments/refunds/refund-2')).toHaveLength(0);
    await answerDialog(user, dialog, [['Referencia de la transferencia', 'TRF-9']], 'Registrar devolución');
    expect(await screen.findByText(PAYMENT_MESSAGES.refundSettled)).toBeInTheDocument();
    expect(api.to('PATCH', '/v1/payments/refunds/refund-2')[0]!.body).toEqual({
      action: 'settled',
      reference: 'TRF-9',
    });
  });

  it("keeps the server's refusal in the dialog", async () => {
    setup('/admin/refunds', {
      'PATCH /v1/payments/refunds/refund-3': () => fail(409, 'CONFLICT', PAYMENT_MESSAGES.refundNotOwed),
    });
    const rows = await screen.findAllByTestId('refund-row');
    const user = userEvent.setup();
    await user.click(within(rows[2]!).getByRole('button', { name: /Registrar devolución/ }));
    const dialog = screen.getByRole('dialog', { name: '¿Registrar la devolución?' });
    expect(within(dialog).getByTestId('refund-no-account')).toHaveTextContent('aún no ha indicado su cuenta');
    await answerDialog(user, dialog, [['Referencia de la transferencia', 'X-1']], 'Registrar devolución');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.refundNotOwed);
  });

  it('retries a failed card refund', async () => {
    const api = setup('/admin/refunds', {
      'PATCH /v1/payments/refunds/refund-1': () =>
        ok({ refund: refund({ status: 'pending', failure: null }) }),
    });
    const rows = await screen.findAllByTestId('refund-row');
    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText(PAYMENT_MESSAGES.refundRetried)).toBeInTheDocument();
    expect(api.to('PATCH', '/v1/payments/refunds/refund-1')[0]!.body).toEqual({ action: 'retry' });
  });

  it('shows the history with its filters from the address: who settled what, when and with which reference', async () => {
    const api = setup('/admin/refunds?status=all&method=bank_transfer&from=2026-05-01&to=2026-05-31');
    const [row] = await screen.findAllByTestId('refund-row');
    expect(row).toHaveTextContent('Devuelto');
    expect(row).toHaveTextContent('Ref. TRF-77');
    expect(row).toHaveTextContent('Por Marta Admin');
    expect(within(row!).queryByRole('button')).not.toBeInTheDocument();
    const query = api.to('GET', '/v1/payments/refunds')[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      status: 'all',
      method: 'bank_transfer',
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(screen.getByLabelText('Estado')).toHaveValue('all');
  });

  it('exports the filtered list as CSV, every page', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = setup('/admin/refunds?status=all', {
      'GET /v1/payments/refunds': (call) =>
        ok(
          call.query.get('nextToken')
            ? { refunds: [OWED], nextToken: null }
            : { refunds: [SETTLED], nextToken: 'page-2' },
        ),
    });
    await screen.findAllByTestId('refund-row');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText(/Exportación lista: 2 reembolsos/)).toBeInTheDocument();
    const exported = api
      .to('GET', '/v1/payments/refunds')
      .filter((call) => call.query.get('limit') === '100');
    expect(exported.map((call) => call.query.get('nextToken'))).toEqual([null, 'page-2']);
  });
});

describe('refunds CSV', () => {
  it('writes what, to whom, how, the account, the reference and who settled it, for a Spanish spreadsheet', () => {
    const text = refundsCsv([SETTLED, NO_ACCOUNT]);
    const [header, first, second] = text.split('\r\n');
    expect(header).toBe(
      `${CSV_BOM}ID;Pedido;Fecha;Cliente;Email;Importe;Método;Motivo;Estado;IBAN;Titular;Referencia;Devuelto el;Registrado por`,
    );
    expect(first).toContain(
      ';48,80;Transferencia bancaria;Pedido cancelado;Devuelto;ES7921000813610123456789;',
    );
    expect(first).toContain(';TRF-77;2026-05-05T10:00:00.000Z;Marta Admin');
    expect(second).toContain(';9,50;Pago contra reembolso;Devolución de productos entregados;');
  });
});
