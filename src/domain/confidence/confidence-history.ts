// A pick's confidence history in words: why a refresh (or an admin edit) moved a confidence, and the
// holders' notice that picks in their list changed.

/** The reasons a change is recorded with, in the bettor's words. */
export const CONFIDENCE_CHANGE_REASONS = {
  graded: 'new results graded',
  recordMoved: "an expert's record moved",
  modelRefit: 'model refit',
} as const;

export type ConfidenceChangeReason =
  (typeof CONFIDENCE_CHANGE_REASONS)[keyof typeof CONFIDENCE_CHANGE_REASONS];

/**
 * Why a recomputed confidence differs: the model's probability moved (new stat lines before the
 * game), or the experts' records moved, by results this run graded or by results graded earlier.
 */
export function confidenceChangeReason(cause: {
  modelMoved: boolean;
  gradedThisRun: boolean;
}): ConfidenceChangeReason {
  if (cause.modelMoved) return CONFIDENCE_CHANGE_REASONS.modelRefit;
  return cause.gradedThisRun
    ? CONFIDENCE_CHANGE_REASONS.graded
    : CONFIDENCE_CHANGE_REASONS.recordMoved;
}

/**
 * The smallest move recorded as a change, in points. Stored confidences have one decimal and the
 * stored model probability four, so recomputing an unchanged pick can land 0.1 away: rounding, not
 * news for a bettor.
 */
export const CONFIDENCE_MOVE_MIN = 0.15;

export function confidenceMoved(before: number | null, after: number | null): boolean {
  if (before === null || after === null) return before !== after;
  return Math.abs(before - after) >= CONFIDENCE_MOVE_MIN;
}

/** '2 picks in your list changed confidence'; null when none did. */
export function heldPicksChangedText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? '1 pick in your list changed confidence'
    : `${count} picks in your list changed confidence`;
}

/** How a pick's first value was set, by the code its writer stored, in words. */
const FIRST_VALUE_REASONS: Record<string, string> = {
  add_event: 'entered by an admin',
  admin_pick: 'entered by an admin',
  import: 'imported',
};

/** A stored reason in words: the refresh's reasons as they are, the writers' codes translated. */
export function confidenceReasonText(reason: string): string {
  return FIRST_VALUE_REASONS[reason] ?? reason;
}
