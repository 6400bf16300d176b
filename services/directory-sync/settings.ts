/**
 * The directory-sync function's settings and the reading of its events (pure, unit-tested).
 *
 * Budget per run (docs/administration.md, "What the Cognito console may change and how fast the shop follows"):
 * `pagesPerRun` ListUsers calls (60 users each) plus at most `checksPerRun` AdminGetUser calls, spaced by
 * `minIntervalMs`. The defaults (34 pages, 20 checks, 200 ms: 5 calls a second, a sixth of ListUsers' default
 * quota of 30 per second, which the users service shares) walk a pool of 10,000 users (167 pages) in 5 runs, so
 * with the schedule's one run a minute the whole pool every 5 to 6 minutes, at most 54 Cognito calls a run.
 */
export interface SyncSettings {
  pagesPerRun: number;
  checksPerRun: number;
  minIntervalMs: number;
}

export const DEFAULT_SYNC_SETTINGS: SyncSettings = { pagesPerRun: 34, checksPerRun: 20, minIntervalMs: 200 };

const whole = (value: string | undefined, fallback: number, min: number, max: number): number => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : fallback;
};

export function syncSettings(env: Record<string, string | undefined>): SyncSettings {
  return {
    pagesPerRun: whole(env.DIRECTORY_SYNC_PAGES_PER_RUN, DEFAULT_SYNC_SETTINGS.pagesPerRun, 1, 200),
    checksPerRun: whole(env.DIRECTORY_SYNC_CHECKS_PER_RUN, DEFAULT_SYNC_SETTINGS.checksPerRun, 0, 500),
    minIntervalMs: whole(env.DIRECTORY_SYNC_MIN_INTERVAL_MS, DEFAULT_SYNC_SETTINGS.minIntervalMs, 0, 10_000),
  };
}

/** The Cognito admin calls the EventBridge rule passes on (they change what the directory mirrors). */
export const COGNITO_ADMIN_EVENTS = [
  'AdminCreateUser',
  'AdminUpdateUserAttributes',
  'AdminDeleteUserAttributes',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminDeleteUser',
  'AdminConfirmSignUp',
] as const;

/** What the function reads of its events: a schedule's, or a CloudTrail record of a Cognito call. */
export interface DirectorySyncEvent {
  source?: string;
  'detail-type'?: string;
  detail?: {
    eventName?: string;
    requestParameters?: { userPoolId?: string; username?: string } | null;
    responseElements?: {
      user?: { username?: string; attributes?: { name?: string; value?: string }[] };
    } | null;
    additionalEventData?: { sub?: string } | null;
  };
}

/** CloudTrail writes this (or similar) instead of a sensitive value such as a username. */
const isHidden = (value: string): boolean => /HIDDEN|REDACTED/i.test(value);

/** The user(s) a CloudTrail record names (username, sub), for this pool only; none when hidden. */
export function identifiersOf(event: DirectorySyncEvent, userPoolId: string): string[] {
  const detail = event.detail;
  if (!detail) return [];
  const poolId = detail.requestParameters?.userPoolId;
  if (poolId && poolId !== userPoolId) return [];
  const candidates = [
    detail.additionalEventData?.sub,
    detail.requestParameters?.username,
    detail.responseElements?.user?.username,
    detail.responseElements?.user?.attributes?.find((attribute) => attribute.name === 'sub')?.value,
  ];
  const found = candidates.filter(
    (value): value is string => typeof value === 'string' && value !== '' && !isHidden(value),
  );
  return [...new Set(found)].slice(0, 1);
}
