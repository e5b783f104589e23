// The optimizer against hand-worked cases and against brute force on small lists.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  candidateParlays,
  DEFAULT_OPTIMIZER_OPTIONS,
  splitIntoParlays,
  type OptimizerLeg,
} from '../../../../src/domain/parlay/parlay-optimizer';
import { bruteForceBest } from './support/parlay-brute-force';

function leg(id: string, probability: number, extra: Partial<OptimizerLeg> = {}): OptimizerLeg {
  return {
    id,
    probability,
    gameId: `game-${id}`,
    reusable: false,
    capitalLimit: 0,
    mutualExclusion: -1,
    ...extra,
  };
}

describe('splitIntoParlays', () => {
  it('builds one Standard 2-leg parlay from two 60 % legs, with its EV and quarter-Kelly stake', () => {
    const split = splitIntoParlays([leg('a', 0.6), leg('b', 0.6)]);
    expect(split.parlays).toHaveLength(1);
    const [parlay] = split.parlays;
    expect(parlay).toMatchObject({ legIds: ['a', 'b'], type: 'Standard' });
    expect(parlay!.hitProbability).toBeCloseTo(0.36, 10);
    expect(parlay!.expectedValue).toBeCloseTo(0.36 * 3 - 1, 10);
    // full Kelly for a 3x all-or-nothing bet at p = 0.36 is (0.36·2 − 0.64) / 2 = 0.04 of bankroll
    expect(parlay!.stake).toBeCloseTo(100 * 0.25 * 0.04, 2);
    expect(split.expectedProfit).toBeCloseTo(parlay!.stake * parlay!.expectedValue, 6);
  });

  it('suggests nothing when no parlay has an edge', () => {
    expect(splitIntoParlays([leg('a', 0.5), leg('b', 0.5), leg('c', 0.52)]).parlays).toEqual([]);
  });

  it('labels a parlay Flex when the flex table pays more in expectation', () => {
    const legs = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => leg(id, 0.55));
    const six = candidateParlays(legs, DEFAULT_OPTIMIZER_OPTIONS).find((c) => c.legs.length === 6);
    expect(six?.type).toBe('Flex');
    expect(six?.expectedValue).toBeCloseTo(0.0747, 3);
    const strong = candidateParlays(
      ['a', 'b', 'c'].map((id) => leg(id, 0.7)),
      DEFAULT_OPTIMIZER_OPTIONS,
    );
    expect(strong.find((c) => c.legs.length === 3)?.type).toBe('Standard');
  });

  it('never puts two picks of one mutual-exclusion group in a parlay', () => {
    const legs = [
      leg('a', 0.7, { mutualExclusion: 1 }),
      leg('b', 0.7, { mutualExclusion: 1 }),
      leg('c', 0.7),
    ];
    for (const parlay of splitIntoParlays(legs, { maxUsesPerPick: 3 }).parlays) {
      expect(parlay.legIds.includes('a') && parlay.legIds.includes('b')).toBe(false);
    }
  });

  it('keeps legs of one game apart unless their correlation is known and positive, then warns', () => {
    const legs = [leg('a', 0.65, { gameId: 'g1' }), leg('b', 0.65, { gameId: 'g1' })];
    expect(splitIntoParlays(legs).parlays).toEqual([]);
    expect(splitIntoParlays(legs, { correlation: () => -0.2 }).parlays).toEqual([]);
    const correlated = splitIntoParlays(legs, { correlation: () => 0.3 });
    expect(correlated.parlays).toHaveLength(1);
    const [parlay] = correlated.parlays;
    expect(parlay!.correlatedPairs).toEqual([{ legIds: ['a', 'b'], correlation: 0.3 }]);
    // positive correlation makes both hitting likelier than independence would
    expect(parlay!.hitProbability).toBeGreaterThan(0.65 * 0.65);
  });

  it('uses a non-reusable pick at most N times, a reusable one as often as it pays', () => {
    const legs = [leg('a', 0.75), leg('b', 0.75), leg('c', 0.75), leg('d', 0.75)];
    const once = splitIntoParlays(legs, { maxUsesPerPick: 1 });
    const counts = (split: typeof once) =>
      split.parlays
        .flatMap((p) => p.legIds)
        .reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());
    expect(Math.max(...counts(once).values())).toBe(1);
    const reusable = splitIntoParlays(
      legs.map((l) => ({ ...l, reusable: l.id === 'a' })),
      { maxUsesPerPick: 1 },
    );
    expect(counts(reusable).get('a')).toBeGreaterThanOrEqual(1);
    for (const [id, n] of counts(reusable)) if (id !== 'a') expect(n).toBe(1);
  });

  it('caps what is staked on the parlays holding a pick at its capital limit', () => {
    const legs = [
      leg('a', 0.8, { reusable: true, capitalLimit: 5 }),
      leg('b', 0.8),
      leg('c', 0.8),
      leg('d', 0.8),
    ];
    const split = splitIntoParlays(legs, { maxUsesPerPick: 2, bankroll: 1000 });
    const onA = split.parlays
      .filter((p) => p.legIds.includes('a'))
      .reduce((sum, p) => sum + p.stake, 0);
    expect(onA).toBeGreaterThan(0);
    expect(onA).toBeLessThanOrEqual(5 + 0.01);
  });

  it('switches to the greedy search above the exact limit and still respects the uses', () => {
    const legs = Array.from({ length: 14 }, (_, i) => leg(`p${i}`, 0.6 + (i % 5) * 0.03));
    const split = splitIntoParlays(legs, { maxLegs: 3 });
    expect(split.method).toBe('greedy');
    const ids = split.parlays.flatMap((p) => p.legIds);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('exactness', () => {
  it('matches brute force on small random lists', () => {
    const legArb = fc.record({
      probability: fc.double({ min: 0.45, max: 0.85, noNaN: true }),
      reusable: fc.boolean(),
      group: fc.integer({ min: -1, max: 2 }),
      game: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 1, max: 2 }),
        (raw, uses) => {
          const legs = raw.map((r, i) =>
            leg(`l${i}`, r.probability, {
              reusable: r.reusable,
              mutualExclusion: r.group,
              gameId: `g${r.game}`,
            }),
          );
          const options = { ...DEFAULT_OPTIMIZER_OPTIONS, maxParlays: 3, maxUsesPerPick: uses };
          const split = splitIntoParlays(legs, options);
          const total = split.parlays.reduce((sum, p) => sum + p.expectedValue, 0);
          expect(split.method).toBe('exact');
          expect(total).toBeCloseTo(bruteForceBest(legs, options), 9);
        },
      ),
      { numRuns: 60 },
    );
  });
});
