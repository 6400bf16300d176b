/** The caller's own profile. */
import type { Role } from '../../roles.js';

export interface UserProfile {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  phone?: string;
  address?: string;
  city?: string;
  createdAt: string;
  updatedAt: string;
}
