import { PRODUCT_ORDER_WORKFLOW } from '../../../../shared/order-status-rules.js';
import type { ProductOrderStatus } from '../../../../shared/contracts/orders/entities.js';
import { ORDER_STATUS_LABELS } from '../../lib/order-status';

/** Where a line is on its way: done steps, the current one, and what is left (or that it was cancelled). */
export function StatusStepper({ status }: { status: ProductOrderStatus }) {
  if (status === 'cancelled') {
    return <p className="po-stepper__cancelled">Este producto está cancelado: no hay que prepararlo.</p>;
  }
  const current = (PRODUCT_ORDER_WORKFLOW as readonly ProductOrderStatus[]).indexOf(status);
  return (
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
  );
}
