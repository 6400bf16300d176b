/**
 * «Avísame» on the product page (issue 32, docs/harvest-calendar.md "«Avísame»"), for a product that cannot be
 * ordered now (out of stock, or a pre-order not open yet): a signed-in consumer asks to be told once when it
 * can (POST /v1/products/{id}/alert) and may take it back (DELETE); a visitor is asked to sign in. Its own chunk
 * (ProductDetails loads it lazily), so the product page's first view does not carry it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ALERT_TEXTS } from '../../../../shared/messages/calendar.js';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api/endpoints';
import { errorMessage } from '../../lib/api/errors';
import { useApi } from '../../lib/api/use-api';
import { useSession } from '../../lib/session/session-context';

export default function StockAlert({ productId }: { productId: string }) {
  const { user, role, isAuthenticated } = useSession();
  const consumerId = role === 'consumer' && user ? user.id : null;
  const alert = useApi(api.harvest.alert, consumerId ? { params: { id: productId } } : null, {
    scope: consumerId,
  });
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  if (!isAuthenticated) {
    return (
      <p className="product-page__alert" data-testid="stock-alert">
        <Link to={`/login?redirect=${encodeURIComponent(`/products/${productId}`)}`}>
          {ALERT_TEXTS.signIn}
        </Link>
      </p>
    );
  }
  if (!consumerId || !alert.data) return null;
  const active = alert.data.alert.active;
  const change = async () => {
    setBusy(true);
    try {
      const answer = active
        ? await api.harvest.alertDelete({ params: { id: productId } })
        : await api.harvest.alertCreate({ params: { id: productId } });
      await alert.mutate(answer, { revalidate: false });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="product-page__alert" data-testid="stock-alert">
      {active ? <p role="status">{ALERT_TEXTS.waiting}</p> : null}
      <button
        type="button"
        className={active ? 'btn btn--link' : 'btn btn--secondary btn--large'}
        onClick={() => void change()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {active ? ALERT_TEXTS.cancel : ALERT_TEXTS.button}
      </button>
    </div>
  );
}
