import { PRODUCT_ORDER_WORKFLOW } from '../../../../shared/rules/order-status-rules.js';
import type { ProductOrderStatus } from '../../../../shared/contracts/orders/entities.js';
import { ORDER_STATUS_LABELS } from '../../lib/order-status';

/**
 * Where a line is on its way: done steps, the current one, and what is left (or that it was cancelled). Five
 * steps side by side where they have room, one under the other where they have not (a phone: "En preparación"
 * needs some 95 px, a fifth of a 360 px screen's card is 60), so no label is ever cut inside a word. The box
 * around the list is what producer-orders.css measures (a container query).
 */
export function StatusStepper({ status }: { status: ProductOrderStatus }) {
  if (status === 'cancelled') {
    return <p className="po-stepper__cancelled">Este producto está cancelado: no hay que prepararlo.</p>;
  }
  const current = (PRODUCT_ORDER_WORKFLOW as readonly ProductOrderStatus[]).indexOf(status);
  return (
    <div className="po-stepper-box">
      <ol className="po-stepper" aria-label="Progreso del envío">
        {PRODUCT_ORDER_WORKFLOW.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`po-stepper__step po-stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="po-stepper__dot" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="po-stepper__label">
                {ORDER_STATUS_LABELS[step]}
                {state === 'done' ? <span className="visually-hidden"> (hecho)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
