import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutsAnswer, SettingsAnswer } from '../../../../shared/contracts/payments/contract.js';
import type { Payout } from '../../../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer, owedTransferRefund, refund } from '../../test/commerce';
import { answerDialog, renderScreen, link } from '../../test/utils';
import AdminPaymentsScreen from './AdminPaymentsScreen';

const SETTINGS: SettingsAnswer = {
  settings: {
    methods: ['bank_transfer', 'cash_on_delivery'],
    defaultMethod: 'cash_on_delivery',
    commissionRate: 10,
    bankAccount: { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya' },
    payoutSchedule: 'manual',
    shipping: { flatFee: 4.9, freeFrom: 40, remoteZonesEnabled: false },
    updatedAt: '2026-05-01T10:00:00.000Z',
  },
  cardAvailable: false,
};

const payout = (overrides: Partial<Payout> = {}): Payout => ({
  id: 'payout-1',
  producerId: 'farm-1',
  producerName: 'Finca Uno',
  amount: 27,
  currency: 'EUR',
  method: 'bank_transfer',
  status: 'pending',
  iban: 'ES7921000813610123456789',
  holder: 'Finca Uno SL',
  reference: null,
  failure: null,
  createdAt: '2026-05-03T10:00:00.000Z',
  paidAt: null,
  batchId: null,
  exportedAt: null,
  cancelledAt: null,
  ...overrides,
});

const PAYOUTS: PayoutsAnswer = {
  farms: [
    {
      producerId: 'farm-1',
      producerName: 'Finca Uno',
      balance: {
        currency: 'EUR',
        commissionRate: 10,
        pendingAmount: 5,
        availableAmount: 27,
        paidOutAmount: 0,
        inPayoutAmount: 0,
      },
      connect: { status: 'none', accountId: null },
      iban: 'ES7921000813610123456789',
      destination: 'bank_transfer',
    },
    {
      producerId: 'farm-2',
      producerName: 'Finca Dos',
      balance: {
        currency: 'EUR',
        commissionRate: 10,
        pendingAmount: 0,
        availableAmount: 12.5,
        paidOutAmount: 30,
        inPayoutAmount: 0,
      },
      connect: { status: 'active', accountId: 'acct_2' },
      iban: null,
      destination: 'stripe_transfer',
    },
    {
      producerId: 'farm-3',
      producerName: 'Finca Tres',
      balance: {
        currency: 'EUR',
        commissionRate: 10,
        pendingAmount: 0,
        availableAmount: 8,
        paidOutAmount: 0,
        inPayoutAmount: 0,
      },
      connect: { status: 'none', accountId: null },
      iban: null,
      destination: null,
    },
  ],
  payouts: [
    payout(),
    payout({
      id: 'payout-2',
      producerName: 'Finca Dos',
      method: 'stripe_transfer',
      status: 'paid',
      iban: null,
    }),
  ],
  batches: [
    {
      id: 'batch-1',
      messageId: 'PITAHAYA-BATCH1',
      format: 'sepa',
      payoutIds: ['payout-0'],
      count: 1,
      total: 40,
      createdAt: '2026-05-02T10:00:00.000Z',
      createdBy: 'admin-1',
    },
  ],
};

const REFUNDS = {
  refunds: [refund(), owedTransferRefund()],
  nextToken: null,
};

function setup(routes: Parameters<typeof apiServer>[0] = {}) {
  const api = apiServer({
    'GET /v1/payments/settings': () => ok(SETTINGS),
    'GET /v1/payments/payouts': () => ok(PAYOUTS),
    'GET /v1/payments/refunds': () => ok(REFUNDS),
    ...routes,
  });
  renderScreen('/admin/payments', <AdminPaymentsScreen />, { role: 'admin' });
  return api;
}

const settingsForm = () => screen.findByTestId('payment-settings-form');

/** The server saving the settings sent: it answers them over the stored ones. */
const SAVES_SETTINGS: Parameters<typeof setup>[0] = {
  'PUT /v1/payments/settings': (call) =>
    ok({
      settings: { ...SETTINGS.settings, ...(call.body as object), updatedAt: '2026-05-04T10:00:00.000Z' },
      cardAvailable: false,
    }),
};

describe('admin payments: settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the settings, says card needs the Stripe key, and saves what was changed', async () => {
    const api = setup(SAVES_SETTINGS);
    const form = await settingsForm();
    expect(within(form).getByRole('checkbox', { name: 'Tarjeta' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Transferencia bancaria' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Pago contra reembolso' })).toBeChecked();
    expect(within(form).getByLabelText('Método por defecto')).toHaveValue('cash_on_delivery');
    expect(within(form).getByLabelText(/Comisión/)).toHaveValue('10');
    expect(within(form).getByLabelText(/IBAN/)).toHaveValue('ES91 2100 0418 4502 0005 1332');
    expect(within(form).getByTestId('card-unavailable')).toHaveTextContent('necesita la clave de Stripe');

    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(/Comisión/));
    await user.type(within(form).getByLabelText(/Comisión/), '7,5');
    await user.selectOptions(within(form).getByLabelText('Método por defecto'), 'bank_transfer');
    await user.selectOptions(within(form).getByLabelText('Pagos a las fincas'), 'weekly');
    await user.click(within(form).getByRole('button', { name: 'Guardar configuración' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.settingsSaved)).toBeInTheDocument();
    // The stored settings with what was changed (the IBAN as written).
    const { updatedAt: _stamp, ...stored } = SETTINGS.settings;
    expect(api.to('PUT', '/v1/payments/settings')[0]!.body).toEqual({
      ...stored,
      defaultMethod: 'bank_transfer',
      commissionRate: 7.5,
      bankAccount: { iban: 'ES91 2100 0418 4502 0005 1332', holder: 'Cooperativa Pitahaya' },
      payoutSchedule: 'weekly',
    });
  });

  it("changes the shop's shipping: default fee, free threshold and the Canarias, Ceuta y Melilla switch", async () => {
    const api = setup(SAVES_SETTINGS);
    const user = userEvent.setup();
    const shipping = await screen.findByTestId('shop-shipping');
    const fee = within(shipping).getByLabelText('Tarifa por defecto (€)');
    expect(fee).toHaveValue('4,90');
    await user.clear(fee);
    await user.type(fee, '3,95');
    await user.clear(within(shipping).getByLabelText(/Envío gratis desde/));
    const zones = within(shipping).getByRole('switch', {
      name: 'Enviar a Canarias, Ceuta y Melilla (exento de IVA)',
    });
    expect(zones).not.toBeChecked();
    await user.click(zones);
    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/payments/settings')[0]!.body).toMatchObject({
      shipping: { flatFee: 3.95, freeFrom: null, remoteZonesEnabled: true },
    });
  });

  it('checks with the shared schema before sending: no method, a default not offered, a bad IBAN', async () => {
    const api = setup();
    const form = await settingsForm();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('checkbox', { name: 'Pago contra reembolso' }));
    await user.clear(within(form).getByLabelText(/IBAN/));
    await user.type(within(form).getByLabelText(/IBAN/), 'ES00 1234');
    await user.click(within(form).getByRole('button', { name: 'Guardar configuración' }));
    expect(await within(form).findByText(PAYMENT_MESSAGES.defaultNotOffered)).toBeInTheDocument();
    expect(within(form).getByText(PAYMENT_MESSAGES.ibanInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText(/IBAN/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('checkbox', { name: 'Transferencia bancaria' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar configuración' }));
    expect(await within(form).findByText(PAYMENT_MESSAGES.methodsRequired)).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Tarjeta' })).toHaveFocus();
    expect(api.to('PUT', '/v1/payments/settings')).toHaveLength(0);
  });

  it("puts the server's field errors (422 errors) on their fields", async () => {
    setup({
      'PUT /v1/payments/settings': () =>
        fail(422, 'VALIDATION_ERROR', PAYMENT_MESSAGES.noMethodAvailable, [
          { field: 'methods', message: PAYMENT_MESSAGES.noMethodAvailable },
          { field: 'bankAccount.holder', message: PAYMENT_MESSAGES.holderRequired },
        ]),
    });
    const form = await settingsForm();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Guardar configuración' }));
    expect(await within(form).findByText(PAYMENT_MESSAGES.noMethodAvailable)).toBeInTheDocument();
    expect(within(form).getByText(PAYMENT_MESSAGES.holderRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Titular/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('group', { name: 'Métodos de pago que ofreces' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('admin payments: farms and payouts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the farms with their balance and where they get paid, and says who a run leaves out', async () => {
    const api = setup({
      'POST /v1/payments/payouts': () =>
        ok(
          {
            payouts: [payout({ id: 'payout-3' })],
            skipped: [
              { producerId: 'farm-3', producerName: 'Finca Tres', amount: 8, reason: 'no_destination' },
            ],
          },
          201,
        ),
    });
    const farms = await screen.findAllByTestId('payable-farm');
    expect(farms[0]).toHaveTextContent('Finca Uno');
    expect(farms[0]).toHaveTextContent(/27,00\s€/);
    expect(farms[0]).toHaveTextContent('transferencia bancaria');
    expect(farms[1]).toHaveTextContent('Activa');
    expect(farms[1]).toHaveTextContent('Sin IBAN en su perfil');
    expect(within(farms[2]!).getByTestId('farm-no-destination')).toHaveTextContent('Sin dónde pagarle');
    expect(screen.getByTestId('payouts-caption')).toHaveTextContent(
      /3 fincas tienen 47,50\s€ disponibles\. 1 no tiene IBAN ni cuenta de Stripe activa/,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pagar a las fincas' }));
    const dialog = screen.getByRole('dialog', { name: '¿Pagar a las fincas?' });
    expect(dialog).toHaveTextContent(/2 fincas su saldo disponible \(39,50\s€ en total\)/);
    expect(within(dialog).getByTestId('payout-plan-paid')).toHaveTextContent('Finca Uno');
    expect(within(dialog).getByTestId('payout-plan-paid')).toHaveTextContent('ES79 2100 0813 6101 2345 6789');
    expect(within(dialog).getByTestId('payout-plan-skipped')).toHaveTextContent(
      /No se pagará a 1 finca \(8,00\s€\).*Finca Tres/,
    );
    expect(api.to('POST', '/v1/payments/payouts')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, pagar' }));
    expect(
      await screen.findByText(
        `${PAYMENT_MESSAGES.payoutsCreated} 1 finca queda sin pagar hasta que indiquen su IBAN.`,
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', '/v1/payments/payouts')[0]!.body).toEqual({});
    await vi.waitFor(() => expect(api.to('GET', '/v1/payments/payouts')).toHaveLength(2));
  });

  it('offers no run when no farm with money has somewhere to receive it', async () => {
    setup({
      'GET /v1/payments/payouts': () => ok({ ...PAYOUTS, farms: PAYOUTS.farms.slice(2) }),
    });
    await screen.findAllByTestId('payable-farm');
    expect(screen.getByRole('button', { name: 'Pagar a las fincas' })).toBeDisabled();
  });

  it('marks a pending bank payout as paid, with the bank reference', async () => {
    const api = setup({
      'PATCH /v1/payments/payouts/payout-1': () =>
        ok({ payout: payout({ status: 'paid', reference: 'TRF-9', paidAt: '2026-05-04T10:00:00.000Z' }) }),
    });
    const rows = await screen.findAllByTestId('payout-row');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: /Marcar como pagado/ }));
    const dialog = screen.getByRole('dialog', { name: '¿Marcar este pago como realizado?' });
    expect(dialog).toHaveTextContent('Finca Uno SL');
    expect(within(dialog).getByLabelText(/Referencia del banco/)).toHaveFocus();
    await answerDialog(user, dialog, [[/Referencia del banco/, 'TRF-9']], 'Marcar como pagado');
    expect(await screen.findByText(PAYMENT_MESSAGES.payoutSettled)).toBeInTheDocument();
    expect(api.to('PATCH', '/v1/payments/payouts/payout-1')[0]!.body).toEqual({
      status: 'paid',
      reference: 'TRF-9',
    });
  });

  it('cancels a bank payout that could not be sent, after a confirmation', async () => {
    const api = setup({
      'PATCH /v1/payments/payouts/payout-1': () =>
        ok({ payout: payout({ status: 'cancelled', cancelledAt: '2026-05-04T10:00:00.000Z' }) }),
    });
    const rows = await screen.findAllByTestId('payout-row');
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: /Anular/ }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Anular este pago?' });
    expect(dialog).toHaveTextContent('vuelve a su saldo «Disponible»');
    expect(api.to('PATCH', '/v1/payments/payouts/payout-1')).toHaveLength(0);
    await answerDialog(user, dialog, [[/Motivo/, 'El banco la devolvió']], 'Anular el pago');
    expect(await screen.findByText(PAYMENT_MESSAGES.payoutCancelled)).toBeInTheDocument();
    expect(api.to('PATCH', '/v1/payments/payouts/payout-1')[0]!.body).toEqual({
      status: 'cancelled',
      reason: 'El banco la devolvió',
    });
  });

  it('makes a new export batch of the transfers no file holds, and downloads an old batch again', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: the test's own.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    const batch = { ...PAYOUTS.batches[0]!, id: 'batch-2', payoutIds: ['payout-1'], total: 27 };
    const api = setup({
      'POST /v1/payments/payouts/export': (call) =>
        ok(
          {
            batch,
            file:
              (call.body as { format: string }).format === 'csv'
                ? { filename: 'pagos.csv', contentType: 'text/csv', content: 'finca;importe\n' }
                : { filename: 'pagos-sepa.xml', contentType: 'application/xml', content: '<Document/>' },
          },
          201,
        ),
      'GET /v1/payments/payouts/export': () =>
        ok({
          batch: PAYOUTS.batches[0],
          file: { filename: 'otra-vez.xml', contentType: 'application/xml', content: '<Document/>' },
        }),
    });
    await screen.findAllByTestId('payout-row');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nuevo fichero SEPA' }));
    await vi.waitFor(() => expect(clicks).toEqual(['pagos-sepa.xml blob:application/xml']));
    expect(api.to('POST', '/v1/payments/payouts/export')[0]!.body).toEqual({ format: 'sepa' });
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.size).toBe('<Document/>'.length);
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:application/xml'));

    const [old] = await screen.findAllByTestId('payout-batch');
    expect(old).toHaveTextContent('PITAHAYA-BATCH1');
    await user.click(within(old!).getByRole('button', { name: /SEPA/ }));
    await vi.waitFor(() => expect(clicks).toHaveLength(2));
    expect(clicks[1]).toBe('otra-vez.xml blob:application/xml');
    const again = api.to('GET', '/v1/payments/payouts/export')[0]!;
    expect([again.query.get('batchId'), again.query.get('format')]).toEqual(['batch-1', 'sepa']);
  });

  it('offers no new file while every pending transfer is in one already', async () => {
    setup({
      'GET /v1/payments/payouts': () =>
        ok({
          ...PAYOUTS,
          payouts: [payout({ batchId: 'batch-1', exportedAt: '2026-05-04T10:00:00.000Z' })],
        }),
    });
    const [row] = await screen.findAllByTestId('payout-row');
    expect(row).toHaveTextContent('En el fichero del');
    expect(screen.getByRole('button', { name: 'Nuevo fichero SEPA' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nuevo fichero CSV' })).toBeDisabled();
  });
});

describe('admin payments: refunds', () => {
  it('sums up the refunds not done and leads to the refunds screen', async () => {
    setup();
    const summary = await screen.findByTestId('refunds-summary');
    expect(summary).toHaveTextContent(/2 reembolsos sin terminar \(24,00\s€\)/);
    expect(summary).toHaveTextContent('1 espera que envíes la transferencia');
    expect(link('Ver reembolsos e historial')).toHaveAttribute('href', '/admin/refunds');
  });
});
