import { describe, expect, it } from 'vitest';
import {
  buildUserFilter,
  cleanEmailPrefix,
  NO_USER_FILTERS,
  parseUserFilters,
  userFiltersToParams,
  usersListQuery,
} from './users-query';

describe('users list filters', () => {
  it.each<[Parameters<typeof buildUserFilter>[0], string | undefined]>([
    [{ role: 'producer', status: '', email: '' }, 'custom:role = "producer"'],
    [{ role: '', status: 'active', email: '' }, 'status = "Enabled"'],
    [{ role: '', status: 'inactive', email: '' }, 'status = "Disabled"'],
    [
      { role: 'consumer', status: 'inactive', email: 'Ana' },
      'custom:role = "customer" and status = "Disabled" and email ^= "ana"',
    ],
    [{ role: '', status: '', email: '' }, undefined],
  ])("builds the Cognito filter string, clauses joined by ' and ': %o gives %s", (filters, expected) => {
    expect(buildUserFilter(filters)).toBe(expected);
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

  it('sends the filter string, the search term, the page size and the token', () => {
    expect(usersListQuery({ ...NO_USER_FILTERS, role: 'admin', q: 'luz' }, 20)).toEqual({
      limit: 20,
      filter: 'custom:role = "admin"',
      search: 'luz',
      paginationToken: undefined,
    });
    expect(usersListQuery({ ...NO_USER_FILTERS }, 60, 'tok')).toEqual({
      limit: 60,
      filter: undefined,
      search: undefined,
      paginationToken: 'tok',
    });
  });
});
