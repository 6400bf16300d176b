/**
 * The refunds on the admin's "Pagos" page: how many are not done and how much they add up to (GET
 * /v1/payments/refunds, status open), how many are owed by transfer and wait for the admin, and the way to
 * the refunds screen (/admin/refunds), where they are retried, settled with the bank's reference and kept as a
 * history.
 */
import { Link } from 'react-router-dom';
import { EmptyNotice, ListState } from '../../components/ListState';
import { formatPrice } from '../../lib/format';
import { useOpenRefunds } from './payments-api';
import { AdminCard } from './AdminCard';

export function RefundsSection({ userId }: { userId: string | undefined }) {
  const query = useOpenRefunds(userId);
  return (
    <AdminCard title="Reembolsos">
      <ListState
        data={query.data?.refunds}
        query={query}
        errorTitle="No se pudieron cargar los reembolsos."
        loadingView={<p role="status">Cargando reembolsos...</p>}
        emptyView={<EmptyNotice title="No hay reembolsos pendientes." />}
      >
        {(refunds) => {
          const total = refunds.reduce((sum, refund) => sum + refund.amount, 0);
          const owed = refunds.filter((refund) => refund.status === 'owed');
          const failed = refunds.filter((refund) => refund.status === 'failed');
          return (
            <p data-testid="refunds-summary">
              {refunds.length} {refunds.length === 1 ? 'reembolso sin terminar' : 'reembolsos sin terminar'} (
              {formatPrice(total)}).{' '}
              {owed.length > 0
                ? `${owed.length} ${owed.length === 1 ? 'espera' : 'esperan'} que envíes la transferencia. `
                : ''}
              {failed.length > 0
                ? `${failed.length} con tarjeta ${failed.length === 1 ? 'falló' : 'fallaron'}. `
                : ''}
            </p>
          );
        }}
      </ListState>
      <Link to="/admin/refunds" className="btn btn--secondary">
        Ver reembolsos e historial
      </Link>
    </AdminCard>
  );
}
