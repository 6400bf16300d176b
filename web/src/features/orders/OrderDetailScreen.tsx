/**
 * /orders/{id} (consumers): one of the consumer's orders (GET /v1/orders/{id}) with its product orders farm by
 * farm and their statuses and each farm's shipping or pickup, the shipping information, the totals with the
 * IVA per rate, and the invoices (a PDF each; the billing details when the buyer asked for a complete one). Cancel only while the order is pending:
 * checked here first with the contract's message ('Solo se pueden cancelar pedidos en estado "Pendiente".'), then
 * confirmed in a dialog and sent (DELETE /v1/orders/{id}); the server may still answer 409. The payment block
 * says the method, the status, when it was paid and what was refunded; an unpaid card order offers "Reintentar el
 * pago" (a new hosted page) and a transfer still to make shows where to send it. Money owed back says how and
 * when it comes (RefundNote: by transfer it asks for the account until it has it); the cancel dialog of a paid
 * order says what goes back and asks for the account a transfer refund goes to (CancelOrderDialog).
 */
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { CANCEL_REFUSAL_TEXTS } from '../../../../shared/rules/order-labels.js';
import { cancelRefusal } from '../../../../shared/rules/order-status-rules.js';
import { ORDER_MESSAGES } from '../../../../shared/messages/order.js';
import { CASH_BUYER_TEXTS } from '../../../../shared/messages/payment-labels.js';
import { cashOnDelivery } from '../../../../shared/rules/payment-state.js';
import { fromCents } from '../../../../shared/utils/money.js';
import { AddressBlock } from '../../components/AddressBlock';
import { MyOrderFrame } from '../../components/OrderFrame';
import { InvoicesCard } from '../../components/OrderInvoices';
import { OrderParts } from '../../components/OrderParts';
import { PlacedOrderTotals } from '../../components/OrderTotals';
import { Page } from '../../components/Page';
import { BankTransferDetails, PaymentFacts, RetryPaymentButton } from '../../components/PaymentParts';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { isOrderId, orderReference } from '../../lib/order-status';
import { awaitsCardPayment, awaitsTransfer } from '../../lib/payment-status';
import { useSession } from '../../lib/session/session-context';
import {
  cancelOrder,
  retryPayment,
  useAfterCancel,
  saveRefundAccount,
  useMyOrder,
  useMyProfile,
  usePaymentOptions,
} from './api';
import { CancelOrderDialog, moneyBackOnCancel } from './CancelOrderDialog';
import { RefundNote } from './RefundNote';
import { OrderWithdrawals } from './OrderWithdrawals';
import './orders.css';
import { ProblemNote } from '../../components/ProblemNote';

/**
 * The local check, the server's one rule (shared/rules/order-status-rules.ts cancelRefusal): no part of the order has
 * left pending (a part its farm cancelled does not count). Null when it may be cancelled, else why not.
 */
export const cancelRefusalOf = (order: Pick<Order, 'productOrders'>) =>
  cancelRefusal(order.productOrders.map((part) => part.status));

export const canCancel = (order: Pick<Order, 'productOrders'>): boolean => cancelRefusalOf(order) === null;

export default function OrderDetailScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useMyOrder(isOrderId(id) ? id : null, user?.id);
  return (
    <MyOrderFrame query={query} orderId={id} title="Pedido" className="order-page">
      {(order) => (
        <OrderView
          order={order}
          onChanged={(next) => void query.mutate({ order: next }, { revalidate: false })}
          onStale={() => void query.mutate()}
        />
      )}
    </MyOrderFrame>
  );
}

