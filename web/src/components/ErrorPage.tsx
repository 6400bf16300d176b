import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { UI_MESSAGES } from '../../../shared/messages/ui.js';
import type { ErrorScreenProps } from './ErrorScreen';

/** What shows when the error page's own chunk cannot load either (offline, a new version): the message and a reload. */
function BareErrorScreen(_props: ErrorScreenProps) {
  return (
    <div className="page">
      <section className="status-page error-page" aria-labelledby="error-title">
        <h1 id="error-title" className="page__title">
          {UI_MESSAGES.unexpectedError}
        </h1>
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Recargar la página
          </button>
        </div>
      </section>
    </div>
  );
}

const LazyErrorScreen = lazy(() =>
  import('./ErrorScreen').then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: BareErrorScreen }),
  ),
);

/**
 * The unexpected-error page: 'Unexpected Application Error!' with a Spanish explanation and a way out
 * (ErrorScreen.tsx, loaded when an error happens; BareErrorScreen if that load fails too).
 */
export function ErrorScreen(props: ErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen {...props} />
    </Suspense>
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
