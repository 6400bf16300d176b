/**
 * The export batches of bank payouts (each SEPA or CSV file made), newest first: when, how many transfers and
 * how much; each can be downloaded again on purpose, as SEPA or CSV (GET /v1/payments/payouts/export?batchId=):
 * the same transfers with the same ids, so a bank that already took the file refuses it.
 */
import type { PayoutBatch } from '../../../../shared/contracts/payments/entities.js';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatDate, formatPrice } from '../../lib/format';
import { downloadFile } from './download-file';
import { downloadPayoutExport } from './payments-api';
import { useAdminTasks } from './use-admin-tasks';

export function PayoutBatches({ batches }: { batches: readonly PayoutBatch[] }) {
  const tasks = useAdminTasks();
  if (batches.length === 0) return null;

  const again = (batch: PayoutBatch, format: 'sepa' | 'csv') =>
    tasks.run(`${batch.id}-${format}`, async () =>
      downloadFile((await downloadPayoutExport(batch.id, format)).file),
    );

  const columns: DataTableColumn<PayoutBatch>[] = [
    {
      label: 'Fichero',
      kind: 'header',
      cell: (batch) => (
        <>
          {formatDate(batch.createdAt)}
          <span className="data-table__sub data-table__ref">{batch.messageId}</span>
        </>
      ),
    },
    {
      label: 'Transferencias',
      kind: 'number',
      cell: (batch) => batch.count,
    },
    { label: 'Total', kind: 'number', cell: (batch) => formatPrice(batch.total) },
    {
      label: 'Descargar de nuevo',
      kind: 'actions',
      cell: (batch) => (
        <div className="payout-actions">
          {(['sepa', 'csv'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => void again(batch, format)}
              disabled={tasks.running.size > 0}
              aria-busy={tasks.busy(`${batch.id}-${format}`) || undefined}
            >
              {format === 'sepa' ? 'SEPA' : 'CSV'}
              <span className="visually-hidden"> (fichero del {formatDate(batch.createdAt)})</span>
            </button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <>
      <h3 className="admin-subtitle">Ficheros para el banco</h3>
      <p className="admin-caption">
        Descarga un fichero de nuevo solo si el banco no llegó a recibirlo: sus transferencias son las mismas.
      </p>
      <DataTable
        label="Ficheros para el banco"
        columns={columns}
        rows={batches}
        rowTestId="payout-batch"
        framed={false}
      />
    </>
  );
}
