/** The caller's own profile. */
import type { Role } from '../../roles.js';
import type { BankAccount } from '../payments/entities.js';

export interface UserProfile {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  phone?: string;
  address?: string;
  city?: string;
  /** Producers only: where the shop sends their payouts by bank transfer (IBAN in electronic form), or null. */
  payoutAccount?: BankAccount | null;
  createdAt: string;
  updatedAt: string;
}
