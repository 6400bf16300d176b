/**
 * The farms and their payouts (GET /v1/payments/payouts; docs/payments.md, "Payouts"): what each farm is owed
 * and where it would be paid now (its Stripe account, its IBAN, or nowhere: then it is left out of a run),
 * "Pagar a las fincas" (POST /v1/payments/payouts, after a confirmation that names who is paid how and who is
 * left out, RunPayoutsDialog), every payout with "Marcar como pagado" and "Anular" for a pending bank payout
 * (PATCH /v1/payments/payouts/{id}) and «Comprobar en Stripe» for a Stripe payout left pending past its run
 * (StripePayoutCheck.tsx, the same PATCH), and the bank payouts as files for the bank: each new file is an export
 * batch of the transfers no file holds yet (POST /v1/payments/payouts/export), and each batch can be downloaded
 * again on purpose (PayoutBatches).
 */
import { useState } from 'react';
import type { PayoutsAnswer } from '../../../../shared/contracts/payments/contract.js';
import type { FarmPayable, Payout } from '../../../../shared/contracts/payments/entities.js';
import { formatIban } from '../../../../shared/rules/iban.js';
import { payoutState } from '../../../../shared/rules/payout-state.js';
import {
  CONNECT_STATUS_LABELS,
  PAYMENT_MESSAGES,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
} from '../../../../shared/messages/payment.js';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyNotice, ListState } from '../../components/ListState';
import { useToast } from '../../components/toast/toast-context';
import { formatDate, formatPrice } from '../../lib/format';
import { downloadFile } from './download-file';
import { CancelPayoutDialog, RunPayoutsDialog, SettleDialog, runPlan } from './PayoutDialogs';
import { PayoutBatches } from './PayoutBatches';
import { CheckStripePayoutDialog, StripePayoutNote } from './StripePayoutCheck';
import { createPayoutExport, runPayouts, usePayouts } from './payments-api';
import { useAdminTasks, useAdminConfirmedAction } from './use-admin-tasks';
import { AdminCard } from './AdminCard';

export { downloadFile };

type PayoutAction = { kind: 'settle' | 'cancel' | 'check'; payout: Payout };

/** Bank payouts still to send that no file holds yet and that have (or whose farm now has) an IBAN. */
export function unexported(answer: Pick<PayoutsAnswer, 'farms' | 'payouts'>): Payout[] {
  const ibanOf = new Map(answer.farms.map((farm) => [farm.producerId, farm.iban]));
  return answer.payouts.filter(
    (payout) => isPendingBank(payout) && !payout.batchId && (payout.iban || ibanOf.get(payout.producerId)),
  );
}

