/** The producer's farm page (GET/PUT /v1/users/profile/farm), through the typed client. */
import type { FarmPageUpdateRequest } from '../../../../shared/contracts/profile/farm-schemas.js';
import { api, request } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/** The caller's farm page, kept apart per user. */
export const useMyFarmPage = (userId: string) =>
  useApi(api.profile.farm, {}, { scope: userId, revalidateOnFocus: false });

/** PUT /v1/users/profile/farm: the whole answer (the server's message becomes the toast). */
export const updateFarmPage = (body: FarmPageUpdateRequest) =>
  request(api.profile.updateFarm.endpoint, { body });
