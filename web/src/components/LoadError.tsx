import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface NoticeProps {
  /** What the notice says, in one line. */
  title: ReactNode;
  /** A sentence under it (why, or what to try), when there is one. */
  children?: ReactNode;
  /** The main way on: a primary link. */
  action?: { to: string; label: string };
  /** Other links or buttons to go on from there (after `action`). */
  actions?: ReactNode;
  /** The screen's own class beside `notice notice--soft`. */
  className?: string;
  /** 'alert' for a failure (read out at once), 'note' for an aside. */
  role?: 'alert' | 'note';
  /** data-testid of the notice. */
  testId?: string;
}

/**
 * The soft notice in place of what a screen cannot show (an empty list or cart, a failed load, a page that is
 * not for this account): its title, maybe a sentence, and the ways on. Kept here, in the storefront's kit (its
 * chunk, web/build/chunk-groups.ts), so that the catalog's notices cost the first pages no extra file.
 */
export function Notice({ title, children, action, actions, className, role, testId }: NoticeProps) {
  return (
    <div
      className={`notice notice--soft${className ? ` ${className}` : ''}`}
      role={role}
      data-testid={testId}
    >
      <p className="notice__title">{title}</p>
      {children ? <p>{children}</p> : null}
      {action || actions ? (
        <div className="actions">
          {action ? (
            <Link to={action.to} className="btn btn--primary">
              {action.label}
            </Link>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'No se pudieron cargar tus productos.' */
  title: string;
  /** Why, usually the API error's Spanish message. */
  detail?: ReactNode;
  onRetry: () => void;
  /** While a retry is under way the button says so and is disabled. */
  retrying?: boolean;
  className?: string;
  /** The button's classes (a small primary one unless told: a whole page's failure has a full-size one). */
  retryClassName?: string;
  /** Further actions beside "Reintentar" (links elsewhere). */
  children?: ReactNode;
}

/** A failed load: what failed, why, and a way to try again. Announced to screen readers. */
export function LoadError({
  title,
  detail,
  onRetry,
  retrying = false,
  className,
  retryClassName = 'btn btn--primary btn--small',
  children,
}: LoadErrorProps) {
  return (
    <Notice
      title={title}
      className={className}
      role="alert"
      actions={
        <>
          <button type="button" className={retryClassName} onClick={onRetry} disabled={retrying}>
            {retrying ? 'Reintentando...' : 'Reintentar'}
          </button>
          {children}
        </>
      }
    >
      {detail}
    </Notice>
  );
}
