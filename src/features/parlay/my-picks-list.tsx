// The list of chosen picks: a grid up to 8, above that columns of 4 that scroll sideways.
import type { SelectedPick } from '../../domain/lists/my-picks';
import { MyPickItem } from './my-pick-item';
import styles from './my-picks-list.module.css';

/** The spec's layout: up to this many picks as a grid, more as scrolling columns. */
export const GRID_MAX_PICKS = 8;
export const PICKS_PER_COLUMN = 4;

interface MyPicksListProps {
  picks: readonly SelectedPick[];
  onOpen(pick: SelectedPick): void;
  onRemove(pick: SelectedPick): void;
}

export function MyPicksList({ picks, onOpen, onRemove }: MyPicksListProps) {
  const item = (pick: SelectedPick) => (
    <MyPickItem
      key={pick.id}
      pick={pick}
      onOpen={() => onOpen(pick)}
      onRemove={() => onRemove(pick)}
    />
  );
  if (picks.length <= GRID_MAX_PICKS) {
    return (
      <ul className={styles.grid} data-testid="my-picks-list" data-layout="grid">
        {picks.map(item)}
      </ul>
    );
  }
  const columns: SelectedPick[][] = [];
  for (let i = 0; i < picks.length; i += PICKS_PER_COLUMN)
    columns.push(picks.slice(i, i + PICKS_PER_COLUMN));
  return (
    <div
      className={styles.scroller}
      data-testid="my-picks-list"
      data-layout="columns"
      role="region"
      aria-label="My Picks, scroll sideways for more"
      tabIndex={0}
    >
      {columns.map((column, index) => (
        <ul key={index} className={styles.column} data-testid="my-picks-column">
          {column.map(item)}
        </ul>
      ))}
    </div>
  );
}
