// Legacy My Picks rows (no side, no threshold) are read from their bet type; newer rows never are.
import { describe, expect, it } from 'vitest';
import { lineOfItem, sideOfItem } from '../../../../src/domain/lists/legacy-bet-type';

describe('legacy bet type reader', () => {
  it('prefers the stored fields', () => {
    const item = { betType: 'Over 28.5 PRA', side: 0 as const, threshold: 30.5 };
    expect(sideOfItem(item)).toBe(0);
    expect(lineOfItem(item)).toBe(30.5);
  });

  it('reads a legacy row from its bet type', () => {
    const item = { betType: 'Under 8.5 Total', side: null, threshold: null };
    expect(sideOfItem(item)).toBe(0);
    expect(lineOfItem(item)).toBe(8.5);
    expect(lineOfItem({ betType: 'Points' })).toBeNull();
    expect(sideOfItem({ betType: 'Points' })).toBeNull();
  });
});
