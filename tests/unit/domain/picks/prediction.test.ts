import { describe, expect, it } from 'vitest';
import { predictionLabel, predictionSide } from '../../../../src/domain/picks/prediction';

describe('prediction text', () => {
  it.each(['under', 'U', 'Lower', 'less', 'BELOW', 'Under/Lower', ' under 25.5 '])(
    '%j is under (0)',
    (text) => {
      expect(predictionSide(text)).toBe(0);
    },
  );

  it.each(['over', 'O', 'Higher', 'greater', 'ABOVE', 'Over/Higher'])('%j is over (1)', (text) => {
    expect(predictionSide(text)).toBe(1);
  });

  it('reads numbers: 1 over, 0 under', () => {
    expect(predictionSide(1)).toBe(1);
    expect(predictionSide(0)).toBe(0);
    expect(predictionSide('1')).toBe(1);
    expect(predictionSide('0')).toBe(0);
    expect(predictionSide(true)).toBe(1);
    expect(predictionSide(false)).toBe(0);
  });

  it('gives no side for anything else', () => {
    expect(predictionSide('maybe')).toBeNull();
    expect(predictionSide('')).toBeNull();
    expect(predictionSide(null)).toBeNull();
    expect(predictionSide(Number.NaN)).toBeNull();
    expect(predictionSide({})).toBeNull();
    expect(predictionSide('overtime')).toBeNull();
  });

  it('labels sides', () => {
    expect(predictionLabel(1)).toBe('Over');
    expect(predictionLabel(0)).toBe('Under');
  });
});
