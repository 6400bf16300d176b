/**
 * /cart: the cart of the cart layer (local for visitors, producers and admins; the server cart for a signed-in
 * consumer). Lines grouped by producer (every farm ships its own part) with the farm's subtotal, shipping and
 * how far free shipping is, quantity bounded by stock, remove, clear, coupon, products / shipping / discount /
 * total with the IVA per rate, and each line's problem from validate (or, for the local cart,
 * from the catalog) with its fix. Checkout is for consumers; everyone else is told why.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartValidationIssue } from '../../../../shared/contracts/carts/entities.js';
import { CART_MESSAGES } from '../../../../shared/messages/cart.js';
import { Notice } from '../../components/LoadError';
import { ConfirmDialog } from '../../components/Modal';
import { OrderTotals } from '../../components/OrderTotals';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast/toast-context';
import { useCart } from '../../lib/cart/cart-context';
import { cartTotals, farmGroups } from '../../lib/cart/cart-view';
import { useOfferedPaymentText } from '../../lib/payment-options';
import { useSession } from '../../lib/session/session-context';
import { CartFarmGroup } from './CartFarmGroup';
import { CouponForm } from './CouponForm';
import { problemsFromIssues } from './line-problems';
import './cart.css';

/** Validate waits this long after the last change before asking the server. */
const VALIDATE_DELAY_MS = 300;

/** Ours: texts of the cart screen. */
export const CART_SCREEN_TEXTS = {
  empty: 'Tu carrito está vacío',
  emptyLead: 'Explora el catálogo y añade pitahayas frescas de nuestras fincas.',
  split: (farms: number) =>
    `Tu pedido incluye productos de ${farms} fincas: cada una prepara y envía su parte por separado.`,
  signInToBuy:
    'Inicia sesión con tu cuenta de cliente para finalizar la compra. Tu carrito se pasará a tu cuenta.',
  consumerOnly:
    'Para comprar necesitas una cuenta de cliente. Con tu cuenta de productor o administrador el carrito se guarda solo en este navegador.',
  couponSignIn: 'Los cupones se aplican al carrito de tu cuenta de cliente.',
  fallback:
    'No pudimos usar el carrito de tu cuenta: estás viendo el carrito guardado en este navegador. Inicia sesión de nuevo para recuperarlo.',
  mergeTitle: 'Algunos productos de tu carrito anterior no se pasaron completos a tu cuenta',
  fixFirst: 'Revisa los productos marcados antes de finalizar la compra.',
  cleared: 'Carrito vaciado.',
} as const;

