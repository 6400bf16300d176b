/**
 * The line above an admin list: what it holds ('12 pedidos'), « · actualizando...» while it is read again, and
 * its actions ("Exportar CSV": the whole filtered list as a file, useCsvExport).
 */
import type { ReactNode, Ref } from 'react';
import { BusyButton } from '../../components/BusyButton';

interface AdminListToolbarProps {
  /** What the list holds; empty while its first page loads. */
  count: ReactNode;
  /** The list is being read again. */
  updating: boolean;
  testId?: string;
  /** Where the focus goes when a row is gone (the count takes it: tabIndex -1). */
  countRef?: Ref<HTMLParagraphElement>;
  /** The CSV export (useCsvExport); no button without it, a disabled one while the count is empty. */
  csv?: { busy: boolean; busyLabel: string; start: () => void };
}

export function AdminListToolbar({ count, updating, testId, countRef, csv }: AdminListToolbarProps) {
  return (
    <div className="toolbar admin-toolbar">
      <p
        className="admin-toolbar__count"
        aria-live="polite"
        data-testid={testId}
        ref={countRef}
        tabIndex={countRef ? -1 : undefined}
      >
        {count}
        {updating ? ' · actualizando...' : ''}
      </p>
      {csv ? (
        <div className="admin-toolbar__actions">
          <BusyButton
            className="btn btn--secondary btn--small"
            onClick={csv.start}
            busy={csv.busy}
            disabled={!count}
            busyLabel={csv.busyLabel}
          >
            Exportar CSV
          </BusyButton>
        </div>
      ) : null}
    </div>
  );
}
