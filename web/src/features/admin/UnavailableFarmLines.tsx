/**
 * On /admin/users/{id}, for a farm the shop no longer sells from (a producer disabled, or an account no longer a
 * producer: the directory sync hid its products), "Pedidos pendientes de esta finca": the lines of orders it
 * still had open (pending, organizing, ready_to_ship), which it will never fulfil. Each links to its order and
 * can be cancelled (PATCH /v1/orders/{orderId}/products/{productOrderId}/status, status cancelled): the service
 * puts its units back in stock, refunds what was paid for it (docs/payments.md) and tells the consumer. A line is
 * never moved to another farm (docs/administration.md says why). An active producer's page shows nothing here.
 */
import { Link } from 'react-router-dom';
import type { ProductOrder } from '../../../../shared/contracts/orders/entities.js';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ListState } from '../../components/ListState';
import { ConfirmDialog } from '../../components/Modal';
import { StatusBadge } from '../../components/StatusBadge';
import { useToast } from '../../components/toast/toast-context';
import { formatDate, formatPrice } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { cancelFarmLine, useOpenFarmLines } from './orders-api';
import { useAdminConfirmedAction } from './use-admin-tasks';
import { roleOf } from './user-view';
import { AdminCard } from './AdminCard';

/** The note every cancelled line carries (the consumer reads it with the status change). */
export const UNAVAILABLE_FARM_NOTE = 'La finca ya no está disponible en la tienda.';

/** Whether the shop still sells from this account: an active producer. */
export const farmAvailable = (user: User): boolean => user.isActive && roleOf(user) === 'producer';

/**
 * The section, for any user: nothing for an active producer; for an inactive producer always (its open lines,
 * or that it has none); for anyone else only once open lines are found under their id (a former producer).
 */
export function UnavailableFarmLines({ user }: { user: User }) {
  const { user: me } = useSession();
  const available = farmAvailable(user);
  const query = useOpenFarmLines(available ? null : user.id, me?.id);
  const toast = useToast();
  const action = useAdminConfirmedAction<ProductOrder>();
  const cancelling = action.asked;

  if (available) return null;
  const isProducer = roleOf(user) === 'producer';
  if (!isProducer && !(query.data && query.data.length > 0) && !query.error) return null;

  const cancel = (line: ProductOrder) =>
    action.run(
      async () => {
        await cancelFarmLine(line, UNAVAILABLE_FARM_NOTE);
        toast.success(`Línea del pedido ${orderReference(line.orderId)} cancelada.`);
        await query.mutate((lines) => lines?.filter((each) => each.id !== line.id), { revalidate: true });
      },
      () => void query.mutate(),
    );

  const columns: DataTableColumn<ProductOrder>[] = [
    {
      label: 'Pedido',
      kind: 'header',
      cell: (line) => (
        <>
          <Link
            to={`/admin/orders/${encodeURIComponent(line.orderId)}`}
            aria-label={`Pedido ${orderReference(line.orderId)}`}
          >
            <span className="data-table__ref">{orderReference(line.orderId)}</span>
          </Link>
          <span className="data-table__sub">{formatDate(line.createdAt)}</span>
        </>
      ),
    },
    {
      label: 'Producto',
      cell: (line) => (
        <span>
          <span className="user-text">{line.product.name}</span> × {line.quantity}
        </span>
      ),
    },
    {
      label: 'Cliente',
      cell: (line) => (
        <div>
          {line.userId ? (
            <Link to={`/admin/users/${encodeURIComponent(line.userId)}`} className="user-text">
              {line.buyerName ?? 'Cliente'}
            </Link>
          ) : (
            <span className="user-text">{line.buyerName ?? 'Cliente'}</span>
          )}
          {line.buyerCity ? <span className="data-table__sub user-text">{line.buyerCity}</span> : null}
        </div>
      ),
    },
    { label: 'Estado', cell: (line) => <StatusBadge status={line.status} /> },
    { label: 'Importe', kind: 'number', cell: (line) => formatPrice(line.totalPrice) },
    {
      label: 'Acciones',
      kind: 'actions',
      cell: (line) => (
        <button
          type="button"
          className="btn btn--ghost btn--small btn--danger-text"
          onClick={() => action.ask(line)}
          disabled={action.busy}
          aria-label={`Cancelar línea del pedido ${orderReference(line.orderId)}: ${line.product.name}`}
        >
          Cancelar línea
        </button>
      ),
    },
  ];

  return (
    <AdminCard title="Pedidos pendientes de esta finca">
      <p className="admin-caption">
        {user.isActive
          ? 'Esta cuenta ya no es de productor: sus productos no se venden en la tienda.'
          : 'La cuenta está desactivada: sus productos no se venden en la tienda.'}{' '}
        Estas líneas no se van a preparar. Cancélalas: las unidades vuelven al stock, se reembolsa lo pagado y
        se avisa al cliente, que puede pedirlo a otra finca.
      </p>
      <ListState
        data={query.data}
        query={query}
        errorTitle="No se pudieron cargar sus pedidos pendientes."
        emptyView={<p>No tiene pedidos pendientes.</p>}
      >
        {(lines) => (
          <DataTable
            label="Pedidos pendientes de esta finca"
            columns={columns}
            rows={lines}
            rowTestId="unavailable-farm-line"
            framed={false}
          />
        )}
      </ListState>
      {cancelling ? (
        <ConfirmDialog
          title={`¿Cancelar la línea del pedido ${orderReference(cancelling.orderId)}?`}
          confirmLabel="Cancelar línea"
          cancelLabel="Volver"
          busyLabel="Cancelando..."
          tone="danger"
          {...action.dialog}
          onConfirm={() => void cancel(cancelling)}
        >
          <p>
            {cancelling.product.name} × {cancelling.quantity} ({formatPrice(cancelling.totalPrice)}) de{' '}
            {cancelling.buyerName ?? 'su cliente'}.
          </p>
          <p>
            Las unidades vuelven al stock, se reembolsa el importe de la línea si ya se pagó, y se avisa al
            cliente con la nota «{UNAVAILABLE_FARM_NOTE}». No se puede deshacer.
          </p>
        </ConfirmDialog>
      ) : null}
    </AdminCard>
  );
}
