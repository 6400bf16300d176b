/**
 * The checkout's form (CheckoutScreen shows it to a consumer with a server cart that has lines): the shipping
 * information, pickup or delivery farm by farm, the invoice, the payment method, and the order placed with one
 * Idempotency-Key per attempt (POST /v1/orders/checkout). The summary beside it shows what the server will charge.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Cart } from '../../../../shared/contracts/carts/entities.js';
import type { ShippingInfo } from '../../../../shared/contracts/orders/entities.js';
import type { PaymentMethod } from '../../../../shared/contracts/payments/entities.js';
import type { SavedAddress, UserProfile } from '../../../../shared/contracts/profile/entities.js';
import { CART_MESSAGES } from '../../../../shared/messages/cart.js';
import { ORDER_BUTTON } from '../../../../shared/messages/legal.js';
import { ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_HINTS,
  PAYMENT_METHOD_LABELS,
} from '../../../../shared/messages/payment.js';
import { AddressFields } from '../../components/forms/AddressFields';
import {
  EmailField,
  FormAlert,
  FullNameField,
  PhoneField,
  SubmitButton,
  TextAreaField,
} from '../../components/forms/Fields';
import { serverFieldErrors, useForm } from '../../components/forms/use-form';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api/errors';
import { useCart } from '../../lib/cart/cart-context';
import { cartTotals } from '../../lib/cart/cart-view';
import { pageExit } from '../../lib/page-exit';
import {
  saveShippingAddress,
  submitCheckout,
  useCartPickupSlots,
  usePaymentOptions,
  type CheckoutBody,
} from './api';
import {
  BILLING_FIELDS,
  CHECKOUT_FIELDS,
  CHECKOUT_SERVER_FIELDS,
  emptyBilling,
  validateCheckout,
  type BillingRequest,
  type CheckoutField,
} from './billing-form';
import { CheckoutBilling } from './CheckoutBilling';
import { checkoutProblem, type CheckoutProblem } from './checkout-errors';
import { pickupsToSend, reviewFigures } from './checkout-review';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { CheckoutSummary } from './CheckoutSummary';
import { DeliveryChoice } from './DeliveryChoice';
import type { ChosenSlot } from './PickupSlotChoice';
import { CheckoutAttempts } from './idempotency';
import { PaymentChoice, totalLabel } from './PaymentChoice';
import { WithdrawalNotice } from './WithdrawalNotice';
import {
  reviewAddress,
  sameAddress,
  savedAddressOf,
  type ShippingField,
  type ShippingValues,
} from './shipping-form';

/**
 * What makes two tries the same attempt: the cart's lines and coupon, the shipping information, the method,
 * the pickups and the billing details.
 */
function fingerprintOf(cart: Cart, body: CheckoutBody): string {
  return JSON.stringify({
    lines: cart.items.map((item) => [item.productId, item.quantity, item.price]),
    coupon: cart.coupon?.code ?? null,
    body,
  });
}

export interface CheckoutFormProps {
  cart: Cart;
  initial: ShippingValues;
  /** The address the consumer saved (null: none, or the profile could not be read). */
  saved: SavedAddress | null;
  /** The profile as the server answered after saving the address (the next checkout is filled with it). */
  onAddressSaved: (profile: UserProfile) => void;
  profileMissing: boolean;
  /** The order is placed: the confirmation or the payment page opens next. */
  onPlaced: (next: 'confirmation' | 'payment') => void;
}

