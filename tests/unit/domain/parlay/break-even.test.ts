// Break-evens: the market's implied chance and the per-leg hit rates Standard and Flex need.
import { describe, expect, it } from 'vitest';
import {
  easiestBreakEven,
  expectedReturn,
  impliedProbabilityFromOdds,
  legBreakEven,
} from '../../../../src/domain/parlay/break-even';
import { FLEX_PAYOUTS, STANDARD_PAYOUTS } from '../../../../src/domain/parlay/payout-tables';

describe('impliedProbabilityFromOdds', () => {
  it('reads American and decimal prices', () => {
    expect(impliedProbabilityFromOdds('-110')).toBeCloseTo(110 / 210, 6);
    expect(impliedProbabilityFromOdds('+150')).toBeCloseTo(0.4, 6);
    expect(impliedProbabilityFromOdds(150)).toBeCloseTo(0.4, 6);
    expect(impliedProbabilityFromOdds('1.85')).toBeCloseTo(1 / 1.85, 6);
  });
  it('refuses what is not a price', () => {
    for (const odds of [null, undefined, '', 'abc', '0.5', '-50', '1', '1.2.3']) {
      expect(impliedProbabilityFromOdds(odds)).toBeNull();
    }
  });
});

describe('legBreakEven', () => {
  it('is the n-th root of the payout for Standard', () => {
    expect(legBreakEven(STANDARD_PAYOUTS, 2)).toBeCloseTo(1 / Math.sqrt(3), 6);
    expect(legBreakEven(STANDARD_PAYOUTS, 6)).toBeCloseTo(37.5 ** (-1 / 6), 6);
  });
  it('gives Flex an expected return of exactly 1', () => {
    for (const legs of [3, 4, 5, 6]) {
      const p = legBreakEven(FLEX_PAYOUTS, legs)!;
      expect(p).toBeGreaterThan(0.5);
      expect(expectedReturn(FLEX_PAYOUTS, legs, p)).toBeCloseTo(1, 6);
    }
  });
  it('is null for an entry the table does not offer or that cannot pay', () => {
    expect(legBreakEven(FLEX_PAYOUTS, 2)).toBeNull();
    expect(legBreakEven({ 2: { 2: 0.5 } }, 2)).toBeNull();
  });
});

describe('easiestBreakEven', () => {
  it('picks the leg count needing the lowest hit rate', () => {
    const standard = easiestBreakEven('Standard')!;
    expect(standard.legs).toBe(6);
    expect(standard.probability).toBeCloseTo(0.5466, 3);
    const flex = easiestBreakEven('Flex')!;
    for (const legs of [3, 4, 5, 6]) {
      expect(flex.probability).toBeLessThanOrEqual(legBreakEven(FLEX_PAYOUTS, legs)! + 1e-12);
    }
  });
  it('is null for an empty table', () => {
    expect(easiestBreakEven('Flex', { Standard: {}, Flex: {} })).toBeNull();
  });
});
