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
 * One pill of a row of tabs that choose what a screen shows: the dashboards' period (PeriodSelector), the admin's
 * reviews (TabGroup) and the farm orders' status. A toggle button (aria-pressed), the current one filled, with an optional count. Put the tabs
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

interface TabGroupProps<V extends string> {
  /** The group's name for assistive technology, e.g. 'Periodo'. */
  label: string;
  /** The choices, each with its name on its tab, in their order. */
  labels: Readonly<Record<V, string>>;
  /** The choice shown. */
  value: V;
  onChange: (value: V) => void;
  /** A class besides `tabs` on the row. */
  className?: string;
}

/** A labelled group (role="group") of tabs, one a choice, the chosen one pressed. */
export function TabGroup<V extends string>({ label, labels, value, onChange, className }: TabGroupProps<V>) {
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} role="group" aria-label={label}>
      {(Object.keys(labels) as V[]).map((option) => (
        <Tab key={option} current={option === value} onSelect={() => onChange(option)}>
          {labels[option]}
        </Tab>
      ))}
    </div>
  );
}
