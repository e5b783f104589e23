// The one place display text is still read back into data: My Picks items stored before their side
// and line were saved (old IndexedDB rows, lists posted by older clients) carry only the bet type
// as shown ('Over 28.5 PRA'). Every newer item carries `side` and `threshold` as fields; these
// readers prefer them and fall back to the text only for such legacy rows.
import type { SelectedPick } from './my-picks';
import { predictionSide, type PredictionSide } from '../picks/prediction';

type LegacyItem = Pick<SelectedPick, 'betType' | 'side' | 'threshold'>;

/** The item's side: its `side` field, else (a legacy row) the bet type's first word. */
export function sideOfItem(item: LegacyItem): PredictionSide | null {
  return item.side ?? predictionSide(item.betType);
}

/** The item's line: its `threshold` field, else (a legacy row) the number inside its bet type. */
export function lineOfItem(item: LegacyItem): number | null {
  if (item.threshold != null) return item.threshold;
  const match = /(?:^|\s)(\d+(?:\.\d+)?)(?:\s|$)/.exec(item.betType);
  return match ? Number(match[1]) : null;
}
