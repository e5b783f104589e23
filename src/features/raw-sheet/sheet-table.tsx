// One raw sheet table: sortable headers (descending, ascending, cleared), 2-decimal numbers, '-'
// for missing values. The table element itself is what the PNG export draws.
import { forwardRef } from 'react';
import type { SheetColumn } from '../../domain/raw-sheet-columns';
import type { SheetRow } from '../../domain/raw-sheet-view';
import { sheetCellText } from '../../domain/raw-sheet-view';
import type { ColumnSort } from '../../domain/sort-cycle';
import styles from './raw-sheet.module.css';

interface SheetTableProps {
  columns: SheetColumn[];
  rows: SheetRow[];
  sort: ColumnSort | null;
  onSort(column: string): void;
  caption: string;
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
          {columns.map((column) => {
            const state = ariaSort(sort, column.key);
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={state}
                className={column.kind === 'text' ? styles.textCell : undefined}
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
            {columns.map((column) => (
              <td key={column.key} className={column.kind === 'text' ? styles.textCell : undefined}>
                {sheetCellText(column, row[column.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
