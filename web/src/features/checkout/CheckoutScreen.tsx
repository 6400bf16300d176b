/**
 * /checkout (signed-in): a consumer confirms the shipping information (prefilled from the profile, checked
 * with the shared shippingInfoSchema), sees the order farm by farm, chooses how to pay among the methods the
 * shop offers (GET /v1/payments/options; its default first) and places the order (POST /v1/orders/checkout
 * with the method and one Idempotency-Key per attempt). Then the cart clears and, for a card, the provider's
 * hosted page opens (it brings the buyer back to the confirmation); otherwise the confirmation page opens. A
 * producer or an admin is told that buying needs a consumer account. This file is who may buy and what is shown
 * before the form (loading, a local cart, an empty cart); the form itself is CheckoutForm.tsx.
 */
import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useCart } from '../../lib/cart/cart-context';
import { useSession } from '../../lib/session/session-context';
import { useCheckoutProfile } from './api';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { CheckoutForm } from './CheckoutForm';
import { prefillShipping } from './shipping-form';
import './checkout.css';

export default function CheckoutScreen() {
  const { role } = useSession();
  if (role !== 'consumer') return <NotForThisAccount role={role} />;
  return <ConsumerCheckout />;
}

/** The checkout page saying why there is nothing to buy yet (a notice and its way on). */
function CheckoutNotice(notice: ComponentProps<typeof Notice>) {
  return (
    <Page title="Finalizar compra" className="checkout-page" narrow>
      <Notice {...notice} />
    </Page>
  );
}

/** The checkout page while it waits (the cart and the profile, the next page). */
function CheckoutWait({ label }: { label: string }) {
  return (
    <Page title="Finalizar compra" className="checkout-page">
      <Spinner label={label} className="spinner--page" />
    </Page>
  );
}

function NotForThisAccount({ role }: { role: string | null }) {
  const label = role === 'admin' ? 'administrador' : 'productor';
  return (
    <CheckoutNotice
      title={CHECKOUT_TEXTS.consumerOnly}
      role="note"
      testId="checkout-consumer-only"
      action={{ to: '/cart', label: 'Ver el carrito' }}
      actions={
        <Link to={role === 'admin' ? '/admin/dashboard' : '/producer/dashboard'} className="btn btn--ghost">
          Ir a tu panel
        </Link>
      }
    >
      {CHECKOUT_TEXTS.consumerOnlyDetail.replace('{role}', label)}
    </CheckoutNotice>
  );
}

function ConsumerCheckout() {
  const { user } = useSession();
  const cart = useCart();
  const [placed, setPlaced] = useState<'confirmation' | 'payment' | null>(null);
  const profile = useCheckoutProfile(user?.id);

  if (!cart.ready || (profile.isLoading && !profile.data)) {
    return <CheckoutWait label="Preparando tu pedido..." />;
  }
  if (placed) {
    return (
      <CheckoutWait
        label={
          placed === 'payment'
            ? 'Te llevamos a la página segura de pago...'
            : 'Abriendo la confirmación del pedido...'
        }
      />
    );
  }
  if (cart.mode !== 'server') {
    return (
      <CheckoutNotice
        title={CHECKOUT_TEXTS.localCart}
        role="alert"
        action={{ to: '/cart', label: 'Volver al carrito' }}
      />
    );
  }
  if (cart.cart.items.length === 0) {
    return (
      <CheckoutNotice
        title={CHECKOUT_TEXTS.empty}
        testId="checkout-empty"
        action={{ to: '/products', label: 'Ver productos' }}
      >
        Agrega productos antes de hacer checkout.
      </CheckoutNotice>
    );
  }
  const { mutate: mutateProfile } = profile;
  return (
    <CheckoutForm
      cart={cart.cart}
      initial={prefillShipping(profile.data?.profile, user)}
      saved={profile.data?.profile.shippingAddress ?? null}
      onAddressSaved={(saved) => void mutateProfile({ profile: saved }, { revalidate: false })}
      profileMissing={Boolean(profile.error)}
      onPlaced={setPlaced}
    />
  );
}
