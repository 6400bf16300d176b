import type { ReactNode } from 'react';
import type { Coupon } from '../../../../shared/contracts/carts/entities.js';
import type { ShippingInfo } from '../../../../shared/contracts/orders/entities.js';
import { AddressBlock } from '../../components/AddressBlock';
import { OrderTotals } from '../../components/OrderTotals';
import { pickupText, shippingText } from '../../lib/cart/cart-view';
import { formatPrice } from '../../lib/format';
import type { ReviewFigures } from './checkout-review';
import { TitledSection } from '../../components/TitledSection';

/** Ours: the review's notes. */
export const REVIEW_TEXTS = {
  exempt:
    'Tu dirección está fuera del territorio del IVA (Canarias, Ceuta o Melilla): el pedido va sin IVA. Allí puede corresponderte pagar el IGIC o el IPSI al recibirlo.',
  invoice: (name: string, nif: string) => `Factura completa a nombre de ${name} (NIF ${nif}).`,
  noAddress: 'Completa tus datos de envío: aquí verás adónde va el pedido.',
} as const;

interface CheckoutSummaryProps {
  /** The cart priced with the buyer's choices (reviewFigures: the rule checkout charges with). */
  figures: ReviewFigures;
  coupon?: Pick<Coupon, 'code'> | null;
  units: number;
  totalLabel: string;
  /** The billing details asked for (name, NIF as typed), when the buyer wants a complete invoice. */
  invoice?: { name: string; nif: string } | null;
  /** Where the order goes, as typed (null while its required fields are not filled in). */
  address?: ShippingInfo | null;
  /** The payment method chosen, as the buyer reads it ('Transferencia bancaria'), when known. */
  payment?: { label: string; hint: string } | null;
  /** The confirm button and what goes with it. */
  children?: ReactNode;
}

/**
 * "Revisa tu pedido": the order before it is placed: where it goes (the address as typed), then farm by farm
 * (each farm ships its own part or is collected there) its lines and its shipping or pickup, then products,
 * shipping, discount, total and the IVA per rate, how it is paid, and the confirm button.
 */
export function CheckoutSummary({
  figures,
  coupon,
  units,
  totalLabel,
  invoice,
  address,
  payment,
  children,
}: CheckoutSummaryProps) {
  const farms = figures.farms;
  return (
    <TitledSection
      className="card card--lg page-grid__sticky checkout-card checkout-summary"
      titleClassName="checkout-card__title"
      title="Revisa tu pedido"
      testId="checkout-review"
    >
      <div className="checkout-summary__address" data-testid="checkout-review-address">
        <h3 className="checkout-summary__farm">Envío a</h3>
        {address ? (
          <AddressBlock shipping={address} />
        ) : (
          <p className="checkout-form__hint">{REVIEW_TEXTS.noAddress}</p>
        )}
      </div>
      {farms.length > 1 ? (
        <p className="checkout-summary__split">
          Se dividirá en {farms.length} partes: cada finca prepara la suya.
        </p>
      ) : null}
      {farms.map((farm) => (
        <div key={farm.producerId} className="checkout-summary__group" data-testid="checkout-group">
          <h3 className="checkout-summary__farm">{farm.producerName ?? 'Finca de Pitahaya Marketplace'}</h3>
          <ul className="checkout-summary__lines">
            {farm.lines.map((line) => (
              <li key={line.productId}>
                <span className="checkout-summary__name">
                  {line.quantity} × {line.name}
                  {line.later ? <span className="checkout-summary__later"> · {line.later}</span> : null}
                </span>
                <span className="checkout-summary__amount">{formatPrice(line.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="checkout-summary__delivery" data-testid="checkout-group-delivery">
            {farm.mode === 'pickup' && farm.pickup ? pickupText(farm.pickup) : shippingText(farm.shipping)}
          </p>
          {farm.dispatch ? (
            <p className="checkout-summary__dispatch" data-testid="checkout-group-dispatch">
              {farm.dispatch}
            </p>
          ) : null}
        </div>
      ))}
      <OrderTotals
        itemsTotal={figures.itemsTotal}
        shipping={figures.shippingTotal}
        discount={figures.discountTotal}
        total={figures.total}
        coupon={coupon}
        units={units}
        taxBreakdown={figures.taxBreakdown}
        totalLabel={totalLabel}
      />
      {figures.exempt ? <p className="note tone-info checkout-summary__note">{REVIEW_TEXTS.exempt}</p> : null}
      {payment ? (
        <div className="checkout-summary__payment" data-testid="checkout-review-payment">
          <h3 className="checkout-summary__farm">Método de pago: {payment.label}</h3>
          <p className="checkout-form__hint">{payment.hint}</p>
        </div>
      ) : null}
      {invoice ? (
        <p className="checkout-summary__note" data-testid="checkout-invoice">
          {REVIEW_TEXTS.invoice(invoice.name, invoice.nif)}
        </p>
      ) : null}
      {children}
    </TitledSection>
  );
}
