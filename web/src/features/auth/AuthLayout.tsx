import type { ReactNode } from 'react';
import { Page } from '../../components/Page';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  /** The page's meta description. */
  description?: string;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  /** The form card. */
  children: ReactNode;
  /** Links under the card. */
  footer?: ReactNode;
  /** A side panel (benefits, other ways in); below the card on a phone. */
  aside?: ReactNode;
}

/** The frame of the account screens: centered heading, a form card and an optional side panel. */
export function AuthLayout({ title, description, lead, eyebrow, children, footer, aside }: AuthLayoutProps) {
  return (
    <Page title={title} description={description} lead={lead} eyebrow={eyebrow} className="auth-page">
      <div className={aside ? 'auth-grid auth-grid--aside' : 'auth-grid'}>
        <div className="auth-main">
          <div className="card card--lg auth-card">{children}</div>
          {footer ? <div className="auth-footer">{footer}</div> : null}
        </div>
        {aside ? <aside className="auth-aside">{aside}</aside> : null}
      </div>
    </Page>
  );
}

/** The pitahaya drawing of the side panels (decorative). */
export function PitahayaArt({ className = 'auth-aside__art' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="66" rx="34" ry="40" fill="#d81b72" />
      <path d="M60 26c-6-10-16-14-26-12 6 6 12 10 26 12Z" fill="#4caf50" />
      <path d="M60 26c6-10 16-14 26-12-6 6-12 10-26 12Z" fill="#2f7d32" />
      <path d="M30 52c-8-2-14 0-18 6 8 1 13-1 18-6ZM90 52c8-2 14 0 18 6-8 1-13-1-18-6Z" fill="#4caf50" />
      <path d="M28 80c-7 1-12 5-13 11 7-2 11-6 13-11ZM92 80c7 1 12 5 13 11-7-2-11-6-13-11Z" fill="#2f7d32" />
      <ellipse cx="60" cy="68" rx="22" ry="28" fill="#fff5f9" />
      {[
        [52, 56],
        [66, 58],
        [58, 68],
        [70, 72],
        [50, 76],
        [62, 82],
        [56, 90],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#2a1d24" />
      ))}
    </svg>
  );
}
