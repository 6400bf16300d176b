/** The signed-in user as the web app keeps it (user.ts reads it from the user-info answer). */
import type { Role } from '../../../../shared/constants/roles.js';

export interface SessionUser {
  id: string;
  email: string;
  username: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  attributes: Record<string, string | undefined>;
}

/** What the user-info answer lacks reads as 'N/A' (every older user-info shape, user.ts). */
export const NOT_AVAILABLE = 'N/A';
