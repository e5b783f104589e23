// The confidence history's words: reasons, what counts as a move, and the holders' notice.
import { describe, expect, it } from 'vitest';
import {
  CONFIDENCE_CHANGE_REASONS,
  confidenceChangeReason,
  confidenceMoved,
  confidenceReasonText,
  heldPicksChangedText,
} from '../../../../src/domain/confidence/confidence-history';

describe('confidence history', () => {
  it('names the reason: a model refit first, then results graded now, else a record that moved', () => {
    expect(confidenceChangeReason({ modelMoved: true, gradedThisRun: true })).toBe('model refit');
    expect(confidenceChangeReason({ modelMoved: false, gradedThisRun: true })).toBe(
      'new results graded',
    );
    expect(confidenceChangeReason({ modelMoved: false, gradedThisRun: false })).toBe(
      "an expert's record moved",
    );
    expect(Object.values(CONFIDENCE_CHANGE_REASONS)).toHaveLength(3);
  });

  it('ignores rounding-sized moves (0.1 point) and records real ones', () => {
    expect(confidenceMoved(61.2, 61.3)).toBe(false);
    expect(confidenceMoved(61.2, 61.1)).toBe(false);
    expect(confidenceMoved(61.2, 61.4)).toBe(true);
    expect(confidenceMoved(null, 55)).toBe(true);
    expect(confidenceMoved(55, null)).toBe(true);
    expect(confidenceMoved(null, null)).toBe(false);
  });

  it('says how many held picks changed, or nothing', () => {
    expect(heldPicksChangedText(0)).toBeNull();
    expect(heldPicksChangedText(1)).toBe('1 pick in your list changed confidence');
    expect(heldPicksChangedText(2)).toBe('2 picks in your list changed confidence');
  });

  it("translates the writers' codes for a pick's first value", () => {
    expect(confidenceReasonText('add_event')).toBe('entered by an admin');
    expect(confidenceReasonText('import')).toBe('imported');
    expect(confidenceReasonText('model refit')).toBe('model refit');
  });
});
