/**
 * An order's invoices (GET /v1/orders/{id}/invoices) as a list with a download link each, and the buyer's
 * billing details. The three order pages (the consumer's, the farm's, the admin's) make the same read, so
 * InvoicesCard makes it (the server answers each with what it may see), with the page's own card classes.
 * A farm without fiscal data yet has its invoice pending (no number, no PDF).
 */
import type { Invoice, InvoiceListKind } from '../../../shared/contracts/invoices/entities.js';
import type { BillingDetails } from '../../../shared/rules/pricing/entities.js';
import { api } from '../lib/api/endpoints';
import { useApi } from '../lib/api/use-api';
import { formatDate, formatPrice } from '../lib/format';
import { useSession } from '../lib/session/session-context';
import './order-invoices.css';

/** Ours: the invoices' words. */
export const INVOICE_TEXTS = {
  pending: 'Factura pendiente: la finca aún no ha completado sus datos fiscales',
  none: 'Aún no hay facturas de este pedido: cada finca emite la suya cuando cobra su parte.',
  failed: 'No pudimos cargar las facturas.',
  loading: 'Cargando las facturas...',
} as const;

export const INVOICE_KIND_LABELS: Record<InvoiceListKind, string> = {
  simplified: 'Factura simplificada',
  complete: 'Factura completa',
  rectifying: 'Factura rectificativa',
  pending: 'Factura pendiente',
};

/** "Factura completa a nombre de Lucía Pérez (NIF 12345678Z)". */
export const billingText = (billing: Pick<BillingDetails, 'name' | 'nif'>): string =>
  `Factura completa a nombre de ${billing.name} (NIF ${billing.nif})`;

export function BillingNote({ billing }: { billing: BillingDetails | undefined }) {
  if (!billing) return null;
  return (
    <p className="order-invoices__billing" data-testid="order-billing">
      {billingText(billing)}
      {billing.address ? <span className="order-invoices__address">{billing.address}</span> : null}
    </p>
  );
}

interface OrderInvoicesProps {
  invoices: readonly Invoice[] | undefined;
  /** The list could not be read (a retry is offered). */
  failed?: boolean;
  onRetry?: () => void;
  /** Show each invoice's farm (the consumer's and the admin's pages; a farm sees only its own). */
  showFarm?: boolean;
}

export function InvoiceList({ invoices, failed = false, onRetry, showFarm = true }: OrderInvoicesProps) {
  if (!invoices) {
    return failed ? (
      <div className="note note--bar tone-error order-invoices__problem" role="alert">
        <p>{INVOICE_TEXTS.failed}</p>
        {onRetry ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
            Reintentar
          </button>
        ) : null}
      </div>
    ) : (
      <p className="order-invoices__empty" role="status">
        {INVOICE_TEXTS.loading}
      </p>
    );
  }
  if (invoices.length === 0) return <p className="order-invoices__empty">{INVOICE_TEXTS.none}</p>;
  return (
    <ul className="order-invoices" data-testid="order-invoices">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="order-invoices__item" data-testid="order-invoice">
          <div className="order-invoices__text">
            <p className="order-invoices__title">
              {invoice.number
                ? `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`
                : INVOICE_KIND_LABELS[invoice.kind]}
            </p>
            <p className="order-invoices__detail">
              {[
                showFarm ? invoice.producerName : null,
                invoice.issuedAt ? formatDate(invoice.issuedAt) : null,
                formatPrice(invoice.total),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {invoice.rectifies ? (
              <p className="order-invoices__detail">Rectifica la factura {invoice.rectifies}</p>
            ) : null}
            {invoice.kind === 'pending' ? (
              <p className="order-invoices__pending">{INVOICE_TEXTS.pending}</p>
            ) : null}
          </div>
          {invoice.url && invoice.number ? (
            <a
              className="btn btn--secondary btn--small order-invoices__download"
              href={invoice.url}
              download={`${invoice.number}.pdf`}
              aria-label={`Descargar la factura ${invoice.number} en PDF`}
            >
              Descargar PDF
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An order's invoices, read again on focus (their PDF links are short-lived). */
const useOrderInvoices = (id: string, userId: string | undefined) =>
  useApi(api.invoices.list, userId ? { params: { id } } : null, { scope: userId, revalidateOnFocus: true });

interface InvoicesCardProps {
  orderId: string;
  /** The buyer's billing details (the consumer's and the admin's pages). */
  billing?: BillingDetails;
  showFarm?: boolean;
  /** The page's own card classes and title id. */
  className: string;
  titleId: string;
  titleClassName: string;
}

/** «Facturas» on an order's page: the billing details and every invoice with its PDF. */
export function InvoicesCard({
  orderId,
  billing,
  showFarm,
  className,
  titleId,
  titleClassName,
}: InvoicesCardProps) {
  const { user } = useSession();
  const read = useOrderInvoices(orderId, user?.id);
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        Facturas
      </h2>
      <BillingNote billing={billing} />
      <InvoiceList
        invoices={read.data?.invoices}
        failed={Boolean(read.error)}
        onRetry={() => void read.mutate()}
        showFarm={showFarm}
      />
    </section>
  );
}
