import { describe, expect, it } from 'vitest';
import {
  closingLineText,
  lineMoveText,
  returnAtBestPercent,
  signedPercentText,
} from '../../../../src/domain/odds/market-view';
import { asProbability } from '../../../../src/domain/probability/scales';

describe('market view', () => {
  it('signs a percent with a true minus and one decimal', () => {
    expect(signedPercentText(3.14)).toBe('+3.1%');
    expect(signedPercentText(-2.46)).toBe('−2.5%');
    expect(signedPercentText(0.01)).toBe('0.0%');
  });

  it('gives the return at the best price from the calibrated probability', () => {
    // 55% at +100 (decimal 2.0): 0.55 × 2 − 1 = +10%
    expect(returnAtBestPercent(asProbability(0.55), 100)).toBeCloseTo(10, 6);
    // 50% at −110 (decimal 1.909): about −4.5%
    expect(returnAtBestPercent(asProbability(0.5), -110)).toBeCloseTo(-4.545, 2);
    expect(returnAtBestPercent(null, -110)).toBeNull();
    expect(returnAtBestPercent(asProbability(0.5), null)).toBeNull();
  });

  it('says how the line moved', () => {
    expect(lineMoveText(0.5, 0.53)).toBe('The market moved toward this side by 3.0 points.');
    expect(lineMoveText(0.55, 0.52)).toBe('The market moved against this side by 3.0 points.');
    expect(lineMoveText(0.5, 0.502)).toBe('The market has held steady since the open.');
    expect(lineMoveText(null, 0.5)).toBeNull();
  });

  it('says whether the pick beat the close', () => {
    expect(closingLineText(2.345)).toBe('Beat the closing line by 2.3%.');
    expect(closingLineText(-1.2)).toBe('Worse than the closing line by 1.2%.');
    expect(closingLineText(0)).toBe('Matched the closing line.');
    expect(closingLineText(null)).toBeNull();
  });
});
