import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from './Page';

interface PlaceholderProps {
  title: string;
  /** One or two sentences saying what this screen will show. */
  children: ReactNode;
  /** Extra links or notes under the text. */
  extra?: ReactNode;
}

/** A screen not built yet: its title and what will be there. */
export function Placeholder({ title, children, extra }: PlaceholderProps) {
  return (
    <Page title={title} narrow className="placeholder">
      <div className="placeholder__card">
        <svg className="placeholder__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path d="M24 42V22" stroke="currentColor" strokeWidth="3" strokeLinecap="round" fill="none" />
          <path
            d="M24 26c-8 0-13-5-13-13 8 0 13 5 13 13Z"
            fill="var(--color-accent-soft)"
            stroke="currentColor"
            strokeWidth="2.5"
          />
          <path
            d="M24 22c0-7 5-12 13-12 0 7-5 12-13 12Z"
            fill="var(--color-accent-soft)"
            stroke="currentColor"
            strokeWidth="2.5"
          />
        </svg>
        <p className="badge tone-success">Próximamente</p>
        <div className="placeholder__text">{children}</div>
        {extra}
        <div className="actions actions--center">
          <Link to="/" className="btn btn--ghost">
            Volver al inicio
          </Link>
          <Link to="/products" className="btn btn--primary">
            Ver productos
          </Link>
        </div>
      </div>
    </Page>
  );
}
