// The optimizer against an independent brute force on lists of up to 8 picks, and its rules
// checked over random lists of every size (fast-check), both searches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legProfile } from '../../../src/domain/parlay-correlation';
import {
  DEFAULT_OPTIMIZER_OPTIONS,
  splitIntoParlays,
  type OptimizerLeg,
  type OptimizerOptions,
} from '../../../src/domain/parlay-optimizer';
import {
  bestEv,
  bruteForceBest,
  legSetAllowed,
  outcomeDistribution,
} from './support/parlay-brute-force';

const legArb = fc.record({
  probability: fc.double({ min: 0.4, max: 0.85, noNaN: true }),
  reusable: fc.boolean(),
  group: fc.integer({ min: -1, max: 2 }),
  game: fc.integer({ min: 0, max: 3 }),
  player: fc.integer({ min: 0, max: 5 }),
  team: fc.integer({ min: 0, max: 1 }),
  stat: fc.constantFrom('points', 'rebounds', 'assists'),
  side: fc.constantFrom<0 | 1 | null>(0, 1, 1, null),
  capitalLimit: fc.constantFrom(0, 0, 1, 3),
});

type RawLeg = typeof legArb extends fc.Arbitrary<infer T> ? T : never;

function legsFrom(raw: RawLeg[]): OptimizerLeg[] {
  return raw.map((r, i) => ({
    id: `l${i}`,
    probability: r.probability,
    gameId: `g${r.game}`,
    reusable: r.reusable,
    capitalLimit: r.capitalLimit,
    mutualExclusion: r.group,
    profile: legProfile({
      player: `player ${r.game}-${r.player}`,
      team: `team ${r.game}-${r.team}`,
      stat: r.stat,
      side: r.side,
    }),
  }));
}

/** Every rule of the issue, checked on the answer. */
function expectRulesHold(legs: OptimizerLeg[], options: OptimizerOptions) {
  const split = splitIntoParlays(legs, options);
  const byId = new Map(legs.map((leg) => [leg.id, leg]));
  const uses = new Map<string, number>();
  expect(split.parlays.length).toBeLessThanOrEqual(options.maxParlays);
  expect(new Set(split.parlays.map((p) => p.legIds.join())).size).toBe(split.parlays.length);
  for (const parlay of split.parlays) {
    const members = parlay.legIds.map((id) => byId.get(id)!);
    expect(members.length).toBeGreaterThanOrEqual(2);
    expect(members.length).toBeLessThanOrEqual(6);
    expect(new Set(parlay.legIds).size).toBe(members.length);
    expect(legSetAllowed(members, options)).toBe(true);
    // the label is the table with the higher EV, and the numbers are that table's
    const best = bestEv(members, options)!;
    expect(parlay.type).toBe(best.type);
    expect(parlay.expectedValue).toBeCloseTo(best.ev, 9);
    expect(parlay.expectedValue).toBeGreaterThan(0);
    expect(parlay.hitProbability).toBeCloseTo(
      outcomeDistribution(members, options)[members.length]!,
      9,
    );
    expect(parlay.stake).toBeGreaterThanOrEqual(0);
    expect(parlay.correlatedPairs.every((pair) => pair.correlation > 0)).toBe(true);
    for (const id of parlay.legIds) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  for (const [id, count] of uses) {
    const leg = byId.get(id)!;
    if (!leg.reusable) expect(count).toBeLessThanOrEqual(options.maxUsesPerPick);
    if (leg.capitalLimit > 0) {
      const atRisk = split.parlays
        .filter((p) => p.legIds.includes(id))
        .reduce((sum, p) => sum + p.stake, 0);
      expect(atRisk).toBeLessThanOrEqual(leg.capitalLimit + 1e-9);
    }
  }
  return split;
}

describe('the optimizer equals brute force on lists of up to 8 picks', () => {
  it('for random lists, uses, parlay counts and correlations', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 3 }),
        (raw, maxUsesPerPick, maxParlays) => {
          const legs = legsFrom(raw);
          const few = legs.some((l) => l.reusable) && legs.length > 6 ? 2 : maxParlays;
          const options = { ...DEFAULT_OPTIMIZER_OPTIONS, maxUsesPerPick, maxParlays: few };
          const split = expectRulesHold(legs, options);
          expect(split.method).toBe('exact');
          const total = split.parlays.reduce((sum, p) => sum + p.expectedValue, 0);
          expect(total).toBeCloseTo(bruteForceBest(legs, options), 9);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('no rule is ever broken', () => {
  it('by the exact search or the greedy one, on lists of up to 40 picks', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 0, maxLength: 40 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 2, max: 6 }),
        (raw, maxUsesPerPick, maxParlays, exactLimit) => {
          const options = { ...DEFAULT_OPTIMIZER_OPTIONS, maxUsesPerPick, maxParlays, exactLimit };
          const split = expectRulesHold(legsFrom(raw), options);
          expect(split.method).toBe(raw.length <= exactLimit ? 'exact' : 'greedy');
        },
      ),
      { numRuns: 80 },
    );
  });

  it('keeps the greedy search within 3 % of the exact optimum over many short lists', () => {
    // a heuristic has no per-list guarantee; over a fixed sample it must stay close in total
    const lists = fc.sample(fc.array(legArb, { minLength: 2, maxLength: 10 }), {
      numRuns: 150,
      seed: 42,
    });
    let greedy = 0;
    let exact = 0;
    for (const raw of lists) {
      const legs = legsFrom(raw);
      const total = (limit: number) =>
        splitIntoParlays(legs, { exactLimit: limit }).parlays.reduce(
          (sum, p) => sum + p.expectedValue,
          0,
        );
      greedy += total(0);
      exact += total(10);
    }
    expect(exact).toBeGreaterThan(0);
    expect(greedy).toBeLessThanOrEqual(exact + 1e-9);
    expect(greedy).toBeGreaterThanOrEqual(0.97 * exact);
  });

  it('gives one list one answer, whatever ran it before', () => {
    fc.assert(
      fc.property(fc.array(legArb, { minLength: 2, maxLength: 30 }), (raw) => {
        const legs = legsFrom(raw);
        expect(splitIntoParlays(legs)).toEqual(splitIntoParlays(structuredClone(legs)));
      }),
      { numRuns: 20 },
    );
  });
});
