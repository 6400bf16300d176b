import type { ReactNode } from 'react';

interface DashboardRowProps {
  /** What the row is about, on its own line: a link to it, or its name. */
  name: ReactNode;
  /** The details under the name (muted): quantities, amounts, dates. */
  meta: ReactNode;
  /** Anything after the details, e.g. a status badge. */
  children?: ReactNode;
}

/**
 * One row of a dashboard's list (`<ul className="dash-list">`): the pending lines, the products low on stock,
 * the best sellers, the farms. The name on its own line and the details under it, whatever the width. Styled by
 * components/dashboard.css (`dash-row`), which the admin and producer stylesheets import.
 */
export function DashboardRow({ name, meta, children }: DashboardRowProps) {
  return (
    <li className="dash-row">
      {name}
      <span className="dash-row__meta">{meta}</span>
      {children}
    </li>
  );
}
