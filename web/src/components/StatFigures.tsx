import { Fragment, isValidElement, type CSSProperties, type ReactNode } from 'react';
import { ListState } from './ListState';

/** One figure of a dashboard: its name and its value. */
export interface StatFigure {
  label: string;
  /** The value (a formatted amount, maybe with a line under it), or null while it loads: a skeleton line then. */
  value: ReactNode;
  /** The colour of its left edge: the brand colour unless told. */
  tone?: 'success' | 'muted' | 'warning';
}

interface StatFiguresProps {
  figures: readonly StatFigure[];
  /** Marks the figures aria-busy (loading or updating). */
  busy?: boolean;
  /** data-testid of the list. */
  testId?: string;
}

/**
 * How many characters a figure shows in big type: its own text (strings, numbers, fragments of them), not the
 * elements beside it (a growth line under the amount). 0 while it loads.
 */
export function figureLength(value: ReactNode): number {
  if (typeof value === 'string' || typeof value === 'number') return String(value).length;
  if (Array.isArray(value))
    return value.reduce<number>((sum, item: ReactNode) => sum + figureLength(item), 0);
  if (isValidElement<{ children?: ReactNode }>(value) && value.type === Fragment) {
    return figureLength(value.props.children);
  }
  return 0;
}

/**
 * The row of big figures at the top of a dashboard (orders, revenue, average order...), a description list with
 * one tile per figure, one row per figure on a phone. Styled by components/dashboard.css (`stats`, `stat`), which
 * the admin and producer stylesheets import. The longest figure's length (`--figure-chars`) sets the type size of
 * them all, so every amount fits its tile («193,80 €» in five tiles beside the admin bar) and a row reads alike.
 */
export function StatFigures({ figures, busy = false, testId }: StatFiguresProps) {
  const longest = Math.max(0, ...figures.map((figure) => figureLength(figure.value)));
  const style = longest > 0 ? ({ '--figure-chars': longest } as CSSProperties) : undefined;
  return (
    <dl className="stats" aria-busy={busy || undefined} data-testid={testId} style={style}>
      {figures.map((figure) => (
        <div key={figure.label} className={figure.tone ? `stat stat--${figure.tone}` : 'stat'}>
          <dt>{figure.label}</dt>
          <dd>{figure.value ?? <span className="skeleton skeleton--line skeleton--short" />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What SalesFiguresState reads of a stats query (SWR's answer to GET /v1/orders/stats or .../producer/stats). */
interface StatsQuery<Report> {
  data?: { stats: Report };
  error?: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

/**
 * The sales figures of a dashboard (the admin's, the producer's) from its stats report: `children(report)`,
 * given undefined while the report loads (the figures then show skeletons), or the failure to load it with
 * "Reintentar" when there is no report to show.
 */
export function SalesFiguresState<Report>({
  query,
  children,
}: {
  query: StatsQuery<Report>;
  children: (report: Report | undefined) => ReactNode;
}) {
  return (
    <ListState
      data={query.data?.stats}
      query={query}
      errorTitle="No se pudieron cargar las cifras de ventas."
      loadingView={children(undefined)}
    >
      {children}
    </ListState>
  );
}
