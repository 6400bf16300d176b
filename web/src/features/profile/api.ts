/** What the profile screen reads and changes, through the typed client (lib/api/endpoints.ts). */
import type { ChangePasswordRequest } from '../../../../shared/contracts/auth/schemas.js';
import type { ProfileUpdateRequest } from '../../../../shared/contracts/profile/schemas.js';
import { api, request } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/**
 * The signed-in user's own profile, kept apart per user under `['profile.get', {}, userId]`: the key the
 * checkout reads too (keep the two alike).
 */
export const useMyProfile = (userId: string | undefined) =>
  useApi(api.profile.get, userId ? {} : null, { scope: userId, revalidateOnFocus: false });

/** A farm's balance (whether it has sales and somewhere to be paid: its profile warns when it has not). */
export const useFarmBalance = (userId: string | undefined) =>
  useApi(api.payments.balance, userId ? { query: {} } : null, { scope: userId, revalidateOnFocus: false });

/** PUT /v1/users/profile: the whole answer (the server's message becomes the toast). */
export const updateProfile = (changes: ProfileUpdateRequest) =>
  request(api.profile.update.endpoint, { body: changes });

/** DELETE /v1/users/profile with the password: the whole answer (the server's message becomes the toast). */
export const deleteAccount = (password: string) =>
  request(api.profile.deleteAccount.endpoint, { body: { password } });

/** GET /v1/users/profile/export?download=1: everything the shop holds about the caller, and a file name for it. */
export async function downloadMyData() {
  const answer = await api.profile.export({ query: { download: '1' } });
  const day = answer.export.exportedAt.slice(0, 10);
  return { export: answer.export, fileName: `mis-datos-pitahaya-${day}.json` };
}

/** POST /oauth/auth/change-password: the signed-in user's new password (every session of theirs then ends). */
export const changePassword = (body: ChangePasswordRequest) => api.auth.changePassword({ body });
