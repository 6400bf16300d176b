import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { UI_MESSAGES } from '../../../shared/messages/ui.js';
import { pageTitle } from '../../../shared/page-title.js';

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

interface ErrorScreenProps {
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

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** Inside the site layout (header and footer stay around the error page). */
  embedded?: boolean;
  /** A change (the path) clears the error: navigating away leaves the error page. */
  resetKey?: string;
}

interface ScreenErrorBoundaryState {
  error: unknown;
  resetKey?: string;
}

/**
 * The error page for an error thrown while showing a screen (a bug, a chunk that failed to load). The app uses
 * the router's declarative mode (smaller first load, docs/performance.md), which has no errorElement: this
 * boundary takes its place around the screens.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { error: error ?? new Error('Error') };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected error in a screen', error, info.componentStack);
  }

  override render() {
    return this.state.error ? (
      <ErrorScreen error={this.state.error} embedded={this.props.embedded} />
    ) : (
      this.props.children
    );
  }
}
