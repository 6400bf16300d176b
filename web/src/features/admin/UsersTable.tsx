import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../../../shared/contracts/users/entities.js';
import type { Role } from '../../../../shared/constants/roles.js';
import { CellText, DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatPrice, formatShortDate } from '../../lib/format';
import type { UserAction } from './UserActionDialogs';
import { roleLabel, roleOf, userName } from './user-view';

/** The tone (cards-forms.css) of each role's chip. */
export const ROLE_TONES: Record<Role, string> = {
  consumer: 'neutral',
  producer: 'success',
  admin: 'primary',
};

/** The users as a table on a desktop, one card per user on a phone; each with its actions. */
export function UsersTable({
  users,
  meId,
  updating,
  pending,
  onAction,
}: {
  users: readonly User[];
  meId: string;
  updating: boolean;
  pending: ReadonlySet<string>;
  onAction: (action: UserAction) => void;
}) {
  const columns: DataTableColumn<User>[] = [
    {
      label: 'Usuario',
      kind: 'header',
      cell: (user) => (
        <>
          <Link to={`/admin/users/${encodeURIComponent(user.id)}`}>
            <CellText text={userName(user)} />
          </Link>
          {user.id === meId ? ' (tú)' : ''}
          <CellText text={user.email} sub />
        </>
      ),
    },
    {
      label: 'Rol y estado',
      cell: (user) => (
        <span className="admin-chips">
          <span className={`admin-chip tone-${ROLE_TONES[roleOf(user)]}`}>{roleLabel(user)}</span>
          <span className={`admin-chip ${user.isActive ? 'tone-neutral' : 'tone-error'}`}>
            {user.isActive ? 'Activo' : 'Inactivo'}
          </span>
        </span>
      ),
    },
    {
      label: 'Último acceso',
      cell: (user) => (
        <>
          {user.lastLogin ? formatShortDate(user.lastLogin) : 'Nunca'}
          <span className="data-table__sub">Alta: {formatShortDate(user.createdAt)}</span>
        </>
      ),
    },
    { label: 'Actividad', kind: 'number', cell: activityText },
    {
      label: 'Acciones',
      kind: 'actions',
      cell: (user) => <UserButtons user={user} busy={pending.has(user.id)} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      label="Usuarios"
      columns={columns}
      rows={users}
      inactive={(user) => !user.isActive}
      rowTestId="admin-user"
      updating={updating}
    />
  );
}

/** A user's three actions; each button's name says whom it acts on. */
function UserButtons({
  user,
  busy,
  onAction,
}: {
  user: User;
  busy: boolean;
  onAction: (action: UserAction) => void;
}) {
  const name = userName(user);
  const toggle = user.isActive ? 'Desactivar' : 'Activar';
  const buttons: { kind: UserAction['kind']; text: string; label: string; danger?: boolean }[] = [
    { kind: 'status', text: toggle, label: `${toggle} a ${name}` },
    { kind: 'role', text: 'Cambiar rol', label: `Cambiar rol de ${name}` },
    { kind: 'delete', text: 'Eliminar', label: `Eliminar a ${name}`, danger: true },
  ];
  return buttons.map(({ kind, text, label, danger }) => (
    <button
      key={kind}
      type="button"
      className={danger ? 'btn btn--ghost btn--small btn--danger-text' : 'btn btn--ghost btn--small'}
      onClick={() => onAction({ kind, user })}
      disabled={busy}
      aria-label={label}
    >
      {text}
    </button>
  ));
}

/** Products and earnings of a producer (two lines), orders of a consumer. */
export function activityText(user: User): ReactNode {
  const role = roleOf(user);
  if (role === 'producer') {
    const products = user.productsCount ?? 0;
    return (
      <>
        {products} {products === 1 ? 'producto' : 'productos'}
        <span className="data-table__sub">{formatPrice(user.totalEarned ?? 0)}</span>
      </>
    );
  }
  if (role === 'consumer') {
    const orders = user.ordersCount ?? 0;
    return `${orders} ${orders === 1 ? 'pedido' : 'pedidos'}`;
  }
  return '—';
}
