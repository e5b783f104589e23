import { describe, expect, it } from 'vitest';
import {
  averageClvText,
  beatCloseText,
  closingLineSummary,
} from '../../../../src/domain/handicappers/closing-line-summary';

describe('closing line summary', () => {
  it('averages the CLV and counts the picks that beat the close', () => {
    const s = closingLineSummary([2, -1, 0, 3.5]);
    expect(s).toEqual({ picks: 4, average_percent: 1.13, beat_share: 0.5 });
    expect(averageClvText(s)).toBe('Avg CLV +1.1%');
    expect(beatCloseText(s)).toBe('Beat the close 50%');
  });

  it('is empty without a priced pick, and ignores what is not a number', () => {
    const s = closingLineSummary([Number.NaN]);
    expect(s).toEqual({ picks: 0, average_percent: null, beat_share: null });
    expect(averageClvText(s)).toBeNull();
    expect(beatCloseText(s)).toBeNull();
  });

  it('says a negative average with a true minus', () => {
    expect(averageClvText(closingLineSummary([-2, -1]))).toBe('Avg CLV −1.5%');
  });
});
