// The server side of the optimizer: the bettor's stored list with each pick's metadata from the
// database, split by the one function in src/domain that the device's worker also runs, with the
// stakes sized by the bettor's preferences.
import type { Kysely } from 'kysely';
import {
  optimizerOptionsFor,
  type BettorPreferences,
} from '../../src/domain/parlay/bettor-preferences';
import type { SelectedPick } from '../../src/domain/lists/my-picks';
import { MIN_PICKS_TO_OPTIMIZE } from '../../src/domain/parlay/optimize-parlays';
import { splitSelectedPicks, type ParlayAnswer } from '../../src/domain/parlay/parlay-legs';
import type { DB } from '../db/tables';
import { userPicksWithMetadata } from './user-pick-metadata';

export interface StoredListSplit {
  /** The list with the metadata the split used (the device stores these values). */
  picks: SelectedPick[];
  /** null when the list is too short to split. */
  answer: ParlayAnswer | null;
}

export async function splitStoredList(
  db: Kysely<DB>,
  userId: number,
  preferences: BettorPreferences,
): Promise<StoredListSplit> {
  const picks = await userPicksWithMetadata(db, userId);
  const distinct = new Set(picks.map((item) => item.id)).size;
  if (distinct < MIN_PICKS_TO_OPTIMIZE) return { picks, answer: null };
  return { picks, answer: splitSelectedPicks(picks, optimizerOptionsFor(preferences)) };
}
