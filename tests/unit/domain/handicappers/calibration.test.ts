// Calibration bands: graded picks grouped by stated confidence, with their hit rates.
import { describe, expect, it } from 'vitest';
import { calibrationOf } from '../../../../src/domain/handicappers/calibration';
import { asPercent } from '../../../../src/domain/probability/scales';

describe('calibrationOf', () => {
  it('bands by stated confidence and counts wins over decided picks', () => {
    const c = calibrationOf([
      { confidence: asPercent(55), result: 'win' },
      { confidence: asPercent(58), result: 'loss' },
      { confidence: asPercent(62), result: 'push' },
      { confidence: asPercent(70), result: 'win' },
      { confidence: asPercent(79.9), result: 'win' },
      { confidence: asPercent(100), result: 'loss' },
      { confidence: null, result: 'win' },
      { confidence: asPercent(40), result: 'loss' },
    ]);
    expect(c.graded).toBe(8);
    expect(c.unbanded).toBe(2);
    expect(c.bands.map((b) => b.label)).toEqual(['50-59%', '60-69%', '70-79%', '80-100%']);
    const [b50, b60, b70, b80] = c.bands;
    expect(b50).toMatchObject({ picks: 2, wins: 1, losses: 1, hitRate: 0.5, meanStated: 56.5 });
    expect(b60).toMatchObject({ picks: 1, wins: 0, losses: 0, hitRate: null, meanStated: 62 });
    expect(b70).toMatchObject({ picks: 2, wins: 2, hitRate: 1 });
    expect(b80).toMatchObject({ picks: 1, losses: 1, hitRate: 0 });
  });
  it('is empty without graded picks', () => {
    const c = calibrationOf([]);
    expect(c.graded).toBe(0);
    expect(c.bands.every((b) => b.picks === 0 && b.hitRate === null && b.meanStated === null)).toBe(
      true,
    );
  });
});
