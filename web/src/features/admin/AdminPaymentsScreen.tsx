/**
 * /admin/payments ("Pagos"): the shop's payment settings (methods offered, the default one, the commission and
 * the shop's account: PaymentSettingsForm), the farms' balances and the payouts (PayoutsSection) and the
 * refunds that are not done (RefundsSection). docs/payments.md.
 */
import { ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session/session-context';
import { PaymentSettingsForm } from './PaymentSettingsForm';
import { PayoutsSection } from './PayoutsSection';
import { RefundsSection } from './RefundsSection';
import { usePaymentSettings } from './payments-api';
import './admin.css';
import { AdminCard } from './AdminCard';

export default function AdminPaymentsScreen() {
  const { user: me } = useSession();
  const settings = usePaymentSettings(me?.id);
  return (
    <Page
      title="Pagos"
      lead="Cómo pagan los clientes, la comisión de la tienda, los pagos a las fincas y los reembolsos."
      className="admin-page admin-payments"
    >
      <AdminCard title="Configuración de pagos">
        <ListState
          data={settings.data}
          query={settings}
          errorTitle="No se pudo cargar la configuración de pagos."
          loadingView={<p role="status">Cargando la configuración...</p>}
        >
          {(answer) => (
            <PaymentSettingsForm
              answer={answer}
              onSaved={(saved) => void settings.mutate(saved, { revalidate: false })}
            />
          )}
        </ListState>
      </AdminCard>
      <PayoutsSection userId={me?.id} />
      <RefundsSection userId={me?.id} />
    </Page>
  );
}
