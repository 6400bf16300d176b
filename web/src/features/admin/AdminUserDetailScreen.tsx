/**
 * /admin/users/{userId}: one account (GET /v1/users/{id}): its details, the edit form (name, e-mail, role,
 * status), activate/deactivate and delete with the same refusals as the list, and what the user does in the
 * shop: a producer's products (GET /v1/products/user?producerId=) and latest lines sold
 * (GET /v1/orders/producer?producerId=); a consumer's order count and last sign-in.
 */
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ID_MAX_LENGTH } from '../../../../shared/constants.js';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { DetailFrame } from '../../components/DetailFrame';
import { LoadError } from '../../components/LoadError';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { StatusBadge } from '../../components/StatusBadge';
import { errorMessage } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { useProductOrders } from './orders-api';
import { useFarmProducts } from './products-api';
import { useAdminUser } from './users-api';
import { UserEditForm } from './UserEditForm';
import { useUserActions } from './UserActionDialogs';
import { lastLoginText, roleLabel, roleOf, userName } from './user-view';
import './admin.css';

const SHOWN = 10;

export default function AdminUserDetailScreen() {
  const { userId = '' } = useParams();
  const { user: me } = useSession();
  const navigate = useNavigate();
  const valid = userId.length > 0 && userId.length <= ID_MAX_LENGTH;
  const query = useAdminUser(valid ? userId : null, me?.id);
  const actions = useUserActions((_id, next) => {
    if (next === null) void navigate('/admin/users', { replace: true });
    else void query.mutate({ user: next }, { revalidate: false });
  });
  return (
    <DetailFrame
      query={query}
      item={query.data?.user}
      validId={valid}
      notFoundStatuses={[404]}
      notFound={
        <NotFound
          title="Usuario no encontrado"
          message="No existe ninguna cuenta con esa referencia. Puede que se haya eliminado."
        />
      }
      title="Detalle del usuario"
      className="admin-page"
      what="el usuario"
      back={
        <Link to="/admin/users" className="btn btn--link">
          Volver a usuarios
        </Link>
      }
    >
      {(user) =>
        userPage(user, {
          isMe: user.id === me?.id,
          actions,
          onSaved: (saved) => void query.mutate({ user: saved }, { revalidate: false }),
        })
      }
    </DetailFrame>
  );
}

/**
 * The account read: its details with activate/deactivate and delete, the edit form, a producer's activity. A
 * render function, not a component, so that its Page is the loading page's own (same place in the tree): the
 * heading focused on arrival keeps the focus when the user comes in.
 */
function userPage(
  user: User,
  {
    isMe,
    actions,
    onSaved,
  }: { isMe: boolean; actions: ReturnType<typeof useUserActions>; onSaved: (user: User) => void },
) {
  const role = roleOf(user);
  const name = userName(user);
  return (
    <Page
      title={`Usuario: ${name}`}
      heading="Detalle del usuario"
      eyebrow={<Link to="/admin/users">← Usuarios</Link>}
      lead={
        <>
          <span className="user-text">{name}</span> · {user.email}
        </>
      }
      className="admin-page"
    >
      <section className="admin-card" aria-labelledby="user-data">
        <h2 id="user-data" className="admin-card__title">
          Datos de la cuenta
        </h2>
        <dl className="admin-details" data-testid="user-details">
          <dt>Rol</dt>
          <dd>
            <span className={`admin-chip admin-chip--${role}`}>{roleLabel(user)}</span>
          </dd>
          <dt>Estado</dt>
          <dd>
            <span className={`admin-chip${user.isActive ? '' : ' admin-chip--inactive'}`}>
              {user.isActive ? 'Activo' : 'Inactivo'}
            </span>
          </dd>
          <dt>Alta</dt>
          <dd>{formatDate(user.createdAt)}</dd>
          <dt>Último acceso</dt>
          <dd>{lastLoginText(user)}</dd>
          {role === 'producer' ? (
            <>
              <dt>Productos</dt>
              <dd>{user.productsCount ?? 0}</dd>
              <dt>Ganancias</dt>
              <dd>{formatPrice(user.totalEarned ?? 0)}</dd>
            </>
          ) : null}
          {role === 'consumer' ? (
            <>
              <dt>Pedidos</dt>
              <dd>{user.ordersCount ?? 0}</dd>
            </>
          ) : null}
          <dt>Referencia</dt>
          <dd>
            <code>{user.id}</code>
          </dd>
        </dl>
        <div className="actions">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => actions.start({ kind: 'status', user })}
            disabled={actions.pending.has(user.id)}
          >
            {user.isActive ? 'Desactivar cuenta' : 'Activar cuenta'}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small btn--danger-text"
            onClick={() => actions.start({ kind: 'delete', user })}
            disabled={actions.pending.has(user.id)}
          >
            Eliminar cuenta
          </button>
        </div>
      </section>

      <section className="admin-card" aria-labelledby="user-edit">
        <h2 id="user-edit" className="admin-card__title">
          Editar
        </h2>
        <UserEditForm
          key={`${user.id}-${user.fullName}-${user.email}-${user.role}-${String(user.isActive)}`}
          user={user}
          isMe={isMe}
          onSaved={onSaved}
        />
      </section>

      {role === 'producer' ? <ProducerActivity producerId={user.id} /> : null}
      {actions.dialogs}
    </Page>
  );
}

