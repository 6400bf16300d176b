/**
 * The consumer's order page: its withdrawals, and «Desistir del contrato aquí» while a line may be withdrawn from
 * (the withdrawal function, Directive 2011/83 art. 11a; the same rule as the service: shared/rules/
 * withdrawal-rules.ts), with the last day once the period runs (docs/legal.md).
 */
import { Link } from 'react-router-dom';
import { WITHDRAWAL_PATH } from '../../../../shared/constants/legal-pages.js';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { WITHDRAWAL_UI } from '../../../../shared/messages/legal.js';
import { withdrawableLines, withdrawalLastDay } from '../../../../shared/rules/withdrawal-rules.js';
import { WithdrawalList } from '../../components/WithdrawalList';
import { formatDate } from '../../lib/format';
import { TitledSection } from '../../components/TitledSection';

export function OrderWithdrawals({ order }: { order: Order }) {
  const open = withdrawableLines(order.productOrders, new Date());
  const withdrawals = order.withdrawals ?? [];
  if (open.length === 0 && withdrawals.length === 0) return null;
  const lastDay = withdrawalLastDay(order.productOrders);
  return (
    <TitledSection
      className="card card--lg order-card-box"
      titleClassName="order-card-box__title"
      title="Desistimiento"
      testId="order-withdrawals"
    >
      {withdrawals.length > 0 ? <WithdrawalList withdrawals={withdrawals} /> : null}
      {open.length > 0 ? (
        <>
          <p>
            Puedes desistir de la compra de {open.length === 1 ? 'un producto' : `${open.length} productos`}{' '}
            de este pedido sin dar ninguna razón
            {lastDay
              ? `, hasta el ${formatDate(`${lastDay}T12:00:00Z`)}`
              : ': el plazo de 14 días empieza cuando lo recibas'}
            .
          </p>
          <div className="actions">
            <Link
              to={`${WITHDRAWAL_PATH}?pedido=${encodeURIComponent(order.id)}`}
              className="btn btn--secondary"
            >
              {WITHDRAWAL_UI.entry}
            </Link>
          </div>
        </>
      ) : null}
    </TitledSection>
  );
}
