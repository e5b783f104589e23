// Hit distributions, correlated pairs and Kelly sizing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectedValue,
  hitDistribution,
  jointHitProbability,
  kellyFraction,
} from '../../../../src/domain/parlay/parlay-probability';

const probability = fc.double({ min: 0, max: 1, noNaN: true });

describe('hitDistribution', () => {
  it('is the binomial for identical independent legs', () => {
    const dist = hitDistribution(
      [0.5, 0.5, 0.5].map((p) => ({ kind: 'single' as const, probability: p })),
    );
    expect(dist).toEqual([0.125, 0.375, 0.375, 0.125]);
  });

  it('always sums to 1 and never goes negative, with or without correlated pairs', () => {
    fc.assert(
      fc.property(
        fc.array(probability, { maxLength: 6 }),
        probability,
        probability,
        fc.double({ min: -1, max: 1, noNaN: true }),
        (singles, p1, p2, rho) => {
          const dist = hitDistribution([
            ...singles.map((p) => ({ kind: 'single' as const, probability: p })),
            { kind: 'pair' as const, probabilities: [p1, p2] as const, correlation: rho },
          ]);
          expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
          for (const p of dist) expect(p).toBeGreaterThanOrEqual(-1e-12);
        },
      ),
    );
  });
});

describe('jointHitProbability', () => {
  it('is the product without correlation and stays within the Fréchet bounds', () => {
    expect(jointHitProbability(0.6, 0.5, 0)).toBeCloseTo(0.3, 12);
    fc.assert(
      fc.property(
        probability,
        probability,
        fc.double({ min: -1, max: 1, noNaN: true }),
        (p1, p2, rho) => {
          const joint = jointHitProbability(p1, p2, rho);
          expect(joint).toBeGreaterThanOrEqual(Math.max(0, p1 + p2 - 1) - 1e-12);
          expect(joint).toBeLessThanOrEqual(Math.min(p1, p2) + 1e-12);
        },
      ),
    );
  });
});

describe('kellyFraction', () => {
  it('matches the closed form for an all-or-nothing bet', () => {
    // p = 0.36 at 3x: f* = (p·b − q) / b with b = 2
    expect(kellyFraction([0.64, 0, 0.36], { 2: 3 })).toBeCloseTo(0.04, 6);
  });

  it('is zero without an edge and positive with one', () => {
    expect(kellyFraction([0.75, 0.25], { 1: 3 })).toBe(0);
    expect(kellyFraction([0.6, 0.4], { 1: 3 })).toBeGreaterThan(0);
  });

  it('agrees in sign with the expected value', () => {
    fc.assert(
      fc.property(probability, fc.double({ min: 1.01, max: 40, noNaN: true }), (p, pays) => {
        const dist = [1 - p, p];
        const ev = expectedValue(dist, { 1: pays });
        const f = kellyFraction(dist, { 1: pays });
        if (ev <= 0) expect(f).toBe(0);
        if (ev > 1e-9) expect(f).toBeGreaterThan(0);
      }),
    );
  });
});
