import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreeingPredictions,
  CONFIDENCE_DEFAULTS,
  derivedConfidence,
  displayConfidence,
  isQualified,
  meanConfidence,
  MIN_CONFIDENCE,
  normalizeConfidence,
  qualifiedPicks,
  resolveConfidence,
} from '../../../../src/domain/confidence/confidence';

describe('confidence scale', () => {
  it('scales fractions 0-1 by 100 (1.0 and 1 alike) and keeps percents', () => {
    expect(normalizeConfidence(0.62)).toBeCloseTo(62);
    expect(normalizeConfidence(0.5)).toBe(50);
    expect(normalizeConfidence(50)).toBe(50);
    expect(normalizeConfidence(1)).toBe(100);
    expect(normalizeConfidence(1.0)).toBe(100);
    expect(normalizeConfidence('1.0')).toBe(100);
    expect(normalizeConfidence('0.75')).toBe(75);
    expect(normalizeConfidence(1.5)).toBe(1.5);
    expect(normalizeConfidence(0)).toBe(0);
  });

  it('has no value for missing or unreadable input', () => {
    expect(normalizeConfidence(undefined)).toBeNull();
    expect(normalizeConfidence(null)).toBeNull();
    expect(normalizeConfidence('')).toBeNull();
    expect(normalizeConfidence('high')).toBeNull();
    expect(normalizeConfidence(Number.NaN)).toBeNull();
  });

  it('averages confidence_values of mixed fractions and percents', () => {
    expect(meanConfidence([0.6, 80])).toBe(70);
    expect(meanConfidence([])).toBeNull();
    expect(meanConfidence(null)).toBeNull();
    expect(meanConfidence(['x', 0.9])).toBe(90);
  });
});

describe('resolving a pick confidence', () => {
  it('keeps its own when >= 50', () => {
    expect(resolveConfidence({ confidence: 0.8, confidence_values: [0.99] })).toBe(80);
  });

  it('uses the mean of confidence_values when missing or below 50, if that is >= 50', () => {
    expect(resolveConfidence({ confidence_values: [0.6, 0.7] })).toBeCloseTo(65);
    expect(resolveConfidence({ confidence: 30, confidence_values: [60, 70] })).toBe(65);
  });

  it('keeps the low value when the mean does not help either', () => {
    expect(resolveConfidence({ confidence: 30, confidence_values: [0.4] })).toBe(30);
    expect(resolveConfidence({})).toBeNull();
  });
});

describe('displayed confidence', () => {
  it('caps at 99, floors at 0, and falls back to 50', () => {
    expect(displayConfidence(100)).toBe(99);
    expect(displayConfidence(1)).toBe(99);
    expect(displayConfidence(0.62)).toBe(62);
    expect(displayConfidence(-5)).toBe(0);
    expect(displayConfidence(undefined)).toBe(50);
    expect(displayConfidence('n/a')).toBe(50);
    expect(displayConfidence(72.6)).toBe(73);
  });

  it('is always a whole number from 0 to 99', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.integer()), (value) => {
        const shown = displayConfidence(value);
        expect(Number.isInteger(shown)).toBe(true);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThanOrEqual(99);
      }),
    );
  });
});

describe('derived confidence', () => {
  it('is 50 + 45 x the share of agreeing predictions', () => {
    expect(derivedConfidence(0, 0)).toBe(50);
    expect(derivedConfidence(4, 4)).toBe(95);
    expect(derivedConfidence(1, 2)).toBe(72.5);
    expect(derivedConfidence(0, 3)).toBe(50);
  });

  it('counts predictions agreeing with a side, or with the majority', () => {
    expect(agreeingPredictions([1, 1, 0], 1)).toBe(2);
    expect(agreeingPredictions([1, 1, 0], 0)).toBe(1);
    expect(agreeingPredictions([0, 0, 1])).toBe(2);
  });
});

describe('qualification', () => {
  it('keeps only picks with confidence >= 50', () => {
    expect(MIN_CONFIDENCE).toBe(50);
    expect(isQualified(50)).toBe(true);
    expect(isQualified(49.99)).toBe(false);
    expect(isQualified(null)).toBe(false);
    const picks = [
      { confidence: 49 },
      { confidence: 50 },
      { confidence: 88 },
      { confidence: null },
    ];
    expect(qualifiedPicks(picks)).toEqual([{ confidence: 50 }, { confidence: 88 }]);
  });

  it('has the context defaults 50 and 75', () => {
    expect(CONFIDENCE_DEFAULTS).toEqual({
      list: 50,
      pickTile: 50,
      adminOrigin: 50,
      card: 75,
      addedFromProfile: 75,
    });
  });
});
