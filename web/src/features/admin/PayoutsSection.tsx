/**
 * The farms and their payouts (GET /v1/payments/payouts): what each farm is owed and how it gets paid, "Pagar a
 * las fincas" (POST /v1/payments/payouts, after a confirmation: a Stripe transfer to a connected account, else a
 * bank payout), every payout with "Marcar como pagado" for a pending bank payout (PATCH
 * /v1/payments/payouts/{id}, with the bank's reference when given), and the pending bank payouts as a file for
 * the bank (SEPA pain.001 or CSV, GET /v1/payments/payouts/export) downloaded in the browser.
 */
import { useRef, useState } from 'react';
import type { PayoutsAnswer } from '../../../../shared/contracts/payments/contract.js';
import type { FarmPayable, Payout } from '../../../../shared/contracts/payments/entities.js';
import { formatIban } from '../../../../shared/rules/iban.js';
import {
  CONNECT_STATUS_LABELS,
  PAYMENT_MESSAGES,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
} from '../../../../shared/messages/payment.js';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyNotice, ListState } from '../../components/ListState';
import { ConfirmDialog } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { formatDate, formatPrice } from '../../lib/format';
import { adminErrorMessage } from './admin-errors';
import { exportPayouts, runPayouts, settlePayout, usePayouts } from './payments-api';

/** Saves a text file the API answered (the SEPA or CSV payouts) through an object URL. */
export function downloadFile(file: { filename: string; contentType: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function PayoutsSection({ userId }: { userId: string | undefined }) {
  const toast = useToast();
  const query = usePayouts(userId);
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [settling, setSettling] = useState<Payout | null>(null);
  const [exporting, setExporting] = useState<'sepa' | 'csv' | null>(null);
  const data = query.data;
  const due = (data?.farms ?? []).filter((farm) => farm.balance.availableAmount > 0);
  const dueTotal = due.reduce((sum, farm) => sum + farm.balance.availableAmount, 0);
  const pendingBank = (data?.payouts ?? []).filter(isPendingBank);

  const run = async () => {
    setRunning(true);
    try {
      const answer = await runPayouts();
      setConfirming(false);
      toast.success(
        answer.payouts.length > 0 ? PAYMENT_MESSAGES.payoutsCreated : PAYMENT_MESSAGES.noPayoutsDue,
      );
      void query.mutate();
    } catch (failure) {
      setConfirming(false);
      toast.error(adminErrorMessage(failure));
    } finally {
      setRunning(false);
    }
  };

  const download = async (format: 'sepa' | 'csv') => {
    setExporting(format);
    try {
      const { file } = await exportPayouts(format);
      downloadFile(file);
    } catch (failure) {
      toast.error(adminErrorMessage(failure));
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="card admin-card" aria-labelledby="payments-payouts">
      <h2 id="payments-payouts" className="card__title">
        Fincas y pagos
      </h2>
      <ListState
        data={data}
        error={query.error}
        errorTitle="No se pudieron cargar los saldos de las fincas."
        retrying={query.isValidating}
        onRetry={() => void query.mutate()}
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
                onClick={() => setConfirming(true)}
                disabled={running || due.length === 0}
              >
                Pagar a las fincas
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => void download('sepa')}
                disabled={exporting !== null || pendingBank.length === 0}
                aria-busy={exporting === 'sepa' || undefined}
              >
                {exporting === 'sepa' ? 'Preparando...' : 'Descargar SEPA'}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => void download('csv')}
                disabled={exporting !== null || pendingBank.length === 0}
                aria-busy={exporting === 'csv' || undefined}
              >
                {exporting === 'csv' ? 'Preparando...' : 'Descargar CSV'}
              </button>
            </div>
            <p className="admin-caption">
              {due.length === 0
                ? 'Ninguna finca tiene saldo disponible ahora.'
                : `${due.length} ${due.length === 1 ? 'finca tiene' : 'fincas tienen'} ${formatPrice(dueTotal)} disponibles.`}{' '}
              {pendingBank.length > 0
                ? `Hay ${pendingBank.length} ${pendingBank.length === 1 ? 'transferencia pendiente' : 'transferencias pendientes'}: descarga el fichero para tu banco y márcalas como pagadas al enviarlas.`
                : 'Los ficheros SEPA y CSV reúnen las transferencias pendientes.'}
            </p>

            <h3 className="admin-subtitle">Pagos a las fincas</h3>
            {loaded.payouts.length === 0 ? (
              <EmptyNotice title="Todavía no hay pagos a las fincas." />
            ) : (
              <DataTable
                label="Pagos a las fincas"
                columns={payoutColumns(setSettling)}
                rows={loaded.payouts}
                rowKey={(payout) => payout.id}
                rowTestId="payout-row"
                framed={false}
              />
            )}
          </>
        )}
      </ListState>

      {confirming ? (
        <RunPayoutsDialog
          farms={due.length}
          total={dueTotal}
          busy={running}
          onConfirm={() => void run()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {settling ? (
        <SettleDialog
          payout={settling}
          onDone={(payout) => {
            setSettling(null);
            toast.success(PAYMENT_MESSAGES.payoutSettled);
            void query.mutate(
              (current?: PayoutsAnswer) =>
                current && {
                  ...current,
                  payouts: current.payouts.map((item) => (item.id === payout.id ? payout : item)),
                },
              { revalidate: true },
            );
          }}
          onCancel={() => setSettling(null)}
        />
      ) : null}
    </section>
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
        Stripe: {CONNECT_STATUS_LABELS[farm.connect.status] ?? farm.connect.status}
        <span className="data-table__sub">
          {farm.iban ? `IBAN ${formatIban(farm.iban)}` : 'Sin IBAN en su perfil'}
        </span>
      </div>
    ),
  },
];

function payoutColumns(onSettle: (payout: Payout) => void): DataTableColumn<Payout>[] {
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
    { label: 'Importe', kind: 'number', cell: (payout) => formatPrice(payout.amount) },
    { label: 'Método', cell: (payout) => PAYOUT_METHOD_LABELS[payout.method] ?? payout.method },
    {
      label: 'Estado',
      cell: (payout) => (
        <div>
          {PAYOUT_STATUS_LABELS[payout.status] ?? payout.status}
          {payout.paidAt ? <span className="data-table__sub">{formatDate(payout.paidAt)}</span> : null}
          {payout.failure ? <span className="data-table__sub user-text">{payout.failure}</span> : null}
        </div>
      ),
    },
    {
      label: 'Cuenta o referencia',
      cell: (payout) => (
        <div>
          {payout.iban ? <span className="data-table__ref">{formatIban(payout.iban)}</span> : null}
          {payout.reference ? <span className="data-table__sub user-text">{payout.reference}</span> : null}
          {!payout.iban && !payout.reference ? '—' : null}
        </div>
      ),
    },
    {
      label: 'Acciones',
      kind: 'actions',
      cell: (payout) =>
        isPendingBank(payout) ? (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => onSettle(payout)}>
            Marcar como pagado
            <span className="visually-hidden">
              {' '}
              ({payout.producerName}, {formatPrice(payout.amount)})
            </span>
          </button>
        ) : null,
    },
  ];
}