function OrderView({
  order,
  onChanged,
  onStale,
}: {
  order: Order;
  onChanged: (order: Order) => void;
  /** The order changed elsewhere (a refused payment retry): read it again. */
  onStale: () => void;
}) {
  const id = order.id ?? order.orderId;
  const reference = orderReference(id);
  const toast = useToast();
  const refresh = useAfterCancel();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const refusal = cancelRefusalOf(order);
  const { user } = useSession();
  // The refund account the cancel dialog offers (a paid transfer order's money goes back to it).
  const profile = useMyProfile(refusal === null && moneyBackOnCancel(order) > 0 ? user?.id : undefined);

  const askToCancel = () => {
    // The local check before anything is sent.
    if (!canCancel(order)) {
      setProblem(ORDER_MESSAGES.onlyPendingCancel);
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      const answer = await cancelOrder(id);
      setConfirming(false);
      onChanged(answer.order ?? { ...order, status: 'cancelled' });
      toast.success(ORDER_MESSAGES.cancelled);
      // The stock came back: product pages and the order list read again.
      refresh.stockAndLists();
      requestAnimationFrame(() => document.getElementById('order-status-title')?.focus());
    } catch (failure) {
      setConfirming(false);
      setProblem(errorMessage(failure));
      if (isApiError(failure) && failure.status === 409) {
        refresh.orders();
      }
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Page
      title={`Pedido ${reference}`}
      eyebrow={<Link to="/orders">Mis pedidos</Link>}
      lead={`Hecho el ${formatDate(order.createdAt ?? order.orderCreatedAt)}`}
      className="order-page"
    >
      <div className="page-grid order-layout">
        <div className="order-main">
          <section className="card card--lg order-card-box" aria-labelledby="order-status-title">
            <div className="order-card-box__head">
              <h2 id="order-status-title" className="order-card-box__title" tabIndex={-1}>
                Estado
              </h2>
              <OrderStatusBadge order={order} />
            </div>
            {order.productOrdersCount > 1 && order.status !== 'cancelled' ? (
              <p className="order-progress">
                {order.completedProductOrders} de {order.productOrdersCount} partes entregadas. Cada finca
                envía su parte por separado.
              </p>
            ) : null}
            <OrderParts productOrders={order.productOrders} deliveries={order.deliveries} />
          </section>

          <InvoicesCard
            orderId={id}
            billing={order.billing}
            className="card card--lg order-card-box"
            titleId="order-invoices-title"
            titleClassName="order-card-box__title"
          />

          <OrderWithdrawals order={order} />

          <section className="card card--lg order-card-box order-cancel" aria-labelledby="order-cancel-title">
            <h2 id="order-cancel-title" className="order-card-box__title">
              Cancelar el pedido
            </h2>
            {refusal === 'cancelled' ? (
              <p>Este pedido está cancelado. Los productos volvieron al stock de cada finca.</p>
            ) : refusal ? (
              <p className="order-cancel__reason" data-testid="order-cancel-reason">
                {CANCEL_REFUSAL_TEXTS[refusal]}{' '}
                {refusal === 'delivered' ? null : (
                  <>
                    Si necesitas algo de este pedido, <Link to="/contact">escríbenos</Link>.
                  </>
                )}
              </p>
            ) : (
              <>
                <p>Puedes cancelarlo mientras esté pendiente: ninguna finca ha empezado a prepararlo.</p>
                <ProblemNote problem={problem} />
                <button
                  ref={cancelRef}
                  type="button"
                  className="btn btn--danger-outline"
                  onClick={askToCancel}
                >
                  Cancelar pedido
                </button>
              </>
            )}
          </section>
        </div>

        <aside className="order-side">
          <section className="card card--lg order-card-box" aria-labelledby="order-totals-title">
            <h2 id="order-totals-title" className="order-card-box__title">
              Importe
            </h2>
            <PlacedOrderTotals order={order} />
          </section>
          <PaymentBox order={order} reference={reference} onStale={onStale} />
          <section className="card card--lg order-card-box" aria-labelledby="order-shipping-title">
            <h2 id="order-shipping-title" className="order-card-box__title">
              Envío a
            </h2>
            <AddressBlock shipping={order.shippingInfo} />
          </section>
        </aside>
      </div>

      {confirming ? (
        <CancelOrderDialog
          order={order}
          reference={reference}
          account={profile.data?.profile.refundAccount ?? (profile.data ? null : undefined)}
          busy={cancelling}
          saveAccount={async (account) => {
            const saved = await saveRefundAccount(account);
            await profile.mutate({ profile: saved }, { revalidate: false });
          }}
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Page>
  );
}

/**
 * What a pay-on-delivery buyer still owes: each farm is paid on delivery of its part, so a partly delivered
 * order says what was paid and what is left (shared/rules/payment-state.ts cashOnDelivery).
 */
export function cashBuyerText(order: Pick<Order, 'productOrders'>): string {
  const { collectedCents, dueCents } = cashOnDelivery(order.productOrders);
  const money = (cents: number) => formatPrice(fromCents(cents));
  if (collectedCents > 0 && dueCents > 0)
    return CASH_BUYER_TEXTS.partly(money(collectedCents), money(dueCents));
  if (dueCents === 0) return CASH_BUYER_TEXTS.allPaid(money(collectedCents));
  return CASH_BUYER_TEXTS.allDue(money(dueCents));
}

/** The order's payment: its facts, and what is left to do (pay by card again, or make the transfer). */
function PaymentBox({ order, reference, onStale }: { order: Order; reference: string; onStale: () => void }) {
  const id = order.id ?? order.orderId;
  const payment = order.payment;
  const transfer = awaitsTransfer(order);
  const options = usePaymentOptions(transfer);
  if (!payment) return null;
  return (
    <section className="card card--lg order-card-box order-payment-box" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className="order-card-box__title">
        Pago
      </h2>
      <PaymentFacts payment={payment} />
      <RefundNote order={order} />
      {payment.method === 'cash_on_delivery' && order.status !== 'cancelled' ? (
        <p className="note tone-success order-payment" data-testid="cash-due">
          {cashBuyerText(order)}
        </p>
      ) : null}
      {awaitsCardPayment(order) ? (
        <>
          <p className={`note note--bar ${payment.status === 'failed' ? 'tone-error' : 'tone-warning'}`}>
            {payment.status === 'failed'
              ? 'El banco rechazó el pago. Puedes intentarlo de nuevo, con la misma tarjeta u otra.'
              : 'Falta completar el pago con tarjeta para que las fincas preparen tu pedido.'}
          </p>
          <RetryPaymentButton retry={() => retryPayment(id)} onRefused={onStale} />
        </>
      ) : null}
      {transfer ? (
        <BankTransferDetails
          account={options.data?.options.bankAccount}
          amount={payment.amount ?? order.totalPrice}
          reference={payment.reference ?? reference}
          dueAt={payment.dueAt}
          missing={
            options.error ? (
              <p className="note note--bar tone-error" role="alert">
                No pudimos cargar los datos de la cuenta de la tienda. Recarga la página para verlos.
              </p>
            ) : null
          }
        />
      ) : null}
      {payment.status === 'expired' ? <p className="payment-note">No hay nada que pagar.</p> : null}
    </section>
  );
}
