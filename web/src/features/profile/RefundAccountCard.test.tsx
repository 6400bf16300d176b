import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BalanceAnswer } from '../../../../shared/contracts/payments/contract.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages/user.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import { userProfile } from '../../test/users';
import { PayoutAccountWarning, payoutWarning } from './PayoutAccountWarning';
import { RefundAccountCard, REFUND_ACCOUNT_TEXTS } from './RefundAccountCard';
import { renderProfileCard } from './testing';

const PROFILE = userProfile({ refundAccount: null });
const ACCOUNT = { iban: 'ES7921000813610123456789', holder: 'Ana Ruiz' };

describe("the consumer's refund account", () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for one while there is none, checks the IBAN before sending, and saves it', async () => {
    const api = apiServer({
      'PUT /v1/users/profile': () => ok({ profile: { ...PROFILE, refundAccount: ACCOUNT } }),
    });
    renderProfileCard(RefundAccountCard, PROFILE);
    const card = screen.getByTestId('refund-account');
    expect(within(card).getByTestId('refund-account-none')).toHaveTextContent(REFUND_ACCOUNT_TEXTS.none);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Añadir cuenta' }));
    await user.click(within(card).getByLabelText('IBAN'));
    await user.paste('ES00 0000');
    await user.click(within(card).getByRole('button', { name: 'Guardar cuenta' }));
    expect(within(card).getByText(PROFILE_MESSAGES.payoutIbanInvalid)).toBeInTheDocument();
    expect(within(card).getByText(PROFILE_MESSAGES.refundHolderRequired)).toBeInTheDocument();
    expect(within(card).getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PUT', '/v1/users/profile')).toHaveLength(0);

    await user.clear(within(card).getByLabelText('IBAN'));
    await user.click(within(card).getByLabelText('IBAN'));
    await user.paste('es79 2100 0813 6101 2345 6789');
    await user.click(within(card).getByLabelText('Titular de la cuenta'));
    await user.paste('Ana Ruiz');
    await user.click(within(card).getByRole('button', { name: 'Guardar cuenta' }));
    expect(await screen.findByText(REFUND_ACCOUNT_TEXTS.saved)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')[0]!.body).toEqual({ refundAccount: ACCOUNT });
    expect(card).toHaveTextContent('ES79 2100 0813 6101 2345 6789');
  });

  it("puts the server's refusal on its field, and removes an account after a confirmation", async () => {
    const api = apiServer({
      'PUT /v1/users/profile': (call) =>
        (call.body as { refundAccount: unknown }).refundAccount === null
          ? ok({ profile: PROFILE })
          : fail(422, 'VALIDATION_ERROR', PROFILE_MESSAGES.refundHolderRequired, [
              { field: 'refundAccount.holder', message: PROFILE_MESSAGES.refundHolderRequired },
            ]),
    });
    renderProfileCard(RefundAccountCard, { ...PROFILE, refundAccount: ACCOUNT });
    const card = screen.getByTestId('refund-account');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Cambiar cuenta' }));
    expect(within(card).getByLabelText('IBAN')).toHaveValue('ES79 2100 0813 6101 2345 6789');
    await user.click(within(card).getByRole('button', { name: 'Guardar cuenta' }));
    expect(await within(card).findByText(PROFILE_MESSAGES.refundHolderRequired)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(card).getByRole('button', { name: 'Borrar' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Borrar tu cuenta para reembolsos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, borrarla' }));
    expect(await screen.findByText(REFUND_ACCOUNT_TEXTS.removed)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile').at(-1)!.body).toEqual({ refundAccount: null });
    expect(within(card).getByTestId('refund-account-none')).toBeInTheDocument();
  });
});

describe("a farm's profile without an account to be paid to", () => {
  afterEach(() => vi.restoreAllMocks());
  const balance = (over: Partial<BalanceAnswer>): BalanceAnswer => ({
    balance: {
      currency: 'EUR',
      commissionRate: 10,
      pendingAmount: 12,
      availableAmount: 30.5,
      paidOutAmount: 0,
      inPayoutAmount: 0,
    },
    lines: [],
    payouts: [],
    destination: null,
    ...over,
  });

  it('warns a farm with sales, with what it has to be paid', async () => {
    apiServer({ 'GET /v1/orders/producer/balance': () => ok(balance({})) });
    renderScreen('/profile', <PayoutAccountWarning userId="farm-1" />, { role: 'producer' });
    expect(await screen.findByTestId('payout-account-missing')).toHaveTextContent(
      /Tienes 42,50\s€ de ventas por cobrar y aún no nos has dicho dónde pagártelas/,
    );
  });

  it('says nothing to a farm without sales, or one that can be paid', () => {
    const none = balance({ balance: { ...balance({}).balance, pendingAmount: 0, availableAmount: 0 } });
    expect(payoutWarning(none)).toBeNull();
    expect(payoutWarning(balance({ destination: 'stripe_transfer' }))).toBeNull();
    expect(payoutWarning(balance({ destination: 'bank_transfer' }))).toBeNull();
    // Sold, and everything paid out meanwhile: still told, nothing to say about an amount.
    expect(payoutWarning({ ...none, lines: [{} as BalanceAnswer['lines'][number]] })).toMatch(
      /^Ya vendes en la tienda/,
    );
  });
});
