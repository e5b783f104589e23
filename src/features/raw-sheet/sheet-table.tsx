// One raw sheet table: sortable headers (descending, ascending, cleared), 2-decimal numbers, '-'
// for missing values. The table element itself is what the PNG export draws.
import { forwardRef } from 'react';
import type { SheetColumn } from '../../domain/raw-sheet/raw-sheet-columns';
import type { SheetRow } from '../../domain/raw-sheet/raw-sheet-view';
import { sheetCellText } from '../../domain/raw-sheet/raw-sheet-view';
import type { ColumnSort } from '../../domain/raw-sheet/sort-cycle';
import styles from './raw-sheet.module.css';

interface SheetTableProps {
  columns: SheetColumn[];
  rows: SheetRow[];
  sort: ColumnSort | null;
  onSort(column: string): void;
  caption: string;
}

/** Text cells align left; the first column stays put while the rest scroll sideways. */
function cellClass(column: SheetColumn, index: number): string | undefined {
  const classes = [
    column.kind === 'text' ? styles.textCell : '',
    index === 0 ? styles.stickyCell : '',
  ]
    .filter(Boolean)
    .join(' ');
  return classes || undefined;
}

function ariaSort(sort: ColumnSort | null, key: string) {
  if (sort?.column !== key) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

export const SheetTable = forwardRef<HTMLTableElement, SheetTableProps>(function SheetTable(
  { columns, rows, sort, onSort, caption },
  ref,
) {
  return (
    <table ref={ref} className={styles.table} data-testid="raw-sheet-table">
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => {
            const state = ariaSort(sort, column.key);
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={state}
                className={cellClass(column, index)}
              >
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() => onSort(column.key)}
                  data-testid={`raw-sheet-col-${column.key}`}
                  data-sort={state}
                >
                  {column.label}
                  <span className={styles.sortMark} aria-hidden="true">
                    {state === 'descending' ? '▼' : state === 'ascending' ? '▲' : '↕'}
                  </span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={`${String(row.playerName ?? '')}-${String(row.gameNumber ?? '')}-${index}`}
            data-testid="raw-sheet-row"
          >
            {columns.map((column, index) => (
              <td key={column.key} className={cellClass(column, index)}>
                {sheetCellText(column, row[column.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
