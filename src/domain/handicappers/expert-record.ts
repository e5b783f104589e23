// An expert's record from their graded calls: wins, losses, pushes and pending, plus the mean
// confidence they stated on decided calls. The one rule behind the demo's running records, the
// handicapper profile, the events feed's cards and the confidence of admin events and refreshes.
import { gradePick, type ExpertRecord, type PickResult } from '../confidence/pick-confidence';
import type { PredictionSide } from '../picks/prediction';
import { asPercent } from '../probability/scales';

/** One expert's call on a pick: their own side, the pick's line and result, what they stated. */
export interface ExpertCall {
  side: PredictionSide;
  threshold: number | null;
  /** The stat's actual value; null while the game is not graded. */
  actual: number | null;
  /** Stated confidence in percent; null when none was given (counts as 50 in the mean). */
  statedPercent: number | null;
}

/** A running tally: the counts, and the sum of stated confidences over decided calls. */
export interface RecordTally {
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  statedSum: number;
}

export function emptyTally(): RecordTally {
  return { wins: 0, losses: 0, pushes: 0, pending: 0, statedSum: 0 };
}

/**
 * Counts one call into the tally, graded on the EXPERT's side (an expert who took the Under wins
 * when the Under wins); pushes count apart and do not enter the stated mean. Returns the result,
 * or null while the call is pending.
 */
export function countCall(tally: RecordTally, call: ExpertCall): PickResult | null {
  if (call.actual === null || call.threshold === null) {
    tally.pending += 1;
    return null;
  }
  const result = gradePick(call.side, call.threshold, call.actual);
  if (result === 'push') {
    tally.pushes += 1;
    return result;
  }
  if (result === 'win') tally.wins += 1;
  else tally.losses += 1;
  tally.statedSum += call.statedPercent ?? 50;
  return result;
}

/** The record the confidence formula weighs: decided calls and their mean stated confidence. */
export function expertRecordOf(tally: RecordTally): ExpertRecord {
  const decided = tally.wins + tally.losses;
  return {
    wins: tally.wins,
    losses: tally.losses,
    meanStatedConfidence: decided > 0 ? asPercent(tally.statedSum / decided) : null,
  };
}
