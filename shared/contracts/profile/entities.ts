/** The caller's own profile. */
import type { Role } from '../../constants/roles.js';
import type { BankAccount } from '../payments/entities.js';
import type { FiscalData, ShippingTerms } from '../../rules/pricing/entities.js';
import type { ShippingInfo } from '../orders/entities.js';

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
  /** Producers only: the issuer data of the farm's invoices, or null until it gives them. */
  fiscal?: FiscalData | null;
  /** Producers only: the farm's own shipping terms, or null (the shop's default applies: `shippingDefault`). */
  shipping?: ShippingTerms | null;
  /** Producers only: the shop's default terms (what applies while `shipping` is null). */
  shippingDefault?: ShippingTerms;
  /** Ours (issue 31), producers only: the professional operator registration number (plant passports), or null. */
  plantOperatorNumber?: string | null;
  createdAt: string;
  updatedAt: string;
}
