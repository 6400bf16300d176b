/**
 * /admin/users/{userId}: one account (GET /v1/users/{id}): its details, the edit form (name, e-mail, role,
 * status), activate/deactivate, close all sessions and delete with the same refusals as the list, and what the user does in the
 * shop: a producer's products (GET /v1/products/user?producerId=) and latest lines sold
 * (GET /v1/orders/producer?producerId=); a consumer's order count and last sign-in.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ID_MAX_LENGTH } from '../../../../shared/constants/limits.js';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { DashboardRow } from '../../components/DashboardRow';
import { DetailFrame } from '../../components/DetailFrame';
import { ListState } from '../../components/ListState';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { formatDate, formatPrice } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import { useProductOrders } from './orders-api';
import { useFarmProducts } from './products-api';
import { useAdminUser } from './users-api';
import { OrderLineRow } from './OrderLineRow';
import { UnavailableFarmLines } from './UnavailableFarmLines';
import { UserEditForm } from './UserEditForm';
import { useUserActions, type UserAction } from './UserActionDialogs';
import { lastLoginText, roleLabel, roleOf, userName } from './user-view';
import { ROLE_TONES } from './UsersTable';
import './admin.css';
import { AdminCard } from './AdminCard';

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
 * The account read: its details with activate/deactivate, close all sessions and delete, the edit form, a producer's activity. A
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
  /** A button that starts one of the user's actions, off while a change of the user is on its way. */
  const act = (kind: UserAction['kind']) => ({
    onClick: () => actions.start({ kind, user }),
    disabled: actions.pending.has(user.id),
  });
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
      <AdminCard title="Datos de la cuenta">
        <dl className="admin-details" data-testid="user-details">
          <dt>Rol</dt>
          <dd>
            <span className={`admin-chip tone-${ROLE_TONES[role]}`}>{roleLabel(user)}</span>
          </dd>
          <dt>Estado</dt>
          <dd>
            <span className={`admin-chip ${user.isActive ? 'tone-neutral' : 'tone-error'}`}>
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
          <button type="button" className="btn btn--secondary btn--small" {...act('status')}>
            {user.isActive ? 'Desactivar cuenta' : 'Activar cuenta'}
          </button>
          <button type="button" className="btn btn--secondary btn--small" {...act('sessions')}>
            Cerrar todas las sesiones
          </button>
          <button type="button" className="btn btn--ghost btn--small btn--danger-text" {...act('delete')}>
            Eliminar cuenta
          </button>
        </div>
      </AdminCard>

      <AdminCard title="Editar">
        <UserEditForm
          key={`${user.id}-${user.fullName}-${user.email}-${user.role}-${String(user.isActive)}`}
          user={user}
          isMe={isMe}
          onSaved={onSaved}
        />
      </AdminCard>

      <UnavailableFarmLines user={user} />
      {role === 'producer' ? <ProducerActivity producerId={user.id} /> : null}
      {actions.dialogs}
    </Page>
  );
}

interface ActivityCardProps<T> {
  /** The heading's id. */
  id: string;
  title: string;
  /** The list read; undefined while loading. */
  items: T[] | undefined;
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  /** What is said when the list is empty. */
  empty: string;
  testId: string;
  /** The link under the card, to the whole list. */
  more: ReactNode;
  /** One row of the list (a DashboardRow with its key). */
  children: (item: T) => ReactNode;
}

/** One card of a producer's activity: its list (or its loading, failure or empty state) and a link to the rest. */
function ActivityCard<T>({
  id,
  title,
  items,
  error,
  errorTitle,
  onRetry,
  empty,
  testId,
  more,
  children,
}: ActivityCardProps<T>) {
  return (
    <section className="card admin-card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <ListState
        data={items}
        error={error}
        errorTitle={errorTitle}
        onRetry={onRetry}
        emptyView={<p>{empty}</p>}
      >
        {(list) => (
          <ul className="dash-list" data-testid={testId}>
            {list.map(children)}
          </ul>
        )}
      </ListState>
      <p className="admin-caption">{more}</p>
    </section>
  );
}

/** A producer's products and their latest lines sold. */
function ProducerActivity({ producerId }: { producerId: string }) {
  const { user: me } = useSession();
  const products = useFarmProducts(producerId, me?.id);
  const lines = useProductOrders({ producerId, limit: SHOWN }, me?.id);
  return (
    <div className="dash-columns">
      <ActivityCard
        id="user-products"
        title="Sus productos"
        items={products.data ? (products.data.products ?? []) : undefined}
        error={products.error}
        errorTitle="No se pudieron cargar sus productos."
        onRetry={() => void products.mutate()}
        empty="No tiene productos."
        testId="user-products"
        more={
          <Link to={`/admin/products?producer=${encodeURIComponent(producerId)}`}>
            Ver sus productos en la gestión de productos
          </Link>
        }
      >
        {(product) => (
          <DashboardRow
            key={product.productId}
            name={
              <Link
                to={`/producer/products/${encodeURIComponent(product.productId)}/edit`}
                className="user-text"
              >
                {product.name}
              </Link>
            }
            meta={
              <>
                {formatPrice(product.price)} · Stock: {product.stock ?? 0} ·{' '}
                {product.isActive ? 'Activo' : 'Inactivo'}
              </>
            }
          />
        )}
      </ActivityCard>
      <ActivityCard
        id="user-lines"
        title="Sus últimas ventas"
        items={lines.data?.orders}
        error={lines.error}
        errorTitle="No se pudieron cargar sus ventas."
        onRetry={() => void lines.mutate()}
        empty="Todavía no ha vendido nada."
        testId="user-lines"
        more={
          <Link to={`/admin/orders?producer=${encodeURIComponent(producerId)}`}>Ver todos sus pedidos</Link>
        }
      >
        {(line) => <OrderLineRow key={line.id} line={line} detail={formatPrice(line.totalPrice)} />}
      </ActivityCard>
    </div>
  );
}
