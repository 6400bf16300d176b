/** The producers, for the admin screens' farm filters: GET /v1/users with the producer role (PRODUCERS_QUERY). */
import type { User } from '../../../../shared/contracts/users/entities.js';
import { useSession } from '../../lib/session/session-context';
import { useProducerUsers, wholeUsers } from './users-api';

export function useProducers(): { producers: User[]; failed: boolean } {
  const { user: me } = useSession();
  const { data, error } = useProducerUsers(me?.id);
  return { producers: wholeUsers(data), failed: Boolean(error) && !data };
}
