/**
 * The product form's «Venta por suscripción» (issue 33, docs/subscriptions.md): the intervals a consumer may
 * subscribe to the product at (none: not sold by subscription). Its fields go into the create or update body:
 * `subscription: {intervals}`, or `null` when a subscribable product stops being one.
 */
import { useState } from 'react';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import {
  SUBSCRIPTION_INTERVALS,
  type SubscriptionInterval,
} from '../../../../shared/contracts/subscriptions/entities.js';
import { SUBSCRIPTION_INTERVAL_LABELS } from '../../../../shared/messages/subscriptions.js';

export const SUBSCRIPTION_CHOICE_HINT =
  'Marca las frecuencias a las que tus clientes pueden recibir este producto cada cierto tiempo. Sin ninguna, se vende solo por pedido.';

/** The body field of the choice: what to send on create (undefined: nothing) or update (null clears). */
export function subscriptionField(
  intervals: readonly SubscriptionInterval[],
  product: Product | undefined,
): { subscription?: { intervals: SubscriptionInterval[] } | null } {
  const chosen = SUBSCRIPTION_INTERVALS.filter((interval) => intervals.includes(interval));
  if (chosen.length > 0) {
    const same = JSON.stringify(product?.subscription?.intervals ?? []) === JSON.stringify(chosen);
    return same ? {} : { subscription: { intervals: chosen } };
  }
  return product?.subscription ? { subscription: null } : {};
}

export function useSubscriptionChoice({
  id,
  product,
  disabled,
}: {
  id: string;
  product: Product | undefined;
  disabled: boolean;
}) {
  const [intervals, setIntervals] = useState<SubscriptionInterval[]>(product?.subscription?.intervals ?? []);
  const toggle = (interval: SubscriptionInterval) =>
    setIntervals((current) =>
      current.includes(interval) ? current.filter((other) => other !== interval) : [...current, interval],
    );
  const view = (
    <fieldset className="card product-form__section" disabled={disabled} data-testid="subscription-choice">
      <legend className="product-form__legend">Venta por suscripción</legend>
      <p id={`${id}-subscription-hint`} className="field__hint">
        {SUBSCRIPTION_CHOICE_HINT}
      </p>
      <div className="subscription-choice" aria-describedby={`${id}-subscription-hint`}>
        {SUBSCRIPTION_INTERVALS.map((interval) => (
          <label key={interval} className="checkbox" htmlFor={`${id}-subscription-${interval}`}>
            <input
              type="checkbox"
              id={`${id}-subscription-${interval}`}
              checked={intervals.includes(interval)}
              onChange={() => toggle(interval)}
            />{' '}
            {SUBSCRIPTION_INTERVAL_LABELS[interval].replace(/^./, (first) => first.toUpperCase())}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return { view, fields: () => subscriptionField(intervals, product) };
}
