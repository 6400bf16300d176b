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

/** PUT /v1/users/profile: the whole answer (the server's message becomes the toast). */
export const updateProfile = (changes: ProfileUpdateRequest) =>
  request(api.profile.update.endpoint, { body: changes });

/** DELETE /v1/users/profile: the whole answer (the server's message becomes the toast). */
export const deactivateProfile = () => request(api.profile.deactivate.endpoint);

/** POST /oauth/auth/change-password: the signed-in user's new password (every session of theirs then ends). */
export const changePassword = (body: ChangePasswordRequest) => api.auth.changePassword({ body });
