// The one record rule: calls graded on the expert's own side, pushes and pending apart, and the
// mean stated confidence over decided calls only (a missing statement counts as 50).
import { describe, expect, it } from 'vitest';
import {
  countCall,
  emptyTally,
  expertRecordOf,
} from '../../../../src/domain/handicappers/expert-record';

describe('expert record', () => {
  it('counts wins, losses, pushes and pending from graded calls', () => {
    const tally = emptyTally();
    expect(countCall(tally, { side: 1, threshold: 10.5, actual: 12, statedPercent: 70 })).toBe(
      'win',
    );
    expect(countCall(tally, { side: 0, threshold: 10.5, actual: 12, statedPercent: 60 })).toBe(
      'loss',
    );
    expect(countCall(tally, { side: 1, threshold: 12, actual: 12, statedPercent: 90 })).toBe(
      'push',
    );
    expect(countCall(tally, { side: 1, threshold: 12, actual: null, statedPercent: 90 })).toBe(
      null,
    );
    expect(countCall(tally, { side: 0, threshold: 3.5, actual: 2, statedPercent: null })).toBe(
      'win',
    );
    expect(tally).toMatchObject({ wins: 2, losses: 1, pushes: 1, pending: 1 });
    expect(expertRecordOf(tally)).toEqual({ wins: 2, losses: 1, meanStatedConfidence: 60 });
  });

  it('has no mean stated confidence before a decided call', () => {
    const tally = emptyTally();
    countCall(tally, { side: 1, threshold: 5, actual: 5, statedPercent: 80 });
    expect(expertRecordOf(tally)).toEqual({ wins: 0, losses: 0, meanStatedConfidence: null });
  });
});
