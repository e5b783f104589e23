// The seeded random source and its samplers: reproducible, in range, with the right means.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gammaSample,
  mulberry32,
  negativeBinomialSample,
  pickOne,
  poissonSample,
  seedFrom,
  standardNormal,
  uniformInt,
} from '../../../../src/domain/probability/seeded-random';

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const variance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
};

describe('mulberry32', () => {
  it('gives the same sequence for the same seed, in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = mulberry32(seed);
        const b = mulberry32(seed);
        for (let i = 0; i < 20; i += 1) {
          const x = a.next();
          expect(x).toBe(b.next());
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });

  it('derives different streams from different text seeds', () => {
    expect(seedFrom(1, 'day', '2026-11-22')).toBe(seedFrom(1, 'day', '2026-11-22'));
    expect(seedFrom(1, 'day', '2026-11-22')).not.toBe(seedFrom(1, 'day', '2026-11-23'));
  });
});

describe('samplers', () => {
  const rng = mulberry32(123);
  const draw = (n: number, f: () => number) => Array.from({ length: n }, f);

  it('draws integers in range and items from a list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (min, span) => {
          const n = uniformInt(rng, min, min + span);
          expect(n).toBeGreaterThanOrEqual(min);
          expect(n).toBeLessThanOrEqual(min + span);
        },
      ),
    );
    expect(['a', 'b']).toContain(pickOne(rng, ['a', 'b']));
    expect(() => pickOne(rng, [])).toThrow();
  });

  it('has the means and spreads it promises', () => {
    const normals = draw(20_000, () => standardNormal(rng));
    expect(mean(normals)).toBeCloseTo(0, 1);
    expect(variance(normals)).toBeCloseTo(1, 1);
    const poisson = draw(20_000, () => poissonSample(rng, 3));
    expect(mean(poisson)).toBeCloseTo(3, 1);
    expect(variance(poisson)).toBeCloseTo(3, 0);
    const large = draw(5_000, () => poissonSample(rng, 90));
    expect(mean(large) / 90).toBeCloseTo(1, 1);
    expect(poissonSample(rng, 0)).toBe(0);
    const gamma = draw(20_000, () => gammaSample(rng, 0.5, 2));
    expect(mean(gamma)).toBeCloseTo(1, 1);
    const nb = draw(20_000, () => negativeBinomialSample(rng, 4, 2));
    expect(mean(nb)).toBeCloseTo(4, 0);
    expect(variance(nb)).toBeGreaterThan(4 + 16 / 2 - 2);
  });
});
