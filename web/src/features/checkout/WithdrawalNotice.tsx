/**
 * Before the order button (TRLGDCU arts. 97.1.i and 103; docs/legal.md): which lines of the cart cannot be
 * returned and why, or that every one can. What it says is what the order keeps: a line is exempt in the order
 * only when this notice showed it so (services/products/read-products.ts orderSnapshot).
 */
import { Link } from 'react-router-dom';
import { LEGAL_PAGE_INFO } from '../../../../shared/constants/legal-pages.js';
import type { CartItem } from '../../../../shared/contracts/carts/entities.js';
import { WITHDRAWAL_TEXTS } from '../../../../shared/messages/legal.js';

export function WithdrawalNotice({ items }: { items: readonly CartItem[] }) {
  const exempt = items.flatMap((item) => {
    // A line added before its right was recorded shows none: the order then keeps the right (allowed).
    const withdrawal = item.product.withdrawal ?? 'allowed';
    return withdrawal === 'allowed' ? [] : [{ item, withdrawal }];
  });
  return (
    <div className="checkout-withdrawal" data-testid="checkout-withdrawal">
      {exempt.length === 0 ? (
        <p className="checkout-withdrawal__all">
          Puedes desistir de la compra de todos estos productos en 14 días desde que los recibes.{' '}
          <Link to={LEGAL_PAGE_INFO.condiciones.path}>Condiciones de compra</Link>
        </p>
      ) : (
        <>
          <p className="checkout-withdrawal__title">{WITHDRAWAL_TEXTS.checkoutTitle}</p>
          <ul className="checkout-withdrawal__list">
            {exempt.map(({ item, withdrawal }) => (
              <li key={item.id}>
                <span className="user-text">{item.product.name}</span>: {WITHDRAWAL_TEXTS.shopper[withdrawal]}
              </li>
            ))}
          </ul>
          <p className="checkout-withdrawal__rest">
            {WITHDRAWAL_TEXTS.checkoutIntro}{' '}
            <Link to={LEGAL_PAGE_INFO.condiciones.path}>Condiciones de compra</Link>
          </p>
        </>
      )}
    </div>
  );
}
