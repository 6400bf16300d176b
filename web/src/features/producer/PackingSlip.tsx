import { SHOP_NAME } from '../../../../shared/constants/app-shell.js';
import type { ProducerOrderView } from '../../../../shared/contracts/orders/entities.js';
import { AddressBlock } from '../../components/AddressBlock';
import { formatDate, formatPrice } from '../../lib/format';
import { orderReference } from '../../lib/order-status';

/**
 * The packing slip ("albarán") of the farm's part of an order: hidden on screen, the only thing printed
 * (producer.css, @media print). Lines cancelled are left out.
 */
export function PackingSlip({ order }: { order: ProducerOrderView }) {
  const lines = order.productOrders.filter((line) => line.status !== 'cancelled');
  const farm = order.productOrders.find((line) => line.producerName)?.producerName;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="packing-slip" aria-hidden="true" data-testid="packing-slip">
      <header className="packing-slip__head">
        <div>
          <p className="packing-slip__shop">{SHOP_NAME}</p>
          <h2>Albarán de entrega</h2>
          {farm ? <p>Finca: {farm}</p> : null}
        </div>
        <dl className="packing-slip__ref">
          <dt>Pedido</dt>
          <dd>{orderReference(order.id)}</dd>
          <dt>Fecha</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </dl>
      </header>
      <div className="packing-slip__to">
        <h3>Destinatario</h3>
        <AddressBlock shipping={order.shippingInfo} variant="slip" />
      </div>
      <table className="packing-slip__lines">
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col">Unidad</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Comprobado</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{line.product.name}</td>
              <td>{line.product.unit ?? ''}</td>
              <td>{line.quantity}</td>
              <td className="packing-slip__check">☐</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total de unidades
            </th>
            <td colSpan={2}>{units}</td>
          </tr>
        </tfoot>
      </table>
      <p>Pago contra entrega: {formatPrice(order.totalPrice)}</p>
      <div className="packing-slip__sign">
        <p>Recibido por (nombre y firma):</p>
        <p>Fecha de entrega:</p>
      </div>
    </section>
  );
}
