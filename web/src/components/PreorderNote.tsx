/**
 * What a pre-order says on a card, the product page and a cart line (docs/harvest-calendar.md): «Reserva: sale a
 * partir del 12 de agosto» while it takes orders (the product page adds until when), «Reserva: abre el ...»
 * before it opens, and that it is closed after. Nothing for a product in stock.
 */
import type { Product } from '../../../shared/contracts/products/entities.js';
import {
  PREORDER_CLOSED_LABEL,
  preorderClosesLabel,
  preorderLabel,
  preorderOpensLabel,
} from '../../../shared/messages/calendar.js';
import { preorderOf, preorderState } from '../../../shared/rules/calendar/preorder.js';
import { madridToday } from '../../../shared/utils/madrid-time.js';

export function PreorderNote({
  product,
  detailed = false,
  className = '',
}: {
  product: Pick<Product, 'availability' | 'preorder'>;
  /** The product page: also until when it can be reserved. */
  detailed?: boolean;
  className?: string;
}) {
  const preorder = preorderOf(product);
  if (!preorder) return null;
  const now = new Date();
  const today = madridToday(now);
  const state = preorderState(preorder, now);
  return (
    <p className={`preorder-note ${className}`.trim()} data-testid="preorder-note">
      <span className="preorder-note__label">
        {state === 'upcoming' && preorder.opensAt
          ? preorderOpensLabel(preorder.opensAt, today)
          : state === 'closed'
            ? PREORDER_CLOSED_LABEL
            : preorderLabel(preorder.readyFrom, today)}
      </span>
      {detailed && state === 'open' ? (
        <span className="preorder-note__detail"> · {preorderClosesLabel(preorder.closesAt, today)}</span>
      ) : null}
    </p>
  );
}
