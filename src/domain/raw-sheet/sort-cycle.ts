// Column sorting in the raw sheet: each click cycles descending, ascending, cleared; one sort
// per table; empty values always sort last.

export type SortDirection = 'desc' | 'asc';
export interface ColumnSort {
  column: string;
  direction: SortDirection;
}

/** The sort after clicking `column`: a new column starts descending. */
export function nextColumnSort(current: ColumnSort | null, column: string): ColumnSort | null {
  if (!current || current.column !== column) return { column, direction: 'desc' };
  return current.direction === 'desc' ? { column, direction: 'asc' } : null;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) {
    return Number(value);
  }
  return null;
}

/** Numbers compare as numbers, everything else as text (case-insensitive). */
export function compareCells(a: unknown, b: unknown): number {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na - nb;
  if (na !== null) return -1;
  if (nb !== null) return 1;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}

/** Rows in the order the sort asks for; no sort keeps the original order. Stable. */
export function sortRows<T>(
  rows: readonly T[],
  sort: ColumnSort | null,
  cell: (row: T, column: string) => unknown = (row, column) =>
    (row as Record<string, unknown>)[column],
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: cell(row, sort.column) }))
    .sort((x, y) => {
      const ex = isEmpty(x.value);
      const ey = isEmpty(y.value);
      if (ex || ey) return ex === ey ? x.index - y.index : ex ? 1 : -1;
      return sign * compareCells(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}
