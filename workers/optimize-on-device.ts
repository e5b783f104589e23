// The optimizer run on the device when the server cannot be reached: the same domain function and
// the same reply builder as GET /api/optimize_split, over the list as this device stores it (the
// stored items carry the metadata the server's split used, see src/domain/lists/my-picks.ts) and the
// bettor's preferences as this device holds them.
import type { OptimizeSplitReply } from '../src/api/parlay-contract';
import { optimizeSplitReply } from '../src/api/parlay-reply';
import { optimizerOptionsFor, readPreferences } from '../src/domain/parlay/bettor-preferences';
import type { SelectedPick } from '../src/domain/lists/my-picks';
import {
  MIN_PICKS_TO_OPTIMIZE,
  NEED_MORE_PICKS_MESSAGE,
} from '../src/domain/parlay/optimize-parlays';
import { splitSelectedPicks } from '../src/domain/parlay/parlay-legs';
import { readSelectedPicks } from '../src/domain/lists/selected-pick-input';

export async function optimizeOnDevice(
  picks: readonly SelectedPick[],
  preferences?: unknown,
): Promise<OptimizeSplitReply> {
  // read exactly as the server reads its stored JSON, so both split the same items
  const items = readSelectedPicks(picks);
  if (new Set(items.map((item) => item.id)).size < MIN_PICKS_TO_OPTIMIZE) {
    throw new Error(NEED_MORE_PICKS_MESSAGE);
  }
  const chosen = readPreferences(preferences);
  return optimizeSplitReply(splitSelectedPicks(items, optimizerOptionsFor(chosen)), items, chosen);
}
