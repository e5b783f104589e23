import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  americanImpliedProbability,
  americanToDecimal,
  crowdProbability,
  decimalImpliedProbability,
  decimalToAmerican,
  marketVig,
  parseAmericanOdds,
  parseDecimalOdds,
  probabilityToAmerican,
  probabilityToDecimal,
  removeVig,
} from '../../../../src/domain/odds/odds';

describe('parsing odds', () => {
  it('reads decimal odds above 1', () => {
    expect(parseDecimalOdds('1.85')).toBe(1.85);
    expect(parseDecimalOdds(' 2 ')).toBe(2);
    expect(parseDecimalOdds('1')).toBeNull();
    expect(parseDecimalOdds('0.5')).toBeNull();
    expect(parseDecimalOdds('abc')).toBeNull();
    expect(parseDecimalOdds('1.2.3')).toBeNull();
  });

  it('reads American odds of at least 100 either way', () => {
    expect(parseAmericanOdds('+150')).toBe(150);
    expect(parseAmericanOdds('150')).toBe(150);
    expect(parseAmericanOdds('-110')).toBe(-110);
    expect(parseAmericanOdds(-110)).toBe(-110);
    expect(parseAmericanOdds('50')).toBeNull();
    expect(parseAmericanOdds('')).toBeNull();
  });
});

describe('crowd_probability', () => {
  it('decimal: 1 / odds', () => {
    expect(crowdProbability('2', 'decimal')).toBe(0.5);
    expect(crowdProbability('1.85', 'decimal')).toBeCloseTo(0.5405, 4);
    expect(crowdProbability('1', 'decimal')).toBeNull();
  });

  it('American positive: 100 / (odds + 100)', () => {
    expect(crowdProbability('150', 'american', 'positive')).toBe(0.4);
    expect(americanImpliedProbability(100)).toBe(0.5);
  });

  it('American negative: |odds| / (|odds| + 100), sign from the control or the text', () => {
    expect(crowdProbability('110', 'american', 'negative')).toBeCloseTo(110 / 210);
    expect(crowdProbability('-150', 'american')).toBe(0.6);
    expect(crowdProbability('+150', 'american', 'negative')).toBe(0.4);
    expect(crowdProbability('99', 'american')).toBeNull();
  });
});

describe('converting odds', () => {
  it('between American and decimal', () => {
    expect(americanToDecimal(150)).toBe(2.5);
    expect(americanToDecimal(-200)).toBe(1.5);
    expect(decimalToAmerican(2.5)).toBe(150);
    expect(decimalToAmerican(1.5)).toBe(-200);
    expect(decimalToAmerican(2)).toBe(100);
    expect(probabilityToDecimal(0.25)).toBe(4);
    expect(probabilityToAmerican(0.6)).toBeCloseTo(-150);
  });

  it('decimal odds → probability → odds round-trips', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 1000, noNaN: true }), (decimal) => {
        expect(probabilityToDecimal(decimalImpliedProbability(decimal))).toBeCloseTo(decimal, 6);
      }),
    );
  });

  it('American odds → probability → odds round-trips (−100 and +100 are the same price)', () => {
    const american = fc.oneof(
      fc.integer({ min: 100, max: 100_000 }),
      fc.integer({ min: -100_000, max: -101 }),
    );
    fc.assert(
      fc.property(american, (odds) => {
        expect(probabilityToAmerican(americanImpliedProbability(odds))).toBeCloseTo(odds, 4);
      }),
    );
  });
});

describe('vig removal', () => {
  it('splits a -110 / -110 market 50/50 and measures the margin', () => {
    const p = americanImpliedProbability(-110);
    expect(removeVig(p, p)).toEqual([0.5, 0.5]);
    expect(marketVig(p, p)).toBeCloseTo(0.0476, 4);
    const [a, b] = removeVig(americanImpliedProbability(-150), americanImpliedProbability(130));
    expect(a).toBeCloseTo(0.6 / (0.6 + 100 / 230));
    expect(a + b).toBeCloseTo(1);
    expect(removeVig(0, 0)).toEqual([0.5, 0.5]);
  });

  it('always gives probabilities that sum to 1 and keep their order', () => {
    const prob = fc.double({ min: 0.01, max: 0.99, noNaN: true });
    fc.assert(
      fc.property(prob, prob, (pa, pb) => {
        const [a, b] = removeVig(pa, pb);
        expect(a + b).toBeCloseTo(1, 12);
        expect(Math.sign(a - b)).toBe(Math.sign(pa - pb));
      }),
    );
  });
});