export function PayoutsSection({ userId }: { userId: string | undefined }) {
  const toast = useToast();
  const query = usePayouts(userId);
  const payAll = useAdminConfirmedAction();
  const [acting, setActing] = useState<PayoutAction | null>(null);
  const files = useAdminTasks<'sepa' | 'csv'>();
  const data = query.data;
  const plan = runPlan(data?.farms ?? []);
  const dueTotal = [...plan.paid, ...plan.skipped].reduce(
    (sum, farm) => sum + farm.balance.availableAmount,
    0,
  );
  const due = plan.paid.length + plan.skipped.length;
  const toExport = data ? unexported(data) : [];

  const run = () =>
    payAll.run(
      async () => {
        const answer = await runPayouts();
        toast.success(
          answer.skipped.length > 0
            ? `${PAYMENT_MESSAGES.payoutsCreated} ${answer.skipped.length} ${answer.skipped.length === 1 ? 'finca queda' : 'fincas quedan'} sin pagar hasta que indiquen su IBAN.`
            : PAYMENT_MESSAGES.payoutsCreated,
        );
        void query.mutate();
      },
      () => void query.mutate(),
    );

  const newFile = (format: 'sepa' | 'csv') =>
    files.run(format, async () => {
      const { file, batch } = await createPayoutExport(format);
      downloadFile(file);
      toast.success(
        `${PAYMENT_MESSAGES.batchCreated} ${batch.count} ${batch.count === 1 ? 'transferencia' : 'transferencias'}, ${formatPrice(batch.total)}.`,
      );
      void query.mutate();
    });

  const replace = (payout: Payout) =>
    void query.mutate(
      (current?: PayoutsAnswer) =>
        current && {
          ...current,
          payouts: current.payouts.map((item) => (item.id === payout.id ? payout : item)),
        },
      { revalidate: true },
    );
  const close = () => setActing(null);
  /** A dialog's payout saved: the dialog closes, the toast says `message`, the row shows it. */
  const done = (message: string) => (payout: Payout) => {
    close();
    toast.success(message);
    replace(payout);
  };

  return (
    <AdminCard title="Fincas y pagos">
      <ListState
        data={data}
        query={query}
        errorTitle="No se pudieron cargar los saldos de las fincas."
        loadingView={<p role="status">Cargando saldos...</p>}
      >
        {(loaded) => (
          <>
            <h3 className="admin-subtitle">Saldo de cada finca</h3>
            {loaded.farms.length === 0 ? (
              <EmptyNotice title="Ninguna finca tiene saldo ni cuenta de cobro todavía." />
            ) : (
              <DataTable
                label="Saldo de las fincas"
                columns={FARM_COLUMNS}
                rows={loaded.farms}
                rowKey={(farm) => farm.producerId}
                rowTestId="payable-farm"
                framed={false}
              />
            )}
            <div className="payouts-toolbar">
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => payAll.ask(true)}
                disabled={payAll.busy || plan.paid.length === 0}
              >
                Pagar a las fincas
              </button>
              {(['sepa', 'csv'] as const).map((format) => (
                <button
                  key={format}
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => void newFile(format)}
                  disabled={files.running.size > 0 || toExport.length === 0}
                  aria-busy={files.busy(format) || undefined}
                >
                  {files.busy(format) ? 'Preparando...' : `Nuevo fichero ${format.toUpperCase()}`}
                </button>
              ))}
            </div>
            <p className="admin-caption" data-testid="payouts-caption">
              {due === 0
                ? 'Ninguna finca tiene saldo disponible ahora.'
                : `${due} ${due === 1 ? 'finca tiene' : 'fincas tienen'} ${formatPrice(dueTotal)} disponibles.`}{' '}
              {plan.skipped.length > 0
                ? `${plan.skipped.length} ${plan.skipped.length === 1 ? 'no tiene' : 'no tienen'} IBAN ni cuenta de Stripe activa: no se les paga hasta que lo indiquen. `
                : ''}
              {toExport.length > 0
                ? `${toExport.length} ${toExport.length === 1 ? 'transferencia pendiente no está' : 'transferencias pendientes no están'} en ningún fichero: genera uno nuevo para tu banco.`
                : 'Cada fichero nuevo reúne las transferencias pendientes que aún no estaban en otro.'}
            </p>

            <h3 className="admin-subtitle">Pagos a las fincas</h3>
            {loaded.payouts.length === 0 ? (
              <EmptyNotice title="Todavía no hay pagos a las fincas." />
            ) : (
              <DataTable
                label="Pagos a las fincas"
                columns={payoutColumns((kind, payout) => setActing({ kind, payout }), new Date())}
                rows={loaded.payouts}
                rowTestId="payout-row"
                framed={false}
              />
            )}
            <PayoutBatches batches={loaded.batches} />
          </>
        )}
      </ListState>

      {payAll.asked && data ? (
        <RunPayoutsDialog farms={data.farms} {...payAll.dialog} onConfirm={() => void run()} />
      ) : null}
      {acting?.kind === 'settle' ? (
        <SettleDialog payout={acting.payout} onDone={done(PAYMENT_MESSAGES.payoutSettled)} onCancel={close} />
      ) : null}
      {acting?.kind === 'check' ? (
        <CheckStripePayoutDialog
          payout={acting.payout}
          onDone={done(PAYMENT_MESSAGES.payoutCheckedAtStripe)}
          onRefused={(message) => {
            close();
            toast.error(message);
            void query.mutate();
          }}
          onCancel={close}
        />
      ) : null}
      {acting?.kind === 'cancel' ? (
        <CancelPayoutDialog
          payout={acting.payout}
          onDone={done(PAYMENT_MESSAGES.payoutCancelled)}
          onCancel={close}
        />
      ) : null}
    </AdminCard>
  );
}

const isPendingBank = (payout: Payout) => payout.method === 'bank_transfer' && payout.status === 'pending';

