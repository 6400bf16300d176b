import './pager.css';

interface PagerProps<S extends { cursors: readonly string[] }> {
  /**
   * The list's state (the URL keeps it), whose `cursors` are the tokens of the pages before this one, oldest first
   * (empty on the first page).
   */
  state: S;
  /** The token of the next page, when there is one. */
  nextToken: string | null | undefined;
  /** Goes to another page: the same state with the new list of cursors. */
  onChange: (state: S) => void;
  /** The navigation's name: 'Páginas de pedidos' unless told. */
  label?: string;
}

/**
 * Previous / next paging of a list read a page at a time with a token (the consumer's and the producer's
 * orders): "← Anterior", "Página N", "Siguiente →". The pages walked are a stack of cursors, so "Anterior"
 * drops the last one and "Siguiente" adds the next token. Nothing shows while there is a single page.
 */
export function Pager<S extends { cursors: readonly string[] }>({
  state,
  nextToken,
  onChange,
  label = 'Páginas de pedidos',
}: PagerProps<S>) {
  const { cursors } = state;
  const go = (next: string[]) => onChange({ ...state, cursors: next });
  const page = cursors.length + 1;
  if (page === 1 && !nextToken) return null;
  return (
    <nav className="actions actions--center" aria-label={label}>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page === 1}
        onClick={() => go(cursors.slice(0, -1))}
      >
        <span aria-hidden="true">←</span> Anterior
      </button>
      <span className="pager__page">Página {page}</span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={!nextToken}
        onClick={() => nextToken && go([...cursors, nextToken])}
      >
        Siguiente <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
