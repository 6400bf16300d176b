import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CART_QUANTITY_MAX } from '../../../../shared/constants/cart.js';
import type { CartItem } from '../../../../shared/contracts/carts/entities.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { QuantityPicker } from '../../components/QuantityPicker';
import { isApiError } from '../../lib/api/errors';
import { useCart } from '../../lib/cart/cart-context';
import { formatPrice } from '../../lib/format';
import { unitsOf } from '../../lib/stock';
import { useCartProduct } from './api';
import { laterLineText, preorderLabel } from '../../../../shared/messages/calendar.js';
import { madridToday } from '../../../../shared/utils/madrid-time.js';
import { problemFromProduct, type LineProblem } from './line-problems';

/** A typed quantity is sent this long after the last change (one request for "1", "12"). */
export const QUANTITY_COMMIT_DELAY_MS = 400;

interface CartLineProps {
  item: CartItem;
  /** Issue 32: the day the farm's first lines leave (a later line says its own). */
  farmDispatchDate?: string | undefined;
  /** The server's verdict on this line (consumer carts). */
  serverProblem?: LineProblem | null;
}

/**
 * One cart line: photo, name, unit price, quantity picker bounded by the product's stock (read from the
 * catalog, shared with the product page's cache), line total, remove, and the line's problem with its fix.
 */
export function CartLine({ item, serverProblem, farmDispatchDate }: CartLineProps) {
  const cart = useCart();
  const { data, error } = useCartProduct(item.productId);
  const product: Product | null | undefined =
    data?.product ?? (isApiError(error) && error.status === 404 ? null : undefined);
  const problem = cart.mode === 'server' ? (serverProblem ?? null) : problemFromProduct(item, product);
  const stock = product ? unitsOf(product.stock) : CART_QUANTITY_MAX;
  const max = Math.max(1, Math.min(CART_QUANTITY_MAX, stock));

  const [draft, setDraft] = useState<number | null>(null);
  useEffect(() => {
    if (draft === null) return;
    if (draft === item.quantity) {
      setDraft(null);
      return;
    }
    const timer = setTimeout(() => {
      cart
        .setQuantity(item, draft)
        .catch(() => undefined) // the cart shows the message
        .finally(() => setDraft(null));
    }, QUANTITY_COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a new draft schedules a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const name = item.product.name;
  const unit = item.product.unit;
  const lineTotal = Math.round(item.price * item.quantity * 100) / 100;
  const problemId = `cart-line-${item.productId}-problem`;

  const fix = (() => {
    if (!problem) return null;
    if (problem.code === 'insufficient_stock' && (problem.available ?? 0) > 0) {
      const available = problem.available ?? 0;
      return (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => void cart.setQuantity(item, available).catch(() => undefined)}
        >
          Dejar {available} {available === 1 ? 'unidad' : 'unidades'}
        </button>
      );
    }
    if (problem.code === 'price_changed') {
      return (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() =>
            void cart.setQuantity(item, item.quantity, product ?? undefined).catch(() => undefined)
          }
        >
          Aceptar el nuevo precio
        </button>
      );
    }
    return (
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => void cart.remove(item).catch(() => undefined)}
      >
        Quitar del carrito
      </button>
    );
  })();

  return (
    <li className={problem ? 'cart-line cart-line--problem' : 'cart-line'} data-testid="cart-line">
      <div className="cart-line__photo">
        {item.product.thumbnailUrl ? (
          <img src={item.product.thumbnailUrl} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <span className="cart-line__no-photo" aria-hidden="true" />
        )}
      </div>
      <div className="cart-line__info">
        <h3 className="cart-line__name">
          <Link to={`/products/${item.productId}`}>{name}</Link>
        </h3>
        <p className="cart-line__price">
          {formatPrice(item.price)}
          {unit ? <span className="cart-line__unit"> / {unit}</span> : null}
        </p>
        {item.product.readyFrom ? (
          <p className="preorder-note" data-testid="cart-line-preorder">
            {preorderLabel(item.product.readyFrom, madridToday(new Date()))}
          </p>
        ) : null}
        {((later) =>
          later ? (
            <p className="cart-line__later" data-testid="cart-line-later">
              {later}
            </p>
          ) : null)(laterLineText(item.dispatchDate, farmDispatchDate, new Date()))}
        {problem ? (
          <div className="note note--bar tone-warning cart-line__problem" id={problemId} role="note">
            <p>{problem.message}</p>
            {fix}
          </div>
        ) : null}
      </div>
      <div className="cart-line__controls">
        <QuantityPicker
          value={draft ?? item.quantity}
          onChange={setDraft}
          min={1}
          max={max}
          label={`Cantidad de ${name}`}
          hideLabel
          itemName={name}
        />
        <p className="cart-line__total" aria-label={`Total de ${name}: ${formatPrice(lineTotal)}`}>
          {formatPrice(lineTotal)}
        </p>
        <button
          type="button"
          className="btn btn--link cart-line__remove"
          onClick={() => void cart.remove(item).catch(() => undefined)}
          aria-label={`Quitar ${name} del carrito`}
        >
          Quitar
        </button>
      </div>
    </li>
  );
}
