/**
 * /admin/refunds ("Reembolsos"; docs/administration.md): the refunds the shop owes and has made
 * (GET /v1/payments/refunds). By default the ones not done (sending, sent and not confirmed, failed, owed by
 * transfer); «Todos (historial)» or one status for the rest, filtered by method, reason and days (in the URL),
 * 50 at a time with "Cargar más". Each row says the order, the shopper, the amount, how and why, where it
 * stands, the account an owed refund goes to (or that the shopper has not given it), the reference, who
 * settled it and when. "Reintentar" sends a failed card refund again; "Registrar devolución" records an owed
 * refund as sent, with the bank's reference, after a confirmation (RefundSettleDialog). "Exportar CSV"
 * downloads the whole filtered list.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RefundsAnswer } from '../../../../shared/contracts/payments/contract.js';
import type { Refund } from '../../../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { DataTable } from '../../components/DataTable';
import { FilterBar, FilterDateRange, FilterSelects } from '../../components/FilterBar';
import { useFilterDraft, type FilterFormProps } from '../../components/filter-draft';
import { EmptyNotice } from '../../components/ListState';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toast/toast-context';
import { useSession } from '../../lib/session/session-context';
import { retryRefund, useRefundPages } from './payments-api';
import { RefundSettleDialog } from './RefundSettleDialog';
import { refundColumns } from './RefundsTable';
import { fetchRefundsForExport, refundsCsv } from './refunds-csv';
import {
  OPEN_REFUNDS,
  parseRefundFilters,
  REFUND_SELECTS,
  refundFiltersToParams,
  type RefundFilters,
} from './refunds-query';
import './admin.css';
import { AdminListToolbar } from './AdminListToolbar';
import { AdminPagedList, pagedRows } from './AdminPagedList';
import { useCsvExport } from './use-csv-export';
import { useAdminTasks } from './use-admin-tasks';

const hasFilters = (filters: RefundFilters) =>
  refundFiltersToParams(filters).toString() !== refundFiltersToParams(OPEN_REFUNDS).toString();

export default function AdminRefundsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseRefundFilters(params);
  const { user: me } = useSession();
  const toast = useToast();
  const loaded = useRefundPages(filters, me?.id);
  const { data, mutate } = loaded;
  const list = pagedRows(loaded, (page) => page?.refunds ?? []);
  const refunds = list.rows ?? [];
  const tasks = useAdminTasks();
  const [settling, setSettling] = useState<Refund | null>(null);

  /** The refund as the server answered it, in the pages read (then read again). */
  const replace = (refund: Refund) =>
    void mutate(
      (current?: RefundsAnswer[]) =>
        current?.map((page) => ({
          ...page,
          refunds: page.refunds.map((item) => (item.id === refund.id ? refund : item)),
        })),
      { revalidate: true },
    );

  const retry = (refund: Refund) =>
    tasks.run(refund.id, async () => {
      const answer = await retryRefund(refund.id);
      toast.success(PAYMENT_MESSAGES.refundRetried);
      replace(answer.refund);
    });

  const csv = useCsvExport({
    noun: ['reembolso', 'reembolsos'],
    fileName: () => `reembolsos-${new Date().toISOString().slice(0, 10)}.csv`,
    readAll: () => fetchRefundsForExport(filters),
    toCsv: refundsCsv,
  });

  return (
    <Page
      title="Reembolsos"
      lead="El dinero que la tienda devuelve a sus clientes: lo que falta por devolver y el historial completo."
      className="admin-page admin-refunds"
    >
      <RefundFiltersForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(refundFiltersToParams(next))}
      />
      <AdminListToolbar
        count={
          data
            ? `${refunds.length}${list.hasMore ? '+' : ''} ${refunds.length === 1 ? 'reembolso' : 'reembolsos'}`
            : ''
        }
        updating={list.updating}
        testId="refunds-count"
        csv={csv}
      />
      <AdminPagedList
        list={list}
        what="los reembolsos"
        empty={
          <EmptyNotice
            title={
              filters.status === 'open' && !hasFilters(filters)
                ? 'No hay reembolsos pendientes.'
                : 'Ningún reembolso coincide con los filtros.'
            }
          />
        }
      >
        {(rows) => (
          <DataTable
            label="Reembolsos"
            columns={refundColumns({
              busy: tasks.running,
              onRetry: (refund) => void retry(refund),
              onSettle: setSettling,
            })}
            rows={rows}
            rowTestId="refund-row"
          />
        )}
      </AdminPagedList>
      {settling ? (
        <RefundSettleDialog
          refund={settling}
          onDone={(refund) => {
            setSettling(null);
            toast.success(PAYMENT_MESSAGES.refundSettled);
            replace(refund);
          }}
          onCancel={() => setSettling(null)}
        />
      ) : null}
    </Page>
  );
}

/** The filters as the URL gives them back (unknown values dropped, a reversed range swapped). */
const asApplied = (draft: RefundFilters) => parseRefundFilters(refundFiltersToParams(draft));

function RefundFiltersForm({ filters, onApply }: FilterFormProps<RefundFilters>) {
  const { draft, setDraft, bar } = useFilterDraft(filters, onApply, OPEN_REFUNDS, asApplied);
  return (
    <FilterBar label="Filtrar reembolsos" search {...bar}>
      <FilterSelects filters={draft} choices={REFUND_SELECTS} onChange={setDraft} />
      <FilterDateRange filters={draft} onChange={setDraft} />
    </FilterBar>
  );
}
