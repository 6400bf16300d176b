import type { ReactNode } from 'react';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'No se pudieron cargar tus productos.' */
  title: string;
  /** Why, usually the API error's Spanish message. */
  detail?: ReactNode;
  onRetry: () => void;
  /** While a retry is under way the button says so and is disabled. */
  retrying?: boolean;
  className?: string;
  /** Further actions beside "Reintentar" (links elsewhere). */
  children?: ReactNode;
}

/** A failed load: what failed, why, and a way to try again. Announced to screen readers. */
export function LoadError({ title, detail, onRetry, retrying = false, className, children }: LoadErrorProps) {
  return (
    <div className={`notice notice--soft${className ? ` ${className}` : ''}`} role="alert">
      <p className="notice__title">{title}</p>
      {detail ? <p>{detail}</p> : null}
      <div className="actions">
        <button type="button" className="btn btn--primary btn--small" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Reintentando...' : 'Reintentar'}
        </button>
        {children}
      </div>
    </div>
  );
}
