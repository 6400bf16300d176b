/** The farm's subscribers and forecast (GET /v1/subscriptions/producer), through the typed client. */
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/** A farm's subscribers (a producer: its own; an admin: the farm named, null: not read). */
export const useFarmSubscriptions = (producerId: string | null, userId: string | undefined) =>
  useApi(
    api.subscriptions.producer,
    producerId === null ? null : { query: producerId ? { producerId } : {} },
    { scope: userId },
  );