const FARM_COLUMNS: DataTableColumn<FarmPayable>[] = [
  {
    label: 'Finca',
    kind: 'header',
    cell: (farm) => <span className="user-text">{farm.producerName}</span>,
  },
  {
    label: 'Disponible',
    kind: 'number',
    cell: (farm) => <strong>{formatPrice(farm.balance.availableAmount)}</strong>,
  },
  { label: 'Pendiente', kind: 'number', cell: (farm) => formatPrice(farm.balance.pendingAmount) },
  { label: 'En pago', kind: 'number', cell: (farm) => formatPrice(farm.balance.inPayoutAmount) },
  {
    label: 'Cobro',
    cell: (farm) => (
      <div>
        {farm.destination ? (
          <>Se le paga por {PAYOUT_METHOD_LABELS[farm.destination].toLowerCase()}</>
        ) : (
          <span className="status-badge tone-warning" data-testid="farm-no-destination">
            Sin dónde pagarle
          </span>
        )}
        <span className="data-table__sub">
          Stripe: {CONNECT_STATUS_LABELS[farm.connect.status] ?? farm.connect.status} ·{' '}
          {farm.iban ? `IBAN ${formatIban(farm.iban)}` : 'Sin IBAN en su perfil'}
        </span>
      </div>
    ),
  },
];

function payoutColumns(
  onAct: (kind: PayoutAction['kind'], payout: Payout) => void,
  now: Date,
): DataTableColumn<Payout>[] {
  return [
    {
      label: 'Finca',
      kind: 'header',
      cell: (payout) => (
        <>
          <span className="user-text">{payout.producerName}</span>
          <span className="data-table__sub">{formatDate(payout.createdAt)}</span>
        </>
      ),
    },
    {
      // The method under the amount, and an IBAN that may wrap between its groups: the table then fits beside
      // the admin bar on a laptop (with a separate «Método» column and the IBAN on one line it overflowed its
      // card, and the row's buttons were out of sight).
      label: 'Importe',
      kind: 'number',
      cell: (payout) => (
        <>
          {formatPrice(payout.amount)}
          <span className="data-table__sub data-table__wrap">
            {PAYOUT_METHOD_LABELS[payout.method] ?? payout.method}
          </span>
        </>
      ),
    },
    {
      label: 'Estado',
      cell: (payout) => (
        <div>
          {PAYOUT_STATUS_LABELS[payout.status] ?? payout.status}
          {payout.paidAt ? <span className="data-table__sub">{formatDate(payout.paidAt)}</span> : null}
          {payout.cancelledAt ? (
            <span className="data-table__sub">{formatDate(payout.cancelledAt)}</span>
          ) : null}
          {payout.status === 'pending' && payout.exportedAt ? (
            <span className="data-table__sub">En el fichero del {formatDate(payout.exportedAt)}</span>
          ) : null}
          {payout.failure ? <span className="data-table__sub user-text">{payout.failure}</span> : null}
          <StripePayoutNote payout={payout} now={now} />
        </div>
      ),
    },
    {
      label: 'Cuenta o referencia',
      cell: (payout) => (
        <div>
          {payout.iban ? (
            <span className="data-table__ref payout-iban">{formatIban(payout.iban)}</span>
          ) : null}
          {payout.holder ? <span className="data-table__sub user-text">{payout.holder}</span> : null}
          {payout.reference ? (
            // Stripe's ids (acct_…, tr_…) break anywhere on a phone's card; a bank reference is the admin's text.
            <span
              className={
                payout.method === 'stripe_transfer' ? 'data-table__sub' : 'data-table__sub user-text'
              }
            >
              {payout.reference}
            </span>
          ) : null}
          {!payout.iban && !payout.reference ? (
            isPendingBank(payout) ? (
              <span className="status-badge tone-warning">Sin IBAN</span>
            ) : (
              '—'
            )
          ) : null}
        </div>
      ),
    },
    {
      label: 'Acciones',
      kind: 'actions',
      cell: (payout) => {
        const button = (kind: PayoutAction['kind'], label: string, tone = 'secondary') => (
          <PayoutButton payout={payout} label={label} tone={tone} onClick={() => onAct(kind, payout)} />
        );
        if (payoutState(payout, now) === 'stripe_unconfirmed')
          return <div className="payout-actions">{button('check', 'Comprobar en Stripe')}</div>;
        if (!isPendingBank(payout)) return null;
        return (
          <div className="payout-actions">
            {button('settle', 'Marcar como pagado')}
            {button('cancel', 'Anular', 'ghost')}
          </div>
        );
      },
    },
  ];
}

/** An action of a payout's row; screen readers hear whose payout and how much. */
function PayoutButton(props: { payout: Payout; label: string; tone: string; onClick: () => void }) {
  const { payout, label, tone, onClick } = props;
  return (
    <button type="button" className={`btn btn--${tone} btn--small`} onClick={onClick}>
      {label}
      <span className="visually-hidden">
        {' '}
        ({payout.producerName}, {formatPrice(payout.amount)})
      </span>
    </button>
  );
}
