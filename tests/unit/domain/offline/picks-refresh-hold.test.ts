import { describe, expect, it } from 'vitest';
import { holdRefreshedAnswer } from '../../../../src/domain/offline/picks-refresh-hold';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('holdRefreshedAnswer', () => {
  it('holds a partial answer that drops a shown row while the warmup runs', () => {
    const shown = { rows: rows('a', 'b', 'c') };
    expect(holdRefreshedAnswer(shown, { rows: rows('new', 'a', 'c'), phase: 'warming' })).toBe(
      true,
    );
    expect(holdRefreshedAnswer(shown, { rows: rows('a', 'b'), phase: 'initializing' })).toBe(true);
  });

  it('lets additions through at once, and everything once the warmup has ended', () => {
    const shown = { rows: rows('a', 'b') };
    expect(holdRefreshedAnswer(shown, { rows: rows('new', 'a', 'b'), phase: 'warming' })).toBe(
      false,
    );
    for (const phase of ['complete', 'aborted', 'idle'] as const) {
      expect(holdRefreshedAnswer(shown, { rows: rows('a'), phase })).toBe(false);
    }
  });

  it('never holds when nothing is shown yet', () => {
    expect(holdRefreshedAnswer({ rows: [] }, { rows: [], phase: 'warming' })).toBe(false);
  });
});
