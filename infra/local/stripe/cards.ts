/**
 * The test cards of the hosted payment page, as in Stripe's test mode: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined (card_declined / generic_decline), 4000 0027 6000 3184 always requires
 * authentication: it pays on the hosted page (the customer is there to authenticate) and can be saved, but every
 * charge made without the customer (`off_session`) fails with `authentication_required`. Any other number is
 * refused by the page.
 */

export type CardOutcome =
  | { kind: 'succeeded'; brand: string; last4: string }
  | { kind: 'declined'; brand: string; last4: string; declineCode: string; message: string };

export const SUCCEEDING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const AUTHENTICATION_CARD = '4000002760003184';

const OUTCOMES: Record<string, CardOutcome> = {
  [SUCCEEDING_CARD]: { kind: 'succeeded', brand: 'visa', last4: '4242' },
  [DECLINED_CARD]: {
    kind: 'declined',
    brand: 'visa',
    last4: '0002',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  [AUTHENTICATION_CARD]: { kind: 'succeeded', brand: 'visa', last4: '3184' },
};

/** What charging a saved card off-session does (a card absent here pays as on the page). */
export const OFF_SESSION_FAILURES: Record<string, { code: 'authentication_required'; message: string }> = {
  [AUTHENTICATION_CARD]: {
    code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

/** The digits of a card number as typed: spaces and dashes allowed ("4242 4242 4242 4242"). */
export function normaliseCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** What paying with `typed` does; null for a number that is not one of the test cards. */
export function cardOutcome(typed: string): CardOutcome | null {
  return OUTCOMES[normaliseCardNumber(typed)] ?? null;
}

/** "4242 4242 4242 4242" */
export const groupedCard = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
