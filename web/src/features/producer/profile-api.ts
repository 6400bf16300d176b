/**
 * The farm's own profile as the dashboard reads it (its fiscal data: the reminder to complete them), through
 * the typed client. Kept apart per user under `['profile.get', {}, userId]`: the key the profile screen reads
 * too, so saving the fiscal data there updates the dashboard.
 */
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/** The signed-in farm's profile (null: not asked, e.g. an admin). */
export const useFarmProfile = (enabled: boolean, userId: string | undefined) =>
  useApi(api.profile.get, enabled && userId ? {} : null, { scope: userId, revalidateOnFocus: false });
