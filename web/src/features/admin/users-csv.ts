/**
 * The users export: every user of the filtered list, read in pages of USER_EXPORT_PAGE_SIZE (60),
 * as a CSV file a Spanish spreadsheet opens as it is (shared/utils/csv.ts: semicolons, decimal commas, UTF-8 with a
 * byte order mark, formulas never run).
 */
import { USER_EXPORT_PAGE_SIZE } from '../../../../shared/constants/users.js';
import { CSV_BOM, csvAmount, csvCell, csvText, type CsvCell as Cell } from '../../../../shared/utils/csv.js';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { normalizeRole } from '../../../../shared/constants/roles.js';
import { saveFile } from '../../lib/save-file';
import { readUsersPage, wholeUsers } from './users-api';
import { ROLE_LABELS, usersListQuery, type UserFilters } from './users-query';

/** At most this many pages are read (60 users each): a bound, far above the shop's size. */
export const EXPORT_MAX_PAGES = 1_000;

export { CSV_BOM, csvCell, csvText };

export const USER_CSV_HEADERS = [
  'ID',
  'Email',
  'Nombre completo',
  'Rol',
  'Estado',
  'Alta',
  'Último acceso',
  'Productos',
  'Ganancias',
  'Pedidos',
] as const;

export function userCsvRow(user: User): Cell[] {
  const role = normalizeRole(user.role) ?? 'consumer';
  return [
    user.id,
    user.email,
    user.fullName,
    ROLE_LABELS[role],
    user.isActive ? 'Activo' : 'Inactivo',
    user.createdAt,
    user.lastLogin ?? '',
    user.productsCount ?? '',
    user.totalEarned === undefined ? '' : csvAmount(user.totalEarned),
    user.ordersCount ?? '',
  ];
}

export function usersCsv(users: readonly User[]): string {
  return csvText([USER_CSV_HEADERS, ...users.map(userCsvRow)]);
}

/** Every user of the filters, page after page; `onProgress` hears how many have been read so far. */
export async function fetchUsersForExport(
  filters: UserFilters,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (count: number) => void } = {},
): Promise<User[]> {
  const users: User[] = [];
  let token: string | undefined;
  for (let page = 0; page < EXPORT_MAX_PAGES; page += 1) {
    const data = await readUsersPage(usersListQuery(filters, USER_EXPORT_PAGE_SIZE, token), signal);
    const found = wholeUsers(data);
    users.push(...found);
    onProgress?.(users.length);
    if (!data?.paginationToken || data.hasMoreUsers === false) break;
    token = data.paginationToken;
  }
  return users;
}

/** The file name of an export made on `now`: usuarios-2026-06-01.csv. */
export function exportFileName(now: Date = new Date()): string {
  return `usuarios-${now.toISOString().slice(0, 10)}.csv`;
}

/** Hands the text to the browser as a download. */
export const downloadCsv = (text: string, fileName: string): void =>
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
