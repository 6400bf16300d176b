/**
 * /suscripciones (consumers): the consumer's recurring boxes (GET /v1/subscriptions), each with the changes it
 * allows until its cut-off (SubscriptionCard). docs/subscriptions.md.
 */
import { EmptyNotice, ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/session/session-context';
import { useMySubscriptions } from './api';
import { SubscriptionCard } from './SubscriptionCard';
import './subscriptions.css';

export default function SubscriptionsScreen() {
  const { user } = useSession();
  const loaded = useMySubscriptions(user?.id);
  const { data, isLoading, mutate } = loaded;
  return (
    <Page
      title="Mis suscripciones"
      lead="Tus cajas que llegan solas. Cambia cada una hasta su fecha límite."
      className="subscriptions-page"
    >
      <ListState
        data={data?.subscriptions}
        loading={isLoading && !data}
        loadingView={<Spinner label="Cargando tus suscripciones..." className="spinner--page" />}
        query={loaded}
        errorTitle="No se pudieron cargar tus suscripciones."
        emptyView={
          <EmptyNotice
            testId="subscriptions-empty"
            title="Todavía no tienes suscripciones"
            action={{ to: '/products', label: 'Ver productos' }}
          >
            En la página de un producto con «Suscríbete» puedes recibirlo cada semana, quincena o mes.
          </EmptyNotice>
        }
      >
        {(list) => (
          <ul className="subscriptions-list">
            {list.map((subscription) => (
              <SubscriptionCard
                key={subscription.id}
                subscription={subscription}
                onChanged={(next) =>
                  void mutate(
                    (current) =>
                      current && {
                        subscriptions: current.subscriptions.map((other) =>
                          other.id === next.id ? next : other,
                        ),
                      },
                    { revalidate: false },
                  )
                }
              />
            ))}
          </ul>
        )}
      </ListState>
    </Page>
  );
}
