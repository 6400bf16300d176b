/**
 * The checkout's "Pago" block: the methods the shop offers now (GET /v1/payments/options) as a radio group, the
 * default one chosen first, each with what it means for the buyer. While they load it says so; if they cannot
 * be read, it says so and the order goes without a method (the shop's default, whichever it is).
 */
import type { PaymentMethod, PaymentOptions } from '../../../../shared/contracts/payments/entities.js';
import { PAYMENT_METHOD_HINTS, PAYMENT_METHOD_LABELS } from '../../../../shared/messages/payment.js';
import { RadioCard } from '../../components/forms/RadioCard';

/**
 * Ours: what the checkout says when the methods could not be read: the order goes without a method, so the
 * shop's default applies, whichever it is (the confirmation then says how to pay it).
 */
export const PAYMENT_FALLBACK_TEXT =
  'No pudimos cargar los métodos de pago: el pedido se hará con el método habitual de la tienda y en la confirmación verás cómo pagarlo.';

interface PaymentChoiceProps {
  options: PaymentOptions | undefined;
  /** The options could not be read. */
  failed: boolean;
  method: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

export function PaymentChoice({ options, failed, method, onChange, disabled = false }: PaymentChoiceProps) {
  if (!options) {
    return (
      <section className="checkout-payment" aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title" className="checkout-card__title">
          Pago
        </h2>
        {failed ? (
          <p data-testid="checkout-payment">{PAYMENT_FALLBACK_TEXT}</p>
        ) : (
          <p role="status" className="checkout-payment__loading">
            Cargando los métodos de pago...
          </p>
        )}
      </section>
    );
  }
  return (
    <fieldset className="checkout-payment checkout-payment--choice" data-testid="checkout-payment-methods">
      <legend className="checkout-card__title">Método de pago</legend>
      <div className="payment-options">
        {options.methods.map((value) => (
          <RadioCard
            key={value}
            id={`payment-method-${value}`}
            name="paymentMethod"
            value={value}
            checked={method === value}
            onChange={() => onChange(value)}
            title={PAYMENT_METHOD_LABELS[value]}
            hint={PAYMENT_METHOD_HINTS[value]}
            disabled={disabled}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** "Total a pagar ..." by method: now (card), by transfer, or on delivery. */
export function totalLabel(method: PaymentMethod | null): string {
  switch (method) {
    case 'card':
      return 'Total a pagar ahora';
    case 'bank_transfer':
      return 'Total a pagar por transferencia';
    default:
      return 'Total a pagar al recibir';
  }
}
