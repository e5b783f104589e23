// The My Picks dropdown's panel, one for the picks browser's header and the handicapper profile:
// each chosen pick's percent and text with a remove button, or the empty text. Each caller brings
// its trigger, its look (a CSS module) and its test ids; the list itself is drawn here.
import type { ReactNode } from 'react';
import { displayConfidence } from '../domain/confidence/confidence';

/** What the panel shows of a chosen pick (a SelectedPick has these and more). */
export interface MyPicksPanelPick {
  id: string;
  confidence: number;
  playerName: string;
  betType: string;
  gameInfo: string;
}

/** The caller's class names for the panel's parts. */
export interface MyPicksPanelClasses {
  panel?: string;
  list?: string;
  item?: string;
  percent?: string;
  text?: string;
  remove?: string;
}

interface MyPicksPanelProps<T extends MyPicksPanelPick> {
  id: string;
  open: boolean;
  picks: readonly T[];
  onRemove(id: string): void;
  /** Shown when the list is empty (carries its own test id). */
  empty: ReactNode;
  /** The text beside the percent: player, bet type and game, laid out by the caller. */
  describe(pick: T): ReactNode;
  removeIcon: ReactNode;
  classes: MyPicksPanelClasses;
  testIds: { panel: string; item: string; remove: string };
}

export function MyPicksPanel<T extends MyPicksPanelPick>({
  id,
  open,
  picks,
  onRemove,
  empty,
  describe,
  removeIcon,
  classes,
  testIds,
}: MyPicksPanelProps<T>) {
  return (
    <div
      id={id}
      className={classes.panel}
      hidden={!open}
      role="region"
      aria-label="My Picks"
      data-testid={testIds.panel}
    >
      {picks.length === 0 ? (
        empty
      ) : (
        <ul className={classes.list}>
          {picks.map((item) => (
            <li key={item.id} className={classes.item} data-testid={testIds.item}>
              <span className={classes.percent}>{displayConfidence(item.confidence)}%</span>
              <span className={classes.text}>{describe(item)}</span>
              <button
                type="button"
                className={classes.remove}
                onClick={() => onRemove(item.id)}
                aria-label={`Remove ${item.playerName} ${item.betType}`}
                data-testid={testIds.remove}
              >
                {removeIcon}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