function RunPayoutsDialog({
  farms,
  total,
  busy,
  onConfirm,
  onCancel,
}: {
  farms: number;
  total: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title="¿Pagar a las fincas?"
      tone="primary"
      confirmLabel="Sí, pagar"
      busyLabel="Creando los pagos..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Se pagará a {farms} {farms === 1 ? 'finca' : 'fincas'} su saldo disponible ({formatPrice(total)} en
        total). Las fincas con cuenta de Stripe activa lo reciben al momento; a las demás les queda una
        transferencia pendiente que envías desde tu banco.
      </p>
    </ConfirmDialog>
  );
}

function SettleDialog({
  payout,
  onDone,
  onCancel,
}: {
  payout: Payout;
  onDone: (payout: Payout) => void;
  onCancel: () => void;
}) {
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await settlePayout(payout.id, reference.trim() || undefined);
      onDone(answer.payout);
    } catch (failure) {
      setProblem(adminErrorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title="¿Marcar este pago como realizado?"
      tone="primary"
      confirmLabel="Marcar como pagado"
      busyLabel="Guardando..."
      busy={busy}
      initialFocus={inputRef}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        Transferencia de {formatPrice(payout.amount)} a{' '}
        <span className="user-text">{payout.producerName}</span>
        {payout.iban ? ` (${formatIban(payout.iban)})` : ''}. Márcala cuando la hayas enviado desde el banco.
      </p>
      <div className="field">
        <label htmlFor="payout-reference">
          Referencia del banco<span className="field__optional"> (opcional)</span>
        </label>
        <input
          ref={inputRef}
          id="payout-reference"
          value={reference}
          maxLength={140}
          autoComplete="off"
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
      {problem ? (
        <p className="note note--bar tone-error" role="alert">
          {problem}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
