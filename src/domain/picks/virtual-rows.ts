// The rows of a virtual card list: cards in reading order, one or two to a row, so that a row
// drawn near the viewport holds whole rows of the grid and Tab meets cards as the eye does.

/** How many rows `count` cards fill at `columns` a row (the last row may be short). */
export function rowCount(count: number, columns: number): number {
  if (count <= 0) return 0;
  return Math.ceil(count / Math.max(1, Math.floor(columns)));
}

/** The cards of row `row`, in order. */
export function rowItems<T>(items: readonly T[], row: number, columns: number): readonly T[] {
  const width = Math.max(1, Math.floor(columns));
  return items.slice(row * width, (row + 1) * width);
}
