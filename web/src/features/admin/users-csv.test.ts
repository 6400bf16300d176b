import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedUser } from '../../test/users';
import { jsonResponse, stubFetch } from '../../test/utils';
import {
  CSV_BOM,
  csvCell,
  csvText,
  exportFileName,
  fetchUsersForExport,
  USER_CSV_HEADERS,
  usersCsv,
} from './users-csv';
import { NO_USER_FILTERS } from './users-query';
import { readCsv } from '../../lib/testing/read-csv';

afterEach(() => vi.unstubAllGlobals());

describe('users CSV', () => {
  it.each([
    ['Peña', 'Peña'],
    ['Pérez; Ana', '"Pérez; Ana"'],
    ['Pérez, Ana', 'Pérez, Ana'],
    ['La "Finca" Ñandú', '"La ""Finca"" Ñandú"'],
    ['dos\nlíneas', '"dos\nlíneas"'],
    [' espacio', '" espacio"'],
    [null, ''],
    [12.5, '12,5'],
    [3, '3'],
  ])(
    'writes %j as %j: quotes semicolons, quotes and line breaks, decimal commas, accents as they are',
    (value, cell) => {
      expect(csvCell(value)).toBe(cell);
    },
  );

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+34 600')).toBe("'+34 600");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it('starts with the UTF-8 byte order mark, separates with semicolons and ends rows with CRLF', () => {
    const text = csvText([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}a;b\r\nc;d\r\n`);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('reads back exactly what was written: headers, accents, quotes, semicolons, a decimal comma', () => {
    const users = [
      listedUser(1, {
        fullName: 'José Peña; "El Niño"',
        role: 'producer',
        productsCount: 3,
        totalEarned: 1234.5,
      }),
      listedUser(2, { fullName: 'Ana Müller', isActive: false, lastLogin: '2026-05-02T08:00:00.000Z' }),
    ];
    const rows = readCsv(usersCsv(users).slice(1));
    // The header row's words are pinned by the browser test (test/e2e/administration.test.ts).
    expect(rows[0]).toEqual([...USER_CSV_HEADERS]);
    expect(rows[1]).toEqual([
      'u1',
      'u1@pitahaya.test',
      'José Peña; "El Niño"',
      'Productor',
      'Activo',
      '2026-05-01T10:00:00.000Z',
      '',
      '3',
      '1234,50',
      '1',
    ]);
    expect(rows[2]?.slice(2, 7)).toEqual([
      'Ana Müller',
      'Cliente',
      'Inactivo',
      '2026-05-01T10:00:00.000Z',
      '2026-05-02T08:00:00.000Z',
    ]);
    expect(rows).toHaveLength(3);
  });

  it('reads every page of 60 with the filter and the pagination token', async () => {
    const fetchMock = stubFetch((url) => {
      const query = new URL(url, 'http://shop').searchParams;
      const token = query.get('paginationToken');
      const page = token === null ? 0 : Number(token);
      const users = Array.from({ length: page < 2 ? 60 : 5 }, (_, i) => listedUser(page * 60 + i));
      return jsonResponse({
        status: { code: 'SUCCESS', message: '' },
        data: {
          users,
          paginationToken: page < 2 ? String(page + 1) : null,
          hasMoreUsers: page < 2,
          totalUsers: 125,
        },
      });
    });
    const progress: number[] = [];
    const users = await fetchUsersForExport(
      { ...NO_USER_FILTERS, role: 'consumer', status: 'active' },
      { onProgress: (count) => progress.push(count) },
    );
    expect(users).toHaveLength(125);
    expect(progress).toEqual([60, 120, 125]);
    const queries = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://shop').searchParams);
    expect(queries.map((query) => query.get('limit'))).toEqual(['60', '60', '60']);
    expect(queries.map((query) => query.get('paginationToken'))).toEqual([null, '1', '2']);
    expect(queries[0]?.get('filter')).toBe('custom:role = "customer" and status = "Enabled"');
  });

  it('names the file after the day', () => {
    expect(exportFileName(new Date('2026-06-01T12:00:00Z'))).toBe('usuarios-2026-06-01.csv');
  });
});
