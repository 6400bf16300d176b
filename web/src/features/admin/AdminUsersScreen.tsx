/**
 * /admin/users: every account (GET /v1/users), filtered by role, status and the start of the e-mail (the
 * contract's filter string) or found by a search term, 20 at first and 20 more per "Cargar más". Each user can
 * be activated or deactivated, given another role (after a confirmation) or deleted (with the contract's
 * refusals: never oneself, never an admin). "Exportar CSV" downloads the whole filtered list.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { EmptyNotice } from '../../components/ListState';
import { Page } from '../../components/Page';
import { errorMessage } from '../../lib/api/errors';
import { useSession } from '../../lib/session/session-context';
import { UserFiltersForm } from './UserFiltersForm';
import { UsersTable } from './UsersTable';
import { useUserActions } from './UserActionDialogs';
import { useUserPages, wholeUsers } from './users-api';
import { exportFileName, fetchUsersForExport, usersCsv } from './users-csv';
import { hasUserFilters, parseUserFilters, userFiltersToParams, type UserFilters } from './users-query';
import './admin.css';
import { AdminListToolbar } from './AdminListToolbar';
import { AdminPagedList, pagedRows } from './AdminPagedList';
import { useCsvExport } from './use-csv-export';

export default function AdminUsersScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseUserFilters(params);
  const { user: me } = useSession();
  const countRef = useRef<HTMLParagraphElement>(null);

  const loaded = useUserPages(filters, me?.id);
  const { data, error, mutate } = loaded;
  const list = pagedRows(
    loaded,
    wholeUsers,
    (last) => Boolean(last?.paginationToken) && last?.hasMoreUsers !== false,
  );
  const users = list.rows ?? [];
  const first = data?.[0];
  const total = typeof first?.totalUsers === 'number' ? first.totalUsers : null;

  const applyFilters = (next: UserFilters) => setParams(userFiltersToParams(next), { replace: false });

  /** Puts the server's copy of a user into the loaded pages (or drops it when deleted). */
  const replaceUser = (id: string, next: User | null) =>
    mutate(
      (current) =>
        current?.map((page) => ({
          ...page,
          users: (page.users ?? []).flatMap((user) =>
            user.id !== id ? [user] : next ? [{ ...user, ...next }] : [],
          ),
          ...(next === null && typeof page.totalUsers === 'number' && page === current[0]
            ? { totalUsers: Math.max(0, page.totalUsers - 1) }
            : {}),
        })),
      { revalidate: false },
    );

  const actions = useUserActions((id, next) => {
    void replaceUser(id, next);
    // The deleted row (and its buttons) is gone: the focus goes to the list's count.
    if (next === null) requestAnimationFrame(() => countRef.current?.focus());
  });

  const csv = useCsvExport({
    noun: ['usuario', 'usuarios'],
    fileName: () => exportFileName(),
    readAll: (onProgress) => fetchUsersForExport(filters, { onProgress }),
    toCsv: usersCsv,
    counted: true,
  });

  const countText = (() => {
    if (!data) return '';
    const shown = `${users.length} ${users.length === 1 ? 'usuario' : 'usuarios'}`;
    const counted = total !== null && total > users.length ? `${shown} de ${total}` : shown;
    return filters.q ? `${counted} para «${filters.q}»` : counted;
  })();

  return (
    <Page
      title="Usuarios"
      lead="Busca cuentas por rol, estado o email; actívalas, desactívalas, cambia su rol o elimínalas."
      className="admin-page"
    >
      <UserFiltersForm key={params.toString()} filters={filters} onApply={applyFilters} />

      <AdminListToolbar count={countText} updating={list.updating} countRef={countRef} csv={csv} />

      <AdminPagedList
        list={list}
        what="los usuarios"
        empty={
          hasUserFilters(filters) ? (
            <EmptyNotice title="Ningún usuario coincide con los filtros.">
              Prueba con otros filtros o quítalos.
            </EmptyNotice>
          ) : (
            <EmptyNotice title="Todavía no hay usuarios." />
          )
        }
        footer={
          error ? (
            <p className="form-alert" role="alert">
              {errorMessage(error)}
            </p>
          ) : null
        }
      >
        {(rows) => (
          <UsersTable
            users={rows}
            meId={me?.id ?? ''}
            updating={list.updating}
            pending={actions.pending}
            onAction={actions.start}
          />
        )}
      </AdminPagedList>

      {actions.dialogs}
    </Page>
  );
}
