/** The caller's own profile. */
import type { Role } from '../../constants/roles.js';
import type { BankAccount } from '../payments/entities.js';
import type { FiscalData, ShippingTerms } from '../../rules/pricing/entities.js';
import type { ShippingInfo } from '../orders/entities.js';
import type { DispatchSchedule } from '../../rules/calendar/dispatch.js';
import type { PickupSlot } from '../../rules/calendar/pickup-slots.js';
import type { NewOrderEmails } from '../../constants/notifications.js';

export type { DispatchSchedule } from '../../rules/calendar/dispatch.js';
export type { PickupSlot } from '../../rules/calendar/pickup-slots.js';

/** Ours (issue 23): the shipping address a consumer saved at checkout or in /profile (no notes, no e-mail). */
export type SavedAddress = Pick<
  ShippingInfo,
  'fullName' | 'address' | 'city' | 'state' | 'postalCode' | 'phone'
>;

export interface UserProfile {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  phone?: string;
  address?: string;
  city?: string;
  /** Ours, optional: the saved shipping address that fills the checkout (answered only when there is one). */
  shippingAddress?: SavedAddress | null;
  /** Producers only: where the shop sends their payouts by bank transfer (IBAN in electronic form), or null. */
  payoutAccount?: BankAccount | null;
  /**
   * Consumers only: where the shop sends money it owes back by bank transfer (IBAN in electronic form), or null
   * until they give it.
   */
  refundAccount?: BankAccount | null;
  /** Producers only: the issuer data of the farm's invoices, or null until it gives them. */
  fiscal?: FiscalData | null;
  /** Producers only: the farm's own shipping terms, or null (the shop's default applies: `shippingDefault`). */
  shipping?: ShippingTerms | null;
  /** Producers only: the shop's default terms (what applies while `shipping` is null). */
  shippingDefault?: ShippingTerms;
  /** Ours (issue 31), producers only: the professional operator registration number (plant passports), or null. */
  plantOperatorNumber?: string | null;
  /** Issue 32, producers only: the weekly cut-off and dispatch day (Madrid time), or null. */
  schedule?: DispatchSchedule | null;
  /** Ours (issue 32), producers only: dates the farm does not dispatch (sorted). */
  holidays?: string[];
  /** Issue 32, producers only: weekly pickup slots (Monday first). */
  pickupSlots?: PickupSlot[];
  /**
   * Ours, producers only: how the farm hears of new orders by e-mail: `daily` (one summary a day; also when it
   * never chose) or `each` (one e-mail per order). The bell's notice comes at once either way.
   */
  newOrderEmails?: NewOrderEmails;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /v1/users/profile/export (issue 31, docs/legal.md): everything the shop holds about the caller, as it is
 * stored for them: the account, the profile (saved address, a farm's data), the cart, the orders (with their
 * lines, payments, refunds, invoices and withdrawals), the notifications and the contact messages sent with the
 * account's e-mail. Domains added later add their part here (reviews, subscriptions).
 */
export interface PersonalDataExport {
  exportedAt: string;
  /** Who the shop is (the controller: GDPR art. 13). */
  controller: { name: string; nif: string; email: string };
  account: {
    id: string;
    email: string;
    fullName: string;
    role: string;
    createdAt: string;
    isActive: boolean;
  };
  profile: Record<string, unknown> | null;
  cart: Record<string, unknown> | null;
  orders: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  /** The reviews they wrote (docs/reviews.md), with the farms' replies and the shop's decisions. */
  reviews: Record<string, unknown>[];
  /** Anything else of the caller's own partition (a domain's newer items), as stored. */
  other: Record<string, unknown>[];
}

/** DELETE /v1/users/profile (issue 31): what was deleted and how many orders were kept anonymised. */
export interface AccountDeleted {
  id: string;
  anonymisedOrders: number;
  deletedItems: number;
}