/** A producer's products and their latest lines sold. */
function ProducerActivity({ producerId }: { producerId: string }) {
  const { user: me } = useSession();
  const products = useFarmProducts(producerId, me?.id);
  const lines = useProductOrders({ producerId, limit: SHOWN }, me?.id);
  const list = products.data?.products ?? [];
  return (
    <div className="dash-columns">
      <section className="admin-card" aria-labelledby="user-products">
        <h2 id="user-products" className="admin-card__title">
          Sus productos
        </h2>
        {products.error && !products.data ? (
          <LoadError
            title="No se pudieron cargar sus productos."
            detail={errorMessage(products.error)}
            onRetry={() => void products.mutate()}
          />
        ) : !products.data ? (
          <p role="status">Cargando...</p>
        ) : list.length === 0 ? (
          <p>No tiene productos.</p>
        ) : (
          <ul className="dash-list" data-testid="user-products">
            {list.map((product) => (
              <li key={product.productId} className="dash-row">
                <Link
                  to={`/producer/products/${encodeURIComponent(product.productId)}/edit`}
                  className="user-text"
                >
                  {product.name}
                </Link>
                <span className="dash-row__meta">
                  {formatPrice(product.price)} · Stock: {product.stock ?? 0} ·{' '}
                  {product.isActive ? 'Activo' : 'Inactivo'}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="admin-caption">
          <Link to={`/admin/products?producer=${encodeURIComponent(producerId)}`}>
            Ver sus productos en la gestión de productos
          </Link>
        </p>
      </section>
      <section className="admin-card" aria-labelledby="user-lines">
        <h2 id="user-lines" className="admin-card__title">
          Sus últimas ventas
        </h2>
        {lines.error && !lines.data ? (
          <LoadError
            title="No se pudieron cargar sus ventas."
            detail={errorMessage(lines.error)}
            onRetry={() => void lines.mutate()}
          />
        ) : !lines.data ? (
          <p role="status">Cargando...</p>
        ) : lines.data.orders.length === 0 ? (
          <p>Todavía no ha vendido nada.</p>
        ) : (
          <ul className="dash-list" data-testid="user-lines">
            {lines.data.orders.map((line) => (
              <li key={line.id} className="dash-row">
                <Link to={`/admin/orders/${encodeURIComponent(line.orderId)}`}>
                  Pedido <span className="admin-ref">{orderReference(line.orderId)}</span>
                </Link>
                <span className="dash-row__meta">
                  <span className="user-text">{line.product.name}</span> × {line.quantity} ·{' '}
                  {formatPrice(line.totalPrice)} · {formatDate(line.createdAt)}
                </span>
                <StatusBadge status={line.status} />
              </li>
            ))}
          </ul>
        )}
        <p className="admin-caption">
          <Link to={`/admin/orders?producer=${encodeURIComponent(producerId)}`}>Ver todos sus pedidos</Link>
        </p>
      </section>
    </div>
  );
}
