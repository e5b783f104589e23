// A pick's computed confidence: records calibrate experts (short records pull towards 50 %),
// agreeing evidence adds up, and grading follows the line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calibratedExpertProbability,
  computePickConfidence,
  consensusSide,
  expertReliability,
  gradePick,
  logistic,
  logit,
  shrunkAccuracy,
  type ExpertOpinion,
} from '../../../../src/domain/confidence/pick-confidence';
import { asPercent } from '../../../../src/domain/probability/scales';

const proven = { wins: 600, losses: 400, meanStatedConfidence: asPercent(60) };
const fresh = { wins: 0, losses: 0, meanStatedConfidence: null };

describe('records', () => {
  it('shrinks accuracy towards 50 % for short records', () => {
    expect(shrunkAccuracy({ wins: 0, losses: 0 })).toBe(0.5);
    expect(shrunkAccuracy({ wins: 3, losses: 0 })).toBeCloseTo(13 / 23);
    expect(shrunkAccuracy({ wins: 600, losses: 400 })).toBeCloseTo(610 / 1020);
  });

  it('rates reliability as the share of the stated edge the results bear out', () => {
    expect(expertReliability(fresh)).toBe(0);
    expect(expertReliability({ wins: 100, losses: 200, meanStatedConfidence: asPercent(70) })).toBe(
      0,
    );
    const r = expertReliability({ wins: 600, losses: 400, meanStatedConfidence: asPercent(70) });
    expect(r).toBeCloseTo((610 / 1020 - 0.5) / 0.2, 6);
    expect(expertReliability({ wins: 1000, losses: 0, meanStatedConfidence: asPercent(55) })).toBe(
      1,
    );
  });

  it('calibrates an expert towards the pick side', () => {
    const opinion: ExpertOpinion = {
      prediction: 1,
      confidence: asPercent(80),
      record: { wins: 1000, losses: 0, meanStatedConfidence: asPercent(80) },
    };
    expect(calibratedExpertProbability(opinion, 1)).toBeCloseTo(0.8, 6);
    expect(calibratedExpertProbability(opinion, 0)).toBeCloseTo(0.2, 6);
    expect(calibratedExpertProbability({ ...opinion, confidence: null }, 1)).toBe(0.5);
  });
});

describe('computePickConfidence', () => {
  it('is null with neither model nor experts, 50 with no information', () => {
    expect(computePickConfidence({ side: 1, modelProbabilityOver: null, experts: [] })).toBeNull();
    expect(computePickConfidence({ side: 1, modelProbabilityOver: 0.5, experts: [] })).toBe(50);
    expect(
      computePickConfidence({
        side: 1,
        modelProbabilityOver: null,
        experts: [{ prediction: 1, confidence: asPercent(90), record: fresh }],
      }),
    ).toBe(50);
  });

  it('follows the model on its side and mirrors it on the other', () => {
    expect(computePickConfidence({ side: 1, modelProbabilityOver: 0.62, experts: [] })).toBe(62);
    expect(computePickConfidence({ side: 0, modelProbabilityOver: 0.62, experts: [] })).toBe(38);
    expect(
      computePickConfidence({
        side: 1,
        modelProbabilityOver: 0.62,
        modelRecord: fresh,
        experts: [],
      }),
    ).toBe(50);
  });

  it('rises as proven experts agree, and falls when they disagree', () => {
    const agree = (n: number) =>
      Array.from({ length: n }, () => ({
        prediction: 1 as const,
        confidence: asPercent(60),
        record: proven,
      }));
    const one =
      computePickConfidence({ side: 1, modelProbabilityOver: 0.55, experts: agree(1) }) ?? 0;
    const four =
      computePickConfidence({ side: 1, modelProbabilityOver: 0.55, experts: agree(4) }) ?? 0;
    expect(four).toBeGreaterThan(one);
    const split = computePickConfidence({
      side: 1,
      modelProbabilityOver: 0.55,
      experts: [...agree(1), { prediction: 0, confidence: asPercent(60), record: proven }],
    });
    expect(split).toBe(55);
  });

  it('stays within 0..100 and is symmetric in the side', () => {
    const opinion = fc.record({
      prediction: fc.constantFrom(0 as const, 1 as const),
      confidence: fc.double({ min: 0, max: 100, noNaN: true }).map(asPercent),
      record: fc.record({
        wins: fc.nat(500),
        losses: fc.nat(500),
        meanStatedConfidence: fc.option(
          fc.double({ min: 50, max: 100, noNaN: true }).map(asPercent),
        ),
      }),
    });
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
        fc.array(opinion, { maxLength: 6 }),
        (model, experts) => {
          const over = computePickConfidence({ side: 1, modelProbabilityOver: model, experts });
          const under = computePickConfidence({ side: 0, modelProbabilityOver: model, experts });
          if (model === null && experts.length === 0) return;
          expect(over).not.toBeNull();
          expect(over ?? -1).toBeGreaterThanOrEqual(0);
          expect(over ?? 101).toBeLessThanOrEqual(100);
          expect((over ?? 0) + (under ?? 0)).toBeCloseTo(100, 0);
        },
      ),
    );
  });
});

describe('consensus and grading', () => {
  it('takes the majority side, then the model, then Over', () => {
    expect(consensusSide([0, 0, 1], 0.9)).toBe(0);
    expect(consensusSide([0, 1], 0.4)).toBe(0);
    expect(consensusSide([0, 1], 0.6)).toBe(1);
    expect(consensusSide([], null)).toBe(1);
  });

  it('grades win, loss and push from the actual value', () => {
    expect(gradePick(1, 1.5, 2)).toBe('win');
    expect(gradePick(1, 1.5, 1)).toBe('loss');
    expect(gradePick(0, 1.5, 1)).toBe('win');
    expect(gradePick(0, 2, 2)).toBe('push');
  });

  it('keeps logit and logistic inverse inside the probability floor', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.95, noNaN: true }), (p) => {
        expect(logistic(logit(p))).toBeCloseTo(p, 9);
      }),
    );
    expect(logistic(logit(0))).toBeCloseTo(0.02, 9);
  });
});
