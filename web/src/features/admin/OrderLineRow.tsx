import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductOrder } from '../../../../shared/contracts/orders/entities.js';
import { DashboardRow } from '../../components/DashboardRow';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate } from '../../lib/format';
import { orderReference } from '../../lib/order-status';

/**
 * A farm's order line in an admin card (the dashboard's pending lines, a producer's latest sales): its order
 * (a link), then the product and quantity, `detail` (the farm, the amount...), the date, and its status.
 */
export function OrderLineRow({ line, detail }: { line: ProductOrder; detail: ReactNode }) {
  return (
    <DashboardRow
      name={
        <Link to={`/admin/orders/${encodeURIComponent(line.orderId)}`}>
          Pedido <span className="admin-ref">{orderReference(line.orderId)}</span>
        </Link>
      }
      meta={
        <>
          <span className="user-text">{line.product.name}</span> × {line.quantity} · {detail} ·{' '}
          {formatDate(line.createdAt)}
        </>
      }
    >
      <StatusBadge status={line.status} />
    </DashboardRow>
  );
}
