/**
 * The unexpected-error page itself, in a chunk of its own: ErrorPage.tsx loads it when an error happens (errors
 * are rare; the shopper's first load does not carry it).
 */
import { useEffect } from 'react';
import { UI_MESSAGES } from '../../../shared/messages/ui.js';
import { pageTitle } from '../../../shared/utils/page-title.js';

function describe(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : null;
}

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export interface ErrorScreenProps {
  error?: unknown;
  /** Inside the site layout (header and footer stay) instead of a whole page with its own <main>. */
  embedded?: boolean;
}

/** The unexpected-error page: 'Unexpected Application Error!' with a Spanish explanation and a way out. */
export function ErrorScreen({ error, embedded = false }: ErrorScreenProps) {
  useEffect(() => {
    document.title = pageTitle('Error');
  }, []);
  const detail = import.meta.env.DEV ? describe(error) : null;
  const content = (
    <section className="status-page error-page" aria-labelledby="error-title">
      <p className="status-page__code" aria-hidden="true">
        ¡Vaya!
      </p>
      <h1 id="error-title" className="page__title">
        {UI_MESSAGES.unexpectedError}
      </h1>
      <p className="status-page__text">
        {isChunkLoadError(error)
          ? 'No hemos podido cargar esta parte de la tienda. Puede que haya una versión nueva o que la conexión se haya interrumpido.'
          : 'Algo ha fallado al mostrar esta página. No es culpa tuya: vuelve al inicio o recarga la página para intentarlo de nuevo.'}
      </p>
      {detail ? <pre className="error-page__detail">{detail}</pre> : null}
      <div className="actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Recargar la página
        </button>
        <a href="/" className="btn btn--ghost">
          Volver al inicio
        </a>
      </div>
    </section>
  );
  return embedded ? (
    <div className="page">{content}</div>
  ) : (
    <main id="contenido" className="site-main site-main--standalone">
      <div className="page">{content}</div>
    </main>
  );
}
