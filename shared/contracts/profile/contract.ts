/** The caller's own account, at /v1/users/profile. */
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { AccountDeleted, PersonalDataExport, UserProfile } from './entities.js';
import type { OwnFarmPageAnswer, OwnFarmPageSaved } from './farm-entities.js';

export interface ProfileAnswer {
  profile: UserProfile;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a read or change of the caller's profile. */
const PROFILE = answer<ProfileAnswer>({ profile: 'required' });

export const profileContract = defineContract('profile', '/v1/users/profile', schemas, (route) => ({
  /** Own profile. */
  get: route.get('/v1/users/profile', 'signed-in', PROFILE),
  /** Update own profile. */
  update: route.put('/v1/users/profile', 'signed-in', PROFILE, (s) => ({ body: s.profileUpdateSchema })),
  /** Producers: their farm's public page as they edit it (made from the farm's name on the first read). */
  farm: route.get(
    '/v1/users/profile/farm',
    'producer-or-admin',
    answer<OwnFarmPageAnswer>({ farm: 'required' }),
  ),
  /** Producers: change their farm's page (address, story, province, photos: a presigned PUT per new one). */
  updateFarm: route.put(
    '/v1/users/profile/farm',
    'producer-or-admin',
    answer<OwnFarmPageSaved>({ uploadUrls: 'required', farm: 'required' }),
    (s) => ({ body: s.farmPageUpdateSchema }),
  ),
  /**
   * Everything the shop holds about the caller, machine-readable (GDPR arts. 15 and 20); `?download=1` answers it
   * as a file to save (Content-Disposition).
   */
  export: route.get(
    '/v1/users/profile/export',
    'signed-in',
    answer<{ export: PersonalDataExport }>({ export: 'required' }),
    (s) => ({ query: s.exportQuery }),
  ),
  /**
   * A consumer deletes their own account with their password (GDPR art. 17): gone from Cognito, sessions ended,
   * the directory row and personal items removed, orders and invoices kept with the name and address
   * anonymised (docs/legal.md). Producers and admins: 403.
   */
  deleteAccount: route.delete(
    '/v1/users/profile',
    'signed-in',
    answer<{ deleted: AccountDeleted }>({ deleted: 'required' }),
    (s) => ({ body: s.accountDeleteSchema }),
    // A password is checked: a few tries a second for everybody together (per client: the WAF's rules).
    { throttle: { rateLimit: 5, burstLimit: 10 } },
  ),
}));

export type ProfileEndpoints = typeof profileContract.endpoints;
