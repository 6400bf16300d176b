/** The producers, for the admin screens' farm filters: GET /v1/users with the producer role (spec lookup size). */
import useSWR from 'swr';
import { ROLE_LOOKUP_DEFAULT_LIMIT } from '../../../../shared/constants.js';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { useSession } from '../../lib/session/session-context';
import { buildUserFilter } from './users-query';

export const PRODUCERS_QUERY = {
  limit: ROLE_LOOKUP_DEFAULT_LIMIT,
  filter: buildUserFilter({ role: 'producer', status: '', email: '' }),
};

export function useProducers(): { producers: User[]; failed: boolean } {
  const { user: me } = useSession();
  const { data, error } = useSWR<{ users: User[] }>(
    me ? ['users.list', { query: PRODUCERS_QUERY }, me.id] : null,
  );
  return { producers: Array.isArray(data?.users) ? data.users : [], failed: Boolean(error) && !data };
}
