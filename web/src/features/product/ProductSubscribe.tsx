/**
 * «Suscríbete» beside «Añadir al carrito» (issue 33, docs/subscriptions.md) on a product its farm sells by
 * subscription: the intervals offered, the first box's date (the first one whose cut-off is still ahead, on its
 * farm's dispatch calendar: GET /v1/subscriptions/first-box/{productId}) and the link to subscribe
 * (/suscripciones/nueva).
 */
import { Link } from 'react-router-dom';
import type { ProductSubscription } from '../../../../shared/contracts/subscriptions/entities.js';
import { SUBSCRIPTION_INTERVAL_LABELS } from '../../../../shared/messages/subscriptions.js';
import { spanishDay } from '../../../../shared/rules/subscriptions/cycle-dates.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

export interface ProductSubscribeProps {
  productId: string;
  subscription: ProductSubscription;
}

export default function ProductSubscribe({ productId, subscription }: ProductSubscribeProps) {
  const first = useApi(api.subscriptions.firstBox, { params: { productId } }).data;
  const intervals = subscription.intervals.map((interval) => SUBSCRIPTION_INTERVAL_LABELS[interval]);
  const offered =
    intervals.length > 1
      ? `${intervals.slice(0, -1).join(', ')} o ${intervals.at(-1)}`
      : (intervals[0] ?? '');
  return (
    <div className="product-page__subscribe" data-testid="product-subscribe">
      <Link
        className="btn btn--secondary btn--large"
        to={`/suscripciones/nueva?producto=${encodeURIComponent(productId)}`}
      >
        Suscríbete
      </Link>
      <p className="product-page__subscribe-note">
        Recíbelo con frecuencia {offered}.
        {first ? ` Primera caja: ${spanishDay(first.nextOrderDate)}.` : null}
      </p>
    </div>
  );
}
