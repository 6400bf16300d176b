import type { ReactNode } from 'react';
import './tabs.css';

interface TabProps {
  /** Whether this tab's view is the one shown: pressed (aria-pressed) and filled. */
  current: boolean;
  /** Shows this tab's view. */
  onSelect: () => void;
  /** A count in a pill after the name (the orders in a status), when known. */
  count?: number;
  /** data-testid of the button. */
  testId?: string;
  /** The tab's name. */
  children: ReactNode;
}

/**
 * One pill of a row of tabs that choose what a screen shows: the dashboards' period (PeriodSelector) and the farm
 * orders' status. A toggle button (aria-pressed), the current one filled, with an optional count. Put the tabs
 * in a `.tabs` row: a labelled group (role="group") or a list inside a labelled navigation. Styles: tabs.css.
 */
export function Tab({ current, onSelect, count, testId, children }: TabProps) {
  return (
    <button
      type="button"
      className={current ? 'chip tab is-active' : 'chip tab'}
      aria-pressed={current}
      onClick={onSelect}
      data-testid={testId}
    >
      {children}
      {count !== undefined ? <span className="tab__count">{count}</span> : null}
    </button>
  );
}
