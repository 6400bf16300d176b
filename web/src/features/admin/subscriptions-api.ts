/** The admins' subscriptions overview (GET /v1/subscriptions/admin), through the typed client. */
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

export const useSubscriptionsOverview = (userId: string | undefined) =>
  useApi(api.subscriptions.admin, userId ? {} : null, { scope: userId });
