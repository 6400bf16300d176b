/** What the developers' page reads, through the typed client (lib/api/endpoints.ts). */
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/** GET /v1/openapi.json: the API description, the same for everyone (read once per visit). */
export const useApiDocument = () =>
  useApi(api.openapi.document, {}, { revalidateOnFocus: false, revalidateIfStale: false });
