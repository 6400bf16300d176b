import { BusyButton } from './BusyButton';

interface LoadMoreProps {
  /** Whether there is another page to load; without one nothing shows. */
  more: boolean;
  /** While the next page loads the button says so and is disabled. */
  loading: boolean;
  /** Loads the next page. */
  onLoad: () => void;
}

/**
 * "Cargar más" under a list that grows a page at a time (the admin's orders, users, notifications and
 * messages), centred; "Cargando..." and disabled while the next page loads. Styled by the shared
 * `.actions` row and the button classes, so it has no CSS of its own.
 */
export function LoadMore({ more, loading, onLoad }: LoadMoreProps) {
  if (!more) return null;
  return (
    <div className="actions actions--center">
      <BusyButton className="btn btn--secondary" onClick={onLoad} busy={loading} busyLabel="Cargando...">
        Cargar más
      </BusyButton>
    </div>
  );
}
