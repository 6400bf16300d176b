import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../../shared/messages/user.js';
import { order, payment } from '../test/commerce';
import {
  accountEnd,
  checkRefundAccount,
  emptyRefundAccount,
  refundAccountServerErrors,
  refundByTransferOwed,
} from './refund-account';

describe('a refund account as the screens take it', () => {
  it('sends the IBAN in electronic form and the holder trimmed', () => {
    expect(checkRefundAccount({ iban: 'es79 2100 0813 6101 2345 6789', holder: '  Ana Ruiz ' })).toEqual({
      ok: true,
      account: { iban: 'ES7921000813610123456789', holder: 'Ana Ruiz' },
    });
  });

  it('refuses a wrong IBAN and a missing or long holder with the profile schema messages', () => {
    expect(checkRefundAccount({ iban: 'ES7921000813610123456780', holder: '' })).toEqual({
      ok: false,
      errors: { iban: PROFILE_MESSAGES.payoutIbanInvalid, holder: PROFILE_MESSAGES.refundHolderRequired },
    });
    expect(checkRefundAccount({ iban: 'ES7921000813610123456789', holder: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { holder: PROFILE_MESSAGES.payoutHolderTooLong },
    });
  });

  it('takes none at all where it is optional (the cancel dialog), never half of one', () => {
    expect(checkRefundAccount({ iban: ' ', holder: '' }, true)).toEqual({ ok: true, account: null });
    expect(checkRefundAccount({ iban: '', holder: 'Ana' }, true).ok).toBe(false);
    expect(checkRefundAccount({ iban: '', holder: '' }).ok).toBe(false);
  });

  it("reads the server's field errors and fills the form from a stored account", () => {
    expect(
      refundAccountServerErrors([
        { field: 'refundAccount.iban', message: 'a' },
        { field: 'refundAccount.holder', message: 'b' },
        { field: 'fullName', message: 'c' },
      ]),
    ).toEqual({ iban: 'a', holder: 'b' });
    expect(refundAccountServerErrors([{ field: 'refundAccount', message: 'd' }])).toEqual({ iban: 'd' });
    expect(emptyRefundAccount({ iban: 'ES7921000813610123456789', holder: 'Ana' })).toEqual({
      iban: 'ES79 2100 0813 6101 2345 6789',
      holder: 'Ana',
    });
    expect(accountEnd('ES79 2100 0813 6101 2345 6789')).toBe('6789');
  });

  it('knows an order owes money back by transfer: not a card, not once it moved', () => {
    const owed = { status: 'refund_pending' as const, refundPendingAmount: 5 };
    expect(refundByTransferOwed(order({ payment: payment({ method: 'bank_transfer', ...owed }) }))).toBe(
      true,
    );
    expect(refundByTransferOwed(order({ payment: payment({ method: 'cash_on_delivery', ...owed }) }))).toBe(
      true,
    );
    expect(refundByTransferOwed(order({ payment: payment({ method: 'card', ...owed }) }))).toBe(false);
    expect(
      refundByTransferOwed(order({ payment: payment({ method: 'bank_transfer', status: 'refunded' }) })),
    ).toBe(false);
  });
});
