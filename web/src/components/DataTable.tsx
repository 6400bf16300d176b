import type { ReactNode } from 'react';
import './data-table.css';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface DataTableColumn<Row> {
  /** The column's header, and the cell's label on a phone (data-label). */
  label: string;
  /** What the row shows in this column. */
  cell: (row: Row) => ReactNode;
  /**
   * `header`: the row's name (th scope="row", unlabelled on a phone); `number`: figures, right-aligned and
   * tabular; `actions`: the row's buttons, unlabelled on a phone.
   */
  kind?: 'header' | 'number' | 'actions';
}

interface DataTableBaseProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** The table's name for assistive technology (aria-label), when it has no caption. */
  label?: string;
  /** A caption read out by assistive technology only. */
  caption?: ReactNode;
  /** Rows drawn muted (an inactive product, coupon or user). */
  inactive?: (row: Row) => boolean;
  /** data-testid of each row. */
  rowTestId?: string;
  /** Dims the rows while a newer copy of the list loads. */
  updating?: boolean;
  /** Also marks the table aria-busy while it updates. */
  busy?: boolean;
  /**
   * False for a table of named figures (each row a name and its values, as in the analytics): no header row,
   * and no column names before the cells on a phone.
   */
  header?: boolean;
  /** False inside a card that frames it already: the table draws no border, shadow or background of its own. */
  framed?: boolean;
  /** data-testid of the table. */
  testId?: string;
}

/** A row's React key: its `id` unless told; rows without an `id` say theirs. */
type RowKeyProps<Row> = Row extends { id: string }
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string };

type DataTableProps<Row> = DataTableBaseProps<Row> & RowKeyProps<Row>;

const idOf = (row: unknown): string => (row as { id: string }).id;

/**
 * A list as a table where it has room and as one card per row where it has not (below 720 px of its own width,
 * a container query: an admin table beside the admin bar on a laptop has less room than the window), where each
 * cell shows its column's name before it: the admin lists (orders, users, products, coupons) and the producer's
 * orders, and the analytics' figures (`header={false}`, `framed={false}` inside their cards). Give the columns
 * (header, kind, how a row fills the cell) and the rows; the styles are in data-table.css (`data-table`, with
 * `data-table__sub` for a muted second line, `data-table__ref` for an order number or a code inside a cell, and
 * CellText for a long value cut to one line). No cell breaks inside a word: columns keep room for their
 * longest word (docs/storefront-quality.md).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const rowKey = (props as { rowKey?: (row: Row) => string }).rowKey ?? idOf;
  return <Table {...props} rowKey={rowKey} />;
}

function Table<Row>({
  columns,
  rows,
  rowKey,
  label,
  caption,
  inactive,
  rowTestId,
  updating = false,
  busy = false,
  header = true,
  framed = true,
  testId,
}: DataTableBaseProps<Row> & { rowKey: (row: Row) => string }) {
  return (
    <div className="data-table-box">
      <div className={framed ? 'data-table-wrap' : 'data-table-wrap data-table-wrap--plain'}>
        <table
          className={updating ? 'data-table is-updating' : 'data-table'}
          aria-label={label}
          aria-busy={busy || undefined}
          data-testid={testId}
        >
          {caption ? <caption className="visually-hidden">{caption}</caption> : null}
          {header ? (
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={numberClass(column)}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={inactive?.(row) ? 'is-inactive' : undefined}
                data-testid={rowTestId}
              >
                {columns.map((column) => (
                  <Cell key={column.label} column={column} row={row} labelled={header} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * A long value in a cell (a name, an e-mail): one line cut with "…" in the table, the whole text on hover (its
 * title) and while its row holds the keyboard focus; whole, on as many lines as it needs, in a card. `sub`
 * draws it as the cell's muted second line.
 */
export function CellText({ text, sub = false }: { text: string; sub?: boolean }) {
  return (
    <span className={sub ? 'data-table__clip data-table__sub' : 'data-table__clip'} title={text}>
      {text}
    </span>
  );
}

const numberClass = ({ kind }: { kind?: DataTableColumn<unknown>['kind'] }) =>
  kind === 'number' ? 'data-table__num' : undefined;

function Cell<Row>({ column, row, labelled }: { column: DataTableColumn<Row>; row: Row; labelled: boolean }) {
  const content = column.cell(row);
  switch (column.kind) {
    case 'header':
      return <th scope="row">{content}</th>;
    case 'actions':
      return (
        <td>
          <div className="data-table__actions">{content}</div>
        </td>
      );
    default:
      // One box for the value: on a phone the cell is a row of its label and this box, however many lines the
      // value has (a date over "Alta: ...").
      return (
        <td data-label={labelled ? column.label : undefined} className={numberClass(column)}>
          <div className="data-table__value">{content}</div>
        </td>
      );
  }
}
