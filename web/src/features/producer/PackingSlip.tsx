import { SHOP_NAME } from '../../../../shared/constants/app-shell.js';
import type { ProducerOrderView } from '../../../../shared/contracts/orders/entities.js';
import { PLANT_PASSPORT_TEXTS } from '../../../../shared/messages/legal.js';
import { plantPassportOf } from '../../../../shared/rules/product-legal.js';
import { AddressBlock } from '../../components/AddressBlock';
import { quantityWithUnit } from '../../../../shared/utils/units.js';
import { formatDate } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { slipPaymentLine } from './farm-payment';
import { ColumnHeads } from '../../components/ColumnHeads';

/**
 * The plant passport of each plant line (Reg. (EU) 2016/2031 annex VII: A botanical name, B operator, C
 * traceability code, D origin; docs/legal.md), as the product page shows it.
 */
function PlantPassports({
  order,
  lines,
}: {
  order: ProducerOrderView;
  lines: ProducerOrderView['productOrders'];
}) {
  const plants = lines.flatMap((line) => {
    const passport = plantPassportOf(
      { productId: line.productId, category: 'plantas-esquejes', botanicalName: line.product.botanicalName },
      order.plantOperatorNumber,
    );
    return passport ? [{ line, passport }] : [];
  });
  if (plants.length === 0) return null;
  return (
    <div className="packing-slip__passports" data-testid="packing-slip-passports">
      {plants.map(({ line, passport }) => (
        <dl key={line.id} className="packing-slip__passport">
          <dt>{PLANT_PASSPORT_TEXTS.title}</dt>
          <dd>{line.product.name}</dd>
          <dt>{PLANT_PASSPORT_TEXTS.botanicalName}</dt>
          <dd>
            <i>{passport.botanicalName}</i>
          </dd>
          <dt>{PLANT_PASSPORT_TEXTS.operator}</dt>
          <dd>{passport.operatorNumber}</dd>
          <dt>{PLANT_PASSPORT_TEXTS.traceability}</dt>
          <dd>{passport.traceabilityCode}</dd>
          <dt>{PLANT_PASSPORT_TEXTS.origin}</dt>
          <dd>{passport.originCountry}</dd>
        </dl>
      ))}
    </div>
  );
}

/**
 * The packing slip ("albarán") of the farm's part of an order: hidden on screen, the only thing printed
 * (producer-orders.css, @media print). Lines cancelled are left out. Its money line comes from the order's payment
 * (farm-payment.ts): what to collect at the door on a pay-on-delivery order, «no cobrar nada» on one paid in
 * advance, «no entregar» on one not paid yet.
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
        <ColumnHeads names={['Producto', 'Cantidad', 'Comprobado']} />
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{line.product.name}</td>
              <td>{quantityWithUnit(line.quantity, line.product.unit)}</td>
              <td className="packing-slip__check">☐</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total de unidades</th>
            <td colSpan={2}>{units}</td>
          </tr>
        </tfoot>
      </table>
      <PlantPassports order={order} lines={lines} />
      <p className="packing-slip__payment" data-testid="packing-slip-payment">
        {slipPaymentLine(order)}
      </p>
      <div className="packing-slip__sign">
        <p>Recibido por (nombre y firma):</p>
        <p>Fecha de entrega:</p>
      </div>
    </section>
  );
}
