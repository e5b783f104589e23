// The probability model: fitted distributions are proper (cdf rises to 1), pick the family the
// data calls for, and P(over) falls as the line rises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distributionFromMoments,
  erf,
  fitStatDistribution,
  medianLine,
  normalCdf,
  probabilityOver,
} from '../../../../src/domain/probability/stat-distribution';

const lines = fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 0, maxLength: 15 });

describe('fitStatDistribution', () => {
  it('uses Poisson for steady counts and negative binomial for over-dispersed ones', () => {
    expect(fitStatDistribution([2, 3, 2, 3, 2, 3], 'count').family).toBe('poisson');
    const spread = fitStatDistribution([0, 0, 9, 1, 12, 0, 7], 'count');
    expect(spread.family).toBe('negative-binomial');
    expect(spread.variance).toBeGreaterThan(spread.mean);
    expect(fitStatDistribution([240, 180, 310], 'continuous').family).toBe('normal');
  });

  it('shrinks a short record towards the prior mean', () => {
    const fit = fitStatDistribution([10], 'count', { priorMean: 4, priorWeight: 3 });
    expect(fit.mean).toBeCloseTo((10 + 3 * 4) / 4);
    expect(fitStatDistribution([], 'count', { priorMean: 2 }).mean).toBe(2);
    expect(fitStatDistribution([], 'continuous', { priorMean: 60 }).mean).toBe(60);
  });

  it('gives proper pdf/cdf arrays for any lines', () => {
    fc.assert(
      fc.property(lines, fc.constantFrom('count' as const, 'continuous' as const), (xs, kind) => {
        const d = fitStatDistribution(xs, kind, { priorMean: 3 });
        expect(d.xs.length).toBe(d.pdf.length);
        expect(d.cdf.length).toBe(d.pdf.length);
        for (let i = 1; i < d.cdf.length; i += 1)
          expect(d.cdf[i]).toBeGreaterThanOrEqual((d.cdf[i - 1] ?? 0) - 1e-12);
        expect(d.cdf.at(-1)).toBeGreaterThan(0.999);
        if (kind === 'count') expect(d.pdf.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 6);
      }),
    );
  });
});

describe('probabilityOver', () => {
  it('falls as the threshold rises, and stays in 0..1', () => {
    fc.assert(
      fc.property(
        lines,
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.constantFrom('count' as const, 'continuous' as const),
        (xs, t, kind) => {
          const d = fitStatDistribution(xs, kind, { priorMean: 5 });
          const low = probabilityOver(d, t);
          const high = probabilityOver(d, t + 1);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(low).toBeLessThanOrEqual(1);
          expect(high).toBeLessThanOrEqual(low + 1e-9);
        },
      ),
    );
  });

  it('matches Poisson and normal values', () => {
    const poisson = distributionFromMoments('count', 2, 2);
    // P(X > 1.5) = 1 - e^-2 (1 + 2)
    expect(probabilityOver(poisson, 1.5)).toBeCloseTo(1 - Math.exp(-2) * 3, 6);
    const normal = distributionFromMoments('continuous', 100, 400);
    expect(probabilityOver(normal, 100)).toBeCloseTo(0.5, 6);
    expect(probabilityOver(normal, 120)).toBeCloseTo(1 - 0.841345, 4);
  });
});

describe('medianLine and normal helpers', () => {
  it('hangs an x.5 line near the median, so over and under are close to even', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 40, noNaN: true }), (m) => {
        const d = distributionFromMoments('count', m, m * 1.5);
        const line = medianLine(d);
        expect(line % 1).toBe(0.5);
        expect(Math.abs(probabilityOver(d, line) - 0.5)).toBeLessThan(0.35);
      }),
    );
    expect(medianLine(distributionFromMoments('continuous', 64.2, 400))).toBe(64.5);
  });

  it('computes erf and the normal cdf', () => {
    expect(erf(0)).toBeCloseTo(0, 6);
    expect(erf(1)).toBeCloseTo(0.842701, 5);
    expect(erf(-1)).toBeCloseTo(-0.842701, 5);
    expect(normalCdf(1.96, 0, 1)).toBeCloseTo(0.975, 3);
  });
});
