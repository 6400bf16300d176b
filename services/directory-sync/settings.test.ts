import { describe, expect, it } from 'vitest';
import { POOL_PAGE_SIZE } from './reconcile.js';
import { DEFAULT_SYNC_SETTINGS, identifiersOf, syncSettings } from './settings.js';

describe('directory-sync settings', () => {
  it('reads the budget from the environment within bounds, else the defaults', () => {
    expect(syncSettings({})).toEqual(DEFAULT_SYNC_SETTINGS);
    expect(syncSettings({ DIRECTORY_SYNC_PAGES_PER_RUN: '10', DIRECTORY_SYNC_MIN_INTERVAL_MS: '0' })).toEqual(
      {
        ...DEFAULT_SYNC_SETTINGS,
        pagesPerRun: 10,
        minIntervalMs: 0,
      },
    );
    expect(syncSettings({ DIRECTORY_SYNC_PAGES_PER_RUN: '0' }).pagesPerRun).toBe(34);
    expect(syncSettings({ DIRECTORY_SYNC_PAGES_PER_RUN: 'x' }).pagesPerRun).toBe(34);
  });

  it('10,000 users: 167 ListUsers pages, a whole pool in 5 runs, a few dozen Cognito calls a run', () => {
    const pages = Math.ceil(10_000 / POOL_PAGE_SIZE);
    expect(pages).toBe(167);
    const { pagesPerRun, checksPerRun, minIntervalMs } = DEFAULT_SYNC_SETTINGS;
    expect(Math.ceil(pages / pagesPerRun)).toBe(5);
    expect(pagesPerRun + checksPerRun).toBeLessThanOrEqual(60);
    // Paced: 5 calls a second, a sixth of ListUsers' default 30 per second; a run's calls take under 12 s.
    expect(1000 / minIntervalMs).toBe(5);
    expect(((pagesPerRun + checksPerRun) * minIntervalMs) / 1000).toBeLessThan(12);
  });
});

describe('the user a CloudTrail record names', () => {
  const event = (detail: Record<string, unknown>) => ({
    source: 'aws.cognito-idp',
    'detail-type': 'AWS API Call via CloudTrail',
    detail,
  });

  it('prefers the sub, then the username, for this pool only', () => {
    const pool = 'eu-west-1_abc';
    expect(
      identifiersOf(
        event({
          eventName: 'AdminDisableUser',
          requestParameters: { userPoolId: pool, username: 'ana@pitahaya.test' },
          additionalEventData: { sub: 's-1' },
        }),
        pool,
      ),
    ).toEqual(['s-1']);
    expect(
      identifiersOf(event({ requestParameters: { userPoolId: pool, username: 'ana@pitahaya.test' } }), pool),
    ).toEqual(['ana@pitahaya.test']);
    expect(identifiersOf(event({ requestParameters: { userPoolId: 'other', username: 'x' } }), pool)).toEqual(
      [],
    );
  });

  it('answers none when CloudTrail hides the username (a reconciliation run is made instead)', () => {
    expect(
      identifiersOf(
        event({ requestParameters: { userPoolId: 'p', username: 'HIDDEN_DUE_TO_SECURITY_REASONS' } }),
        'p',
      ),
    ).toEqual([]);
    expect(identifiersOf({}, 'p')).toEqual([]);
  });
});
