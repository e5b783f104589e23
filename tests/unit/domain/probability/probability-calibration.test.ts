// The calibration fit (isotonic, pool adjacent violators): monotone, honest about the history it
// came from, read by interpolation, per source only with enough picks; Brier and reliability.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  edgeOf,
  historicalMeaningText,
  legWinProbability,
} from '../../../../src/domain/probability/pick-probabilities';
import {
  brierScore,
  calibratedProbability,
  calibrationSourceOf,
  fitCalibrations,
  fitFor,
  fitIsotonic,
  MIN_FIT_SAMPLE,
  MIN_SOURCE_SAMPLE,
  reliabilityTable,
  type GradedOutcome,
} from '../../../../src/domain/probability/probability-calibration';
import { asPercent, asProbability } from '../../../../src/domain/probability/scales';

/** n picks at `confidence`, `wins` of them won. */
const at = (confidence: number, n: number, wins: number): GradedOutcome[] =>
  Array.from({ length: n }, (_, i) => ({ confidence: asPercent(confidence), won: i < wins }));

describe('fitIsotonic', () => {
  it('maps confidence to the observed win rate, pooling a band that wins less than the one below', () => {
    const points = fitIsotonic(
      [...at(55, 100, 56), ...at(65, 100, 70), ...at(75, 100, 64), ...at(88, 100, 79)],
      1,
    );
    // 65 and 75 violate the order (70 % then 64 %): pooled to 67 % at their mean confidence
    expect(points).toEqual([
      { confidence: asPercent(55), probability: asProbability(0.56), picks: 100 },
      { confidence: asPercent(70), probability: asProbability(0.67), picks: 200 },
      { confidence: asPercent(88), probability: asProbability(0.79), picks: 100 },
    ]);
  });

  it('pools small steps into a neighbour, so a few lucky picks make no step', () => {
    const points = fitIsotonic([...at(60, 100, 60), ...at(95, 4, 4)], 25);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ picks: 104 });
    expect(points[0]!.probability).toBeCloseTo(64 / 104, 4);
  });

  it('is monotone and keeps every pick, for any history', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            confidence: fc.double({ min: 0, max: 100, noNaN: true }).map(asPercent),
            won: fc.boolean(),
          }),
          { maxLength: 400 },
        ),
        (graded) => {
          const points = fitIsotonic(graded, 10);
          expect(points.reduce((s, p) => s + p.picks, 0)).toBe(graded.length);
          for (let i = 1; i < points.length; i += 1) {
            expect(points[i]!.confidence).toBeGreaterThanOrEqual(points[i - 1]!.confidence);
            expect(points[i]!.probability).toBeGreaterThanOrEqual(points[i - 1]!.probability);
          }
          // the fit reproduces the overall win rate (a weighted mean of its steps)
          if (graded.length > 0) {
            const wins = graded.filter((g) => g.won).length;
            const fitted = points.reduce((s, p) => s + p.probability * p.picks, 0);
            expect(Math.abs(fitted - wins)).toBeLessThan(0.0001 * graded.length + 1e-6);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('calibratedProbability', () => {
  const points = [
    { confidence: asPercent(55), probability: asProbability(0.56), picks: 100 },
    { confidence: asPercent(70), probability: asProbability(0.66), picks: 200 },
    { confidence: asPercent(88), probability: asProbability(0.79), picks: 100 },
  ];
  it('interpolates between steps and holds the end steps beyond them', () => {
    expect(calibratedProbability(points, asPercent(62.5))).toBeCloseTo(0.61, 6);
    expect(calibratedProbability(points, asPercent(92))).toBe(0.79);
    expect(calibratedProbability(points, asPercent(50))).toBe(0.56);
  });
  it('is null without a fit or a confidence', () => {
    expect(calibratedProbability([], asPercent(70))).toBeNull();
    expect(calibratedProbability(points, null)).toBeNull();
    expect(calibratedProbability(points, asPercent(Number.NaN))).toBeNull();
  });
});

describe('fitCalibrations per source', () => {
  const history = (source: 'experts' | 'algorithm', n: number) =>
    Array.from({ length: n }, (_, i) => ({
      confidence: asPercent(50 + (i % 40)),
      won: i % 3 > 0,
      source,
    }));

  it('fits each source with enough picks, and all picks together', () => {
    const fits = fitCalibrations(
      [...history('experts', MIN_SOURCE_SAMPLE), ...history('algorithm', MIN_SOURCE_SAMPLE)],
      '2026-11-22T20:00:00.000Z',
    );
    expect(fits.map((f) => [f.source, f.sampleSize])).toEqual([
      ['all', 2 * MIN_SOURCE_SAMPLE],
      ['experts', MIN_SOURCE_SAMPLE],
      ['algorithm', MIN_SOURCE_SAMPLE],
    ]);
    expect(fits[0]!.fittedAt).toBe('2026-11-22T20:00:00.000Z');
  });

  it('lets a source without enough picks read the fit over all picks, and fits nothing below the minimum', () => {
    const fits = fitCalibrations(
      [...history('experts', MIN_SOURCE_SAMPLE), ...history('algorithm', 20)],
      'now',
    );
    expect(fits.map((f) => f.source)).toEqual(['all', 'experts']);
    expect(fitFor(fits, 'algorithm')?.source).toBe('all');
    expect(fitFor(fits, 'experts')?.source).toBe('experts');
    expect(fitCalibrations(history('experts', MIN_FIT_SAMPLE - 1), 'now')).toEqual([]);
    expect(fitFor([], 'experts')).toBeNull();
  });

  it('counts a pick as the algorithm’s only when no human expert backs it', () => {
    expect(calibrationSourceOf(['algorithm'])).toBe('algorithm');
    expect(calibrationSourceOf(['algorithm', 'human'])).toBe('experts');
    expect(calibrationSourceOf(['human'])).toBe('experts');
    expect(calibrationSourceOf([])).toBe('experts');
  });
});

describe('scores and the reliability table', () => {
  it('scores a coin 0.25 and reads predicted against observed per band', () => {
    const forecasts = [
      { probability: 0.5, won: true },
      { probability: 0.5, won: false },
      { probability: 0.62, won: true },
      { probability: 0.64, won: false },
    ];
    expect(brierScore(forecasts.slice(0, 2))).toBeCloseTo(0.25, 10);
    const table = reliabilityTable(forecasts);
    expect(table.map((r) => [r.label, r.picks, r.observed])).toEqual([
      ['50-55 %', 2, 0.5],
      ['60-65 %', 2, 0.5],
    ]);
    expect(table[1]!.meanPredicted).toBeCloseTo(0.63, 10);
  });
});

describe('the pick’s numbers', () => {
  it('edge is calibrated minus market; the card says what the level has meant', () => {
    expect(edgeOf(asProbability(0.66), asProbability(0.52))).toBe(0.14);
    expect(edgeOf(asProbability(0.66), null)).toBeNull();
    expect(historicalMeaningText(asProbability(0.6612))).toBe(
      'won 66% of graded picks at this level',
    );
    expect(historicalMeaningText(null)).toBeNull();
    expect(legWinProbability({ calibratedProbability: 0.66, marketProbability: 0.52 })).toBe(0.66);
    expect(legWinProbability({ calibratedProbability: null, marketProbability: 0.52 })).toBe(0.52);
    expect(legWinProbability({})).toBe(0.5);
  });
});
