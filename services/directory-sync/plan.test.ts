import { describe, expect, it } from 'vitest';
import {
  changes,
  NOTHING,
  planPage,
  planUser,
  unseenRows,
  type DirectoryRow,
  type PoolUser,
} from './plan.js';

const user = (fields: Partial<PoolUser> = {}): PoolUser => ({
  sub: 'u1',
  username: 'u1',
  email: 'ana@pitahaya.test',
  fullName: 'Ana',
  role: 'producer',
  enabled: true,
  status: 'CONFIRMED',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const row = (fields: Partial<DirectoryRow> = {}): DirectoryRow => ({
  id: 'u1',
  email: 'ana@pitahaya.test',
  fullName: 'Ana',
  role: 'producer',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('planUser: Cognito user + directory row -> actions', () => {
  it('does nothing when the row mirrors Cognito', () => {
    expect(planUser(user(), row())).toEqual(NOTHING);
  });

  it('writes a user created in the console (no row), checking the e-mail for stale rows', () => {
    expect(planUser(user({ status: 'FORCE_CHANGE_PASSWORD' }), null)).toEqual({
      row: 'write',
      storefront: 'none',
      checkEmail: true,
    });
  });

  it('leaves an unconfirmed sign-up alone (the auth service writes its row at confirmation)', () => {
    expect(planUser(user({ status: 'UNCONFIRMED' }), null)).toEqual(NOTHING);
    expect(planUser(user({ status: 'UNCONFIRMED' }), row())).toEqual(NOTHING);
  });

  it('a producer made consumer: row rewritten, products hidden', () => {
    expect(planUser(user({ role: 'consumer' }), row())).toEqual({
      row: 'write',
      storefront: 'hide',
      checkEmail: false,
    });
  });

  it('a consumer made producer, or a producer enabled again: row rewritten, products restored', () => {
    expect(planUser(user(), row({ role: 'consumer' }))).toMatchObject({
      row: 'write',
      storefront: 'restore',
    });
    expect(planUser(user(), row({ isActive: false }))).toMatchObject({ row: 'write', storefront: 'restore' });
  });

  it('a disabled producer: inactive row, products hidden; a disabled consumer: only the row', () => {
    expect(planUser(user({ enabled: false }), row())).toEqual({
      row: 'write',
      storefront: 'hide',
      checkEmail: false,
    });
    expect(planUser(user({ enabled: false, role: 'consumer' }), row({ role: 'consumer' }))).toEqual({
      row: 'write',
      storefront: 'none',
      checkEmail: false,
    });
  });

  it('a deleted producer: row removed, products hidden; a deleted consumer: row removed', () => {
    expect(planUser(null, row())).toEqual({ row: 'remove', storefront: 'hide', checkEmail: false });
    expect(planUser(null, row({ role: 'consumer' }))).toEqual({
      row: 'remove',
      storefront: 'none',
      checkEmail: false,
    });
    expect(planUser(null, row({ isActive: false }))).toEqual({
      row: 'remove',
      storefront: 'none',
      checkEmail: false,
    });
    expect(planUser(null, null)).toEqual(NOTHING);
  });

  it('an e-mail or name changed in the console: row rewritten; a new e-mail is checked for stale rows', () => {
    expect(planUser(user({ email: 'Nueva@Pitahaya.test' }), row())).toEqual({
      row: 'write',
      storefront: 'none',
      checkEmail: true,
    });
    expect(planUser(user({ fullName: 'Ana María' }), row())).toEqual({
      row: 'write',
      storefront: 'none',
      checkEmail: false,
    });
  });
});

describe('planPage and the gone phase', () => {
  it('plans a pool page against its rows by id, and keeps only what changes', () => {
    const page = [user(), user({ sub: 'u2', role: 'consumer' }), user({ sub: 'u3' })];
    const rows = new Map([
      ['u1', row()],
      ['u2', row({ id: 'u2' })],
    ]);
    const planned = planPage(page, rows);
    expect(planned.map((entry) => entry.plan.row)).toEqual(['none', 'write', 'write']);
    expect(changes(planned).map((entry) => entry.user.sub)).toEqual(['u2', 'u3']);
    expect(changes(planned)[0]?.plan.storefront).toBe('hide');
  });

  it('finds the rows of a role page whose sub the sweep did not see', () => {
    const rows = [row(), row({ id: 'gone' }), row({ id: 'u3' })];
    expect(unseenRows(rows, new Set(['u1', 'u3'])).map((entry) => entry.id)).toEqual(['gone']);
  });
});