export default function CartScreen() {
  const cart = useCart();
  const { role, isAuthenticated } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [issues, setIssues] = useState<CartValidationIssue[]>([]);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const validation = useRef(0);
  const paymentText = useOfferedPaymentText();

  const items = cart.cart.items;
  const serverCart = cart.mode === 'server';

  // The server's verdict after every change of a consumer's cart.
  const { validate } = cart;
  useEffect(() => {
    if (!cart.ready || !serverCart || items.length === 0) {
      setIssues([]);
      return;
    }
    const run = ++validation.current;
    const timer = setTimeout(() => {
      validate()
        .then((result) => {
          if (run === validation.current) setIssues(result?.issues ?? []);
        })
        .catch(() => undefined);
    }, VALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cart.ready, serverCart, cart.revision, items.length, validate]);

  if (!cart.ready) {
    return (
      <Page title="Carrito" heading="Tu carrito" className="cart-page">
        <Spinner label="Cargando tu carrito..." className="spinner--page" />
      </Page>
    );
  }

  const problems = problemsFromIssues(issues);
  // A consumer's server cart carries each farm's shipping; the local cart's lines are not priced yet.
  const groups = farmGroups(items, serverCart ? cart.cart.farms : undefined);
  const totals = cartTotals(cart.cart, serverCart);
  const isConsumer = isAuthenticated && role === 'consumer';
  const hasProblems = serverCart && problems.size > 0;

  const clearCart = async () => {
    setClearing(true);
    try {
      await cart.clear();
      toast.success(CART_SCREEN_TEXTS.cleared);
      setConfirmClear(false);
    } catch {
      setConfirmClear(false); // the cart shows the message
    } finally {
      setClearing(false);
    }
  };

  const notices = (
    <>
      {cart.error ? (
        <div className="cart-alert tone-error" role="alert">
          <p>{cart.error}</p>
        </div>
      ) : null}
      {cart.fallback ? (
        <div className="cart-notice tone-warning" role="note">
          <p>{CART_SCREEN_TEXTS.fallback}</p>
          <Link to="/login?redirect=%2Fcart" className="btn btn--secondary btn--small">
            Iniciar sesión
          </Link>
        </div>
      ) : null}
      {cart.mergeNotes.length > 0 ? (
        <section className="cart-notice tone-warning cart-notice--merge" aria-labelledby="cart-merge-title">
          <h2 id="cart-merge-title" className="cart-notice__title">
            {CART_SCREEN_TEXTS.mergeTitle}
          </h2>
          <ul>
            {cart.mergeNotes.map((note) => (
              <li key={note.productId}>
                <Link to={`/products/${note.productId}`}>{note.name}</Link>: {note.message}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--ghost btn--small" onClick={cart.dismissMergeNotes}>
            Entendido
          </button>
        </section>
      ) : null}
    </>
  );

  if (items.length === 0) {
    return (
      <Page title="Carrito" heading="Tu carrito" className="cart-page">
        {notices}
        <Notice
          title={CART_SCREEN_TEXTS.empty}
          className="cart-empty"
          testId="cart-empty"
          action={{ to: '/products', label: 'Ver productos' }}
          actions={
            isConsumer ? (
              <Link to="/orders" className="btn btn--ghost">
                Mis pedidos
              </Link>
            ) : null
          }
        >
          {CART_SCREEN_TEXTS.emptyLead}
        </Notice>
      </Page>
    );
  }

  return (
    <Page
      title="Carrito"
      heading="Tu carrito"
      lead={`${totals.units} ${totals.units === 1 ? 'unidad' : 'unidades'} de ${items.length} ${
        items.length === 1 ? 'producto' : 'productos'
      }`}
      className="cart-page"
    >
      {notices}
      <div className="page-grid">
        <div className="cart-lines" aria-busy={cart.busy || undefined}>
          {groups.length > 1 ? (
            <p className="note tone-info" role="note">
              {CART_SCREEN_TEXTS.split(groups.length)}
            </p>
          ) : null}
          {groups.map((group) => (
            <CartFarmGroup key={group.producerId} group={group} problems={problems} />
          ))}
          <button
            type="button"
            className="btn btn--ghost btn--small cart-clear"
            onClick={() => setConfirmClear(true)}
          >
            Vaciar carrito
          </button>
        </div>

        <aside className="card card--lg page-grid__sticky cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary__title">
            Resumen
          </h2>
          <OrderTotals
            itemsTotal={totals.subtotal}
            shipping={totals.shipping}
            discount={totals.discount}
            total={totals.total}
            coupon={cart.cart.coupon}
            units={totals.units}
            taxBreakdown={totals.taxBreakdown}
            totalLabel={serverCart ? 'Total a pagar' : 'Total sin envío'}
          />
          {serverCart ? (
            <CouponForm />
          ) : (
            <p className="cart-summary__hint">{CART_SCREEN_TEXTS.couponSignIn}</p>
          )}
          {paymentText ? <p className="note tone-success cart-summary__payment">{paymentText}</p> : null}
          {isConsumer && serverCart ? (
            <>
              {hasProblems ? (
                <p className="cart-summary__warning" role="note">
                  {CART_MESSAGES.invalid}
                </p>
              ) : null}
              <button
                type="button"
                className="btn btn--primary btn--large btn--block"
                onClick={() => navigate('/checkout')}
                disabled={hasProblems || cart.busy}
                aria-describedby={hasProblems ? 'cart-fix-first' : undefined}
              >
                Finalizar compra
              </button>
              {hasProblems ? (
                <p id="cart-fix-first" className="visually-hidden">
                  {CART_SCREEN_TEXTS.fixFirst}
                </p>
              ) : null}
            </>
          ) : !isAuthenticated ? (
            <>
              <p className="cart-summary__hint">{CART_SCREEN_TEXTS.signInToBuy}</p>
              <Link to="/login?redirect=%2Fcheckout" className="btn btn--primary btn--large btn--block">
                Iniciar sesión para comprar
              </Link>
              <Link to="/register?redirect=%2Fcheckout" className="btn btn--ghost btn--block">
                Crear cuenta
              </Link>
            </>
          ) : cart.fallback ? null : (
            <p className="cart-summary__hint" role="note">
              {CART_SCREEN_TEXTS.consumerOnly}
            </p>
          )}
          <Link to="/products" className="btn btn--link cart-summary__more">
            Seguir comprando
          </Link>
        </aside>
      </div>

      {confirmClear ? (
        <ConfirmDialog
          title="¿Vaciar el carrito?"
          confirmLabel="Vaciar carrito"
          busy={clearing}
          busyLabel="Vaciando..."
          onConfirm={() => void clearCart()}
          onCancel={() => setConfirmClear(false)}
        >
          <p>Se quitarán todos los productos de tu carrito. Esta acción no se puede deshacer.</p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