export function CheckoutForm({
  cart,
  initial,
  saved,
  onAddressSaved,
  profileMissing,
  onPlaced,
}: CheckoutFormProps) {
  const cartApi = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const attempts = useRef(new CheckoutAttempts());
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [cartIssues, setCartIssues] = useState(false);
  const options = usePaymentOptions();
  const offered = options.data?.options;
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  // The buyer's choice while the shop still offers it, else the shop's default; none without the options.
  const method = offered
    ? chosen && offered.methods.includes(chosen)
      ? chosen
      : offered.defaultMethod
    : null;
  const [pickupFrom, setPickupFrom] = useState<ReadonlySet<string>>(() => new Set());
  const [pickupProblem, setPickupProblem] = useState<string | null>(null);
  // Issue 32: the slot chosen at each farm collected at that publishes slots (docs/harvest-calendar.md).
  const [chosenSlots, setChosenSlots] = useState<ReadonlyMap<string, ChosenSlot>>(() => new Map());
  const slotFarms = (cart.farms ?? []).filter((farm) => farm.pickupSlots && pickupFrom.has(farm.producerId));
  const cartSlots = useCartPickupSlots(slotFarms.length > 0);
  const slotsByFarm = new Map((cartSlots.data?.farms ?? []).map((farm) => [farm.producerId, farm]));
  const slotsToSend = slotFarms.flatMap((farm) => {
    const slot = chosenSlots.get(farm.producerId);
    return slot ? [{ producerId: farm.producerId, ...slot }] : [];
  });
  const [wantsInvoice, setWantsInvoice] = useState(false);
  // Opt-in, checked by default: the address fills the next checkout (issue 23).
  const [saveAddress, setSaveAddress] = useState(true);
  const form = useForm<CheckoutField, { shippingInfo: ShippingInfo; billing?: BillingRequest }>({
    fields: CHECKOUT_FIELDS,
    initial: { ...initial, ...emptyBilling() },
    validate: (values) => validateCheckout(values, wantsInvoice),
  });

  // The server's verdict on the cart before the buyer fills anything in.
  const { validate } = cartApi;
  useEffect(() => {
    let current = true;
    validate()
      .then((result) => {
        if (current) setCartIssues(result !== null && !result.valid);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [validate, cartApi.revision]);

  const totals = cartTotals(cart);
  // What the server will charge with these choices: the shared rule over the cart's lines and farms.
  const figures = reviewFigures(cart, pickupFrom, form.values.postalCode);
  const pickups = pickupsToSend(cart, pickupFrom);

  const choosePickup = (producerId: string, pickup: boolean) => {
    setPickupProblem(null);
    setPickupFrom((previous) => {
      const next = new Set(previous);
      if (pickup) next.add(producerId);
      else next.delete(producerId);
      return next;
    });
  };

  /** A phone or postal code is checked when the buyer leaves it (the rest on the order button). */
  const checkOnBlur = (field: ShippingField) => {
    const result = validateCheckout(form.values, wantsInvoice);
    const message = !result.ok && form.values[field].trim() !== '' ? result.errors[field] : undefined;
    if ((form.errors[field] ?? undefined) === message) return;
    form.showErrors({ ...form.errors, [field]: message }, form.formError, {
      focus: false,
      keepFormMessage: true,
    });
  };

  /** After the order: the address is saved for the next time, when asked and not already the saved one. */
  const rememberAddress = async (shippingInfo: ShippingInfo) => {
    const address = savedAddressOf(shippingInfo);
    if (!saveAddress || sameAddress(address, saved)) return;
    try {
      const answer = await saveShippingAddress(address);
      onAddressSaved(answer.data.profile);
    } catch {
      toast.warning(CHECKOUT_TEXTS.addressNotSaved);
    }
  };

  const toggleInvoice = (on: boolean) => {
    setWantsInvoice(on);
    if (!on) {
      // The billing fields are gone: so are their messages.
      const rest = { ...form.errors };
      for (const field of BILLING_FIELDS) delete rest[field];
      form.showErrors(rest, form.formError, { focus: false, keepFormMessage: true });
    }
  };

  const placeOrder = async ({
    shippingInfo,
    billing,
  }: {
    shippingInfo: ShippingInfo;
    billing?: BillingRequest;
  }) => {
    setProblem(null);
    setPickupProblem(null);
    // pickupFrom and billing only when chosen: the contract's body without them stays what it was.
    const body: CheckoutBody = {
      shippingInfo,
      ...(method ? { paymentMethod: method } : {}),
      ...(pickups.length > 0 ? { pickupFrom: pickups } : {}),
      ...(slotsToSend.length > 0 ? { pickupSlots: slotsToSend } : {}),
      ...(billing ? { billing } : {}),
    };
    const key = attempts.current.keyFor(fingerprintOf(cart, body));
    try {
      const answer = await submitCheckout(body, key);
      attempts.current.reset();
      const order = answer.data.order;
      const redirectUrl = answer.data.payment?.redirectUrl;
      cartApi.checkoutCompleted();
      await rememberAddress(shippingInfo);
      const confirmation = `/order-confirmation/${encodeURIComponent(order.id ?? order.orderId)}`;
      if (redirectUrl) {
        // Card: the provider's page, which brings the buyer back to the confirmation. The confirmation takes
        // this page's place first, so "Atrás" on the provider's page lands there (pay again), not on an empty
        // checkout; and only once the history holds it is the provider's page asked for (a history change
        // after that would cancel the navigation).
        onPlaced('payment');
        await navigate(confirmation, { replace: true, state: { order } });
        pageExit.go(redirectUrl);
        return;
      }
      onPlaced('confirmation');
      toast.success(
        answer.status === 200
          ? ORDER_MESSAGES.replayed
          : order.payment?.method === 'bank_transfer'
            ? PAYMENT_MESSAGES.orderCreatedTransfer
            : ORDER_MESSAGES.created,
      );
      navigate(confirmation, { replace: true, state: { order } });
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors.length > 0) {
        const placedErrors = serverFieldErrors(error.errors, CHECKOUT_FIELDS, CHECKOUT_SERVER_FIELDS);
        const pickupError = error.errors.find(
          (entry) => entry.field === 'pickupFrom' || entry.field === 'pickupSlots',
        );
        if (pickupError) {
          // A farm no longer offers pickup: said on the choice, and the cart's farms read again.
          setPickupProblem(pickupError.message);
          void cartApi.refresh().catch(() => undefined);
        }
        const placed = Object.keys(placedErrors).length > 0 || pickupError;
        form.showErrors(placedErrors, placed ? null : error.message);
        attempts.current.reset();
        return;
      }
      // A slot filled meanwhile (409): the places left are read again.
      if (isApiError(error) && error.status === 409) void cartSlots.mutate();
      const next = checkoutProblem(error);
      if (!next.retry) attempts.current.reset();
      setProblem(next);
      if (next.reviewCart) void cartApi.refresh().catch(() => undefined);
    }
  };

  return (
    <Page
      title="Finalizar compra"
      lead="Revisa tus datos de envío y confirma el pedido."
      className="checkout-page"
    >
      <div className="page-grid checkout-layout">
        <form
          id="checkout-form"
          className="card card--lg checkout-card checkout-form"
          onSubmit={(event) => void form.handleSubmit(placeOrder)(event)}
          noValidate
          aria-labelledby="checkout-shipping-title"
        >
          <h2 id="checkout-shipping-title" className="checkout-card__title">
            Datos de envío
          </h2>
          {profileMissing ? <p className="checkout-form__hint">{CHECKOUT_TEXTS.profileMissing}</p> : null}
          <FormAlert message={problem?.message ?? form.formError}>
            {problem?.reviewCart ? (
              <Link to="/cart" className="btn btn--secondary btn--small">
                Revisar el carrito
              </Link>
            ) : null}
          </FormAlert>
          <FormAlert message={cartIssues && !problem ? CART_MESSAGES.invalid : null} tone="info">
            <Link to="/cart" className="btn btn--secondary btn--small">
              Revisar el carrito
            </Link>
          </FormAlert>
          <div className="checkout-form__grid form-grid">
            <FullNameField form={form} name="fullName" />
            <EmailField
              form={form}
              name="email"
              maxLength={254}
              hint="Te escribiremos aquí sobre el pedido."
            />
            <PhoneField
              form={form}
              name="phone"
              maxLength={30}
              hint="Para que la finca pueda avisarte de la entrega: 9 cifras, con o sin +34."
              onBlur={() => checkOnBlur('phone')}
            />
            <AddressFields form={form} onPostalCodeBlur={() => checkOnBlur('postalCode')} />
          </div>
          <div className="checkout-save-address">
            <label className="form-check" htmlFor="checkout-save-address">
              <input
                id="checkout-save-address"
                type="checkbox"
                checked={saveAddress}
                onChange={(event) => setSaveAddress(event.target.checked)}
                aria-describedby="checkout-save-address-hint"
                disabled={form.submitting}
              />
              <span>{CHECKOUT_TEXTS.saveAddress}</span>
            </label>
            <p id="checkout-save-address-hint" className="checkout-form__hint">
              {CHECKOUT_TEXTS.saveAddressHint}
            </p>
          </div>
          <TextAreaField
            form={form}
            name="notes"
            label="Notas para la entrega"
            optional
            rows={3}
            maxLength={500}
          />

          <DeliveryChoice
            farms={cart.farms ?? []}
            pickupFrom={pickupFrom}
            onChange={choosePickup}
            problem={pickupProblem}
            disabled={form.submitting}
            slots={slotsByFarm}
            chosenSlots={chosenSlots}
            onChooseSlot={(producerId, slot) =>
              setChosenSlots((current) => new Map(current).set(producerId, slot))
            }
          />

          <CheckoutBilling
            form={form}
            wantsInvoice={wantsInvoice}
            onToggle={toggleInvoice}
            disabled={form.submitting}
          />

          <PaymentChoice
            options={offered}
            failed={Boolean(options.error)}
            method={method}
            onChange={setChosen}
            disabled={form.submitting}
          />
        </form>
        <CheckoutSummary
          figures={figures}
          coupon={cart.coupon}
          units={totals.units}
          totalLabel={totalLabel(method)}
          address={reviewAddress(form.values)}
          payment={
            method ? { label: PAYMENT_METHOD_LABELS[method], hint: PAYMENT_METHOD_HINTS[method] } : null
          }
          invoice={
            wantsInvoice && form.values.billingNif.trim() && form.values.billingName.trim()
              ? { name: form.values.billingName.trim(), nif: form.values.billingNif.trim().toUpperCase() }
              : null
          }
        >
          <div className="checkout-form__submit">
            <WithdrawalNotice items={cart.items} />
            {method === 'card' ? (
              <p className="checkout-form__next">Al confirmar te llevamos a la página segura de pago.</p>
            ) : null}
            <SubmitButton
              form="checkout-form"
              busy={form.submitting}
              label={problem?.retry ? ORDER_BUTTON.retry : ORDER_BUTTON.label}
              busyLabel={ORDER_BUTTON.busy}
              className="btn btn--primary btn--large btn--block checkout-form__button"
            />
          </div>
        </CheckoutSummary>
      </div>
    </Page>
  );
}
