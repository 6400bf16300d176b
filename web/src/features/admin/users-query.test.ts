import { describe, expect, it } from 'vitest';
import {
  buildUserFilter,
  cleanEmailPrefix,
  matchesUserFilters,
  NO_USER_FILTERS,
  parseUserFilters,
  userFiltersToParams,
  usersListQuery,
} from './users-query';

describe('users list filters', () => {
  it("builds the spec's Cognito filter string, clauses joined by ' and '", () => {
    expect(buildUserFilter({ role: 'producer', status: '', email: '' })).toBe('custom:role = "producer"');
    expect(buildUserFilter({ role: '', status: 'active', email: '' })).toBe('status = "Enabled"');
    expect(buildUserFilter({ role: '', status: 'inactive', email: '' })).toBe('status = "Disabled"');
    expect(buildUserFilter({ role: 'consumer', status: 'inactive', email: 'Ana' })).toBe(
      'custom:role = "consumer" and status = "Disabled" and email ^= "ana"',
    );
    expect(buildUserFilter({ role: '', status: '', email: '' })).toBeUndefined();
  });

  it('never lets a quote or a backslash into the e-mail clause', () => {
    expect(cleanEmailPrefix(' a"b\\c@x.es ')).toBe('abc@x.es');
    expect(buildUserFilter({ role: '', status: '', email: '"; or 1' })).toBe('email ^= "or1"');
    expect(cleanEmailPrefix('x'.repeat(300))).toHaveLength(100);
  });

  it('reads the URL, ignoring values that make no sense, and writes it back', () => {
    const filters = parseUserFilters(
      new URLSearchParams('role=producer&status=inactive&email=Ana&q=  Luz  Mar '),
    );
    expect(filters).toEqual({ role: 'producer', status: 'inactive', email: 'ana', q: 'Luz Mar' });
    expect(parseUserFilters(new URLSearchParams('role=root&status=maybe'))).toEqual(NO_USER_FILTERS);
    expect(userFiltersToParams(filters).toString()).toBe('role=producer&status=inactive&email=ana&q=Luz+Mar');
  });

  it('sends a search alone and the filter with paging otherwise', () => {
    expect(usersListQuery({ ...NO_USER_FILTERS, role: 'admin', q: 'luz' }, 20)).toEqual({
      search: 'luz',
      limit: 20,
    });
    expect(usersListQuery({ ...NO_USER_FILTERS, role: 'admin' }, 60, 'tok')).toEqual({
      limit: 60,
      filter: 'custom:role = "admin"',
      paginationToken: 'tok',
    });
  });

  it('narrows search results by the other filters', () => {
    const user = { role: 'producer' as const, isActive: false, email: 'ana@finca.es' };
    expect(matchesUserFilters(user, { role: 'producer', status: 'inactive', email: 'ana' })).toBe(true);
    expect(matchesUserFilters(user, { role: 'consumer', status: '', email: '' })).toBe(false);
    expect(matchesUserFilters(user, { role: '', status: 'active', email: '' })).toBe(false);
    expect(matchesUserFilters(user, { role: '', status: '', email: 'luz' })).toBe(false);
  });
});
