/** The caller's own profile: what PUT /v1/users/profile takes (a farm's payout account too). */
import * as z from 'zod/mini';
import { PROFILE_MESSAGES as PM } from '../../messages/user.js';
import { PRODUCT_VALIDATION, SHIPPING_VALIDATION, USER_VALIDATION } from '../../messages/validation.js';
import { bankAccountObject, clearable, optionalBoundedText, optionalName, text } from '../fields.js';
import { fiscalSchema, shippingTermsSchema } from './farm-terms-schemas.js';
import { isValidPhone } from '../phone.js';
import { shippingInfoSchema } from '../orders/shipping-schema.js';
import { PLANT_OPERATOR_MAX } from '../../constants/legal-facts.js';
import { DATA_RIGHTS_MESSAGES, PRODUCT_LEGAL_MESSAGES } from '../../messages/legal.js';
import { holidaysSchema, pickupSlotsSchema, scheduleSchema } from '../calendar-fields.js';
import { NEW_ORDER_EMAILS } from '../../constants/notifications.js';

export { farmPageUpdateSchema } from './farm-schemas.js';

/**
 * Ours: a consumer's saved shipping address (the optional `shippingAddress`, issue 23), which fills the next
 * checkout: the checkout's shipping fields under the same rules and messages (shippingInfoSchema); notes and
 * e-mail stay per order. Here, not beside shippingInfoSchema, so the orders function does not carry it.
 */
export const savedAddressSchema = z.pick(shippingInfoSchema, {
  fullName: true,
  address: true,
  city: true,
  state: true,
  postalCode: true,
  phone: true,
});

/** A farm's account for its payouts by bank transfer: `{ iban, holder }` (IBAN in electronic form). */
const payoutAccountSchema = bankAccountObject({
  account: PM.payoutAccountInvalid,
  iban: PM.payoutIbanInvalid,
  holderRequired: PM.payoutHolderRequired,
  holderTooLong: PM.payoutHolderTooLong,
});

const plantOperatorMessage = PRODUCT_LEGAL_MESSAGES.plantOperatorInvalid(PLANT_OPERATOR_MAX);
/** Letters, digits, spaces, dots, slashes and dashes, 3 to PLANT_OPERATOR_MAX characters; blank removes it. */
const plantOperatorSchema = text(plantOperatorMessage).check(
  z.maxLength(PLANT_OPERATOR_MAX, { error: plantOperatorMessage }),
  z.refine((value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,}$/.test(value), {
    error: plantOperatorMessage,
  }),
);

/** A consumer's account for refunds sent by bank transfer: `{ iban, holder }` (IBAN in electronic form). */
const refundAccountSchema = bankAccountObject({
  account: PM.refundAccountInvalid,
  iban: PM.payoutIbanInvalid,
  holderRequired: PM.refundHolderRequired,
  holderTooLong: PM.payoutHolderTooLong,
});

export const profileUpdateSchema = z
  .object({
    fullName: optionalName(SHIPPING_VALIDATION.fullNameRequired, 100, USER_VALIDATION.fullNameTooLong),
    phone: z.optional(
      text(SHIPPING_VALIDATION.phoneFormat).check(
        z.maxLength(30, { error: USER_VALIDATION.phoneTooLong }),
        z.refine((value) => value === '' || isValidPhone(value), {
          error: SHIPPING_VALIDATION.phoneFormat,
        }),
      ),
    ),
    address: optionalBoundedText(200, USER_VALIDATION.addressTooLong),
    city: optionalBoundedText(100, USER_VALIDATION.cityTooLong),
    /** Ours, optional (issue 23): the address the next checkout is filled with, or null to forget it. */
    shippingAddress: clearable(savedAddressSchema),
    /** Producers only (the service refuses it for other roles): the account, or null to remove it. */
    payoutAccount: clearable(payoutAccountSchema),
    /**
     * Consumers only (the service refuses it for other roles): where the shop sends money it owes back by bank
     * transfer (a cancelled transfer order, a pay-on-delivery part given back), or null to remove it.
     */
    refundAccount: clearable(refundAccountSchema),
    /** Producers only: legal name, NIF/CIF and fiscal address (the issuer of the farm's invoices). */
    fiscal: z.optional(fiscalSchema),
    /** Producers only: the farm's shipping terms, or null to follow the shop's default. */
    shipping: clearable(shippingTermsSchema),
    /**
     * Ours (issue 31), producers only: the farm's professional operator registration number (a plant's passport,
     * Reg. (EU) 2016/2031); null or blank removes it.
     */
    plantOperatorNumber: clearable(plantOperatorSchema),
    /**
     * Issue 32 (docs/harvest-calendar.md), producers only: the weekly cut-off and dispatch day in Madrid time,
     * or null (the farm sends as soon as an order is ready).
     */
    schedule: clearable(scheduleSchema),
    /** Ours (issue 32), producers only: dates the farm does not dispatch ([] or null: none). */
    holidays: clearable(holidaysSchema),
    /** Issue 32, producers only: weekly pickup slots `[{weekday, from, to, capacity}]` ([] or null: none). */
    pickupSlots: clearable(pickupSlotsSchema),
    /**
     * Ours, producers only: how the farm hears of new orders by e-mail, `daily` (one summary a day, what applies
     * while it never chose) or `each` (one e-mail per order); docs/notifications.md.
     */
    newOrderEmails: z.optional(z.enum(NEW_ORDER_EMAILS, { error: PM.newOrderEmailsInvalid })),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: PRODUCT_VALIDATION.nothingToUpdate,
    }),
  );

export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;

/** DELETE /v1/users/profile (issue 31): the caller's password, so a stolen token alone cannot delete an account. */
export const accountDeleteSchema = z.object(
  {
    password: z
      .string({ error: DATA_RIGHTS_MESSAGES.passwordRequired })
      .check(
        z.minLength(1, { error: DATA_RIGHTS_MESSAGES.passwordRequired }),
        z.maxLength(256, { error: DATA_RIGHTS_MESSAGES.passwordWrong }),
      ),
  },
  { error: DATA_RIGHTS_MESSAGES.passwordRequired },
);

/** GET /v1/users/profile/export (issue 31): `?download=1` answers it as a file to save. */
export const exportQuery = z.object({
  download: z.optional(z.enum(['0', '1'], { error: DATA_RIGHTS_MESSAGES.downloadInvalid })),
});
