import { Link } from 'react-router-dom';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { formatDate, formatPrice } from '../../lib/format';
import type { UserAction } from './UserActionDialogs';
import { lastLoginText, roleLabel, roleOf, userName } from './user-view';

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
  return (
    <div className="admin-table-wrap">
      <table className={`admin-table${updating ? ' is-updating' : ''}`} aria-label="Usuarios">
        <thead>
          <tr>
            <th scope="col">Usuario</th>
            <th scope="col">Rol</th>
            <th scope="col">Estado</th>
            <th scope="col">Alta</th>
            <th scope="col">Último acceso</th>
            <th scope="col" className="is-num">
              Actividad
            </th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const role = roleOf(user);
            const isMe = user.id === meId;
            const name = userName(user);
            const busy = pending.has(user.id);
            return (
              <tr key={user.id} className={user.isActive ? '' : 'is-inactive'} data-testid="admin-user">
                <th scope="row">
                  <Link to={`/admin/users/${encodeURIComponent(user.id)}`} className="user-text">
                    {name}
                  </Link>
                  {isMe ? ' (tú)' : ''}
                  <span className="admin-sub">{user.email}</span>
                </th>
                <td data-label="Rol">
                  <span className={`admin-chip admin-chip--${role}`}>{roleLabel(user)}</span>
                </td>
                <td data-label="Estado">
                  <span className={`admin-chip${user.isActive ? '' : ' admin-chip--inactive'}`}>
                    {user.isActive ? 'Activo' : 'Inactivo'}
                  </span>
                </td>
                <td data-label="Alta">{formatDate(user.createdAt)}</td>
                <td data-label="Último acceso">{lastLoginText(user)}</td>
                <td data-label="Actividad" className="is-num">
                  {activityText(user)}
                </td>
                <td>
                  <div className="admin-row-actions">
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      onClick={() => onAction({ kind: 'status', user })}
                      disabled={busy}
                      aria-label={`${user.isActive ? 'Desactivar' : 'Activar'} a ${name}`}
                    >
                      {user.isActive ? 'Desactivar' : 'Activar'}
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      onClick={() => onAction({ kind: 'role', user })}
                      disabled={busy}
                      aria-label={`Cambiar rol de ${name}`}
                    >
                      Cambiar rol
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small btn--danger-text"
                      onClick={() => onAction({ kind: 'delete', user })}
                      disabled={busy}
                      aria-label={`Eliminar a ${name}`}
                    >
                      Eliminar
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Products and earnings of a producer, orders of a consumer. */
export function activityText(user: User): string {
  const role = roleOf(user);
  if (role === 'producer') {
    const products = user.productsCount ?? 0;
    return `${products} ${products === 1 ? 'producto' : 'productos'} · ${formatPrice(user.totalEarned ?? 0)}`;
  }
  if (role === 'consumer') {
    const orders = user.ordersCount ?? 0;
    return `${orders} ${orders === 1 ? 'pedido' : 'pedidos'}`;
  }
  return '—';
}
