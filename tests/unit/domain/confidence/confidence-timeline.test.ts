// A pick's confidence history in words: the posted value, each move old → new newest first with
// its direction, size and reason, and when it happened relative to now.
import { describe, expect, it } from 'vitest';
import {
  changedAtText,
  changedAtTitle,
  confidenceMove,
  confidenceTimeline,
  moveValues,
} from '../../../../src/domain/confidence/confidence-timeline';

const NOW = Date.parse('2026-11-23T20:00:00.000Z');

describe('confidenceTimeline', () => {
  it('keeps the first value apart and lists the moves newest first, worded', () => {
    const timeline = confidenceTimeline([
      {
        previous_confidence: null,
        confidence: 71.5,
        reason: 'add_event',
        changed_at: '2026-11-22T18:00:00.000Z',
      },
      {
        previous_confidence: 71.5,
        confidence: 78,
        reason: 'new results graded',
        changed_at: '2026-11-23T10:00:00.000Z',
      },
      {
        previous_confidence: 78,
        confidence: 74.2,
        reason: 'model refit',
        changed_at: '2026-11-23T19:30:00.000Z',
      },
    ]);
    expect(timeline.posted).toEqual({
      value: '72%',
      reason: 'entered by an admin',
      changedAt: '2026-11-22T18:00:00.000Z',
    });
    expect(timeline.moves.map((m) => [m.from, m.to, m.direction, m.delta, m.reason])).toEqual([
      ['78%', '74%', 'down', '−4 pts', 'model refit'],
      ['72%', '78%', 'up', '+7 pts', 'new results graded'],
    ]);
  });

  it('is empty for a generated pick nothing moved', () => {
    expect(confidenceTimeline([])).toEqual({ posted: null, moves: [] });
  });
});

describe('moveValues', () => {
  it('shows a decimal only when whole percents would hide the move', () => {
    expect(moveValues(72.1, 72.4)).toEqual(['72.1%', '72.4%']);
    expect(moveValues(72.3, 72.6)).toEqual(['72%', '73%']);
    expect(moveValues(72.3, 74.6)).toEqual(['72%', '75%']);
    expect(moveValues(null, 60)).toEqual(['—', '60%']);
  });

  it('gives a small move its decimal size', () => {
    const move = confidenceMove({
      previous_confidence: 72.3,
      confidence: 72.6,
      reason: "an expert's record moved",
      changed_at: '2026-11-23T19:00:00.000Z',
    });
    expect(move.delta).toBe('+0.3 pts');
    expect(move.direction).toBe('up');
  });
});

describe('changedAtText', () => {
  it('says how long ago within a day, then the Pacific day', () => {
    expect(changedAtText('2026-11-23T19:59:30.000Z', NOW)).toBe('just now');
    expect(changedAtText('2026-11-23T19:48:00.000Z', NOW)).toBe('12 min ago');
    expect(changedAtText('2026-11-23T15:00:00.000Z', NOW)).toBe('5 h ago');
    // 04:00 UTC on the 21st is still the 20th in California
    expect(changedAtText('2026-11-21T04:00:00.000Z', NOW)).toBe('Nov 20');
    expect(changedAtText('not a time', NOW)).toBe('');
  });

  it('gives the full Pacific time for the tooltip', () => {
    expect(changedAtTitle('2026-11-23T19:30:00.000Z')).toMatch(
      /^Nov 23, 2026, 11:30\sAM \(Pacific\)$/,
    );
    expect(changedAtTitle('x')).toBe('');
  });
});
