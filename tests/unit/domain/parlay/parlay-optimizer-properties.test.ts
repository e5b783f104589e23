// The optimizer against an independent brute force on small lists, and its rules checked over
// random lists of every size (fast-check), both searches: uses per leg, the overlap between
// parlays, the stake caps per parlay and for the slate, the capital limits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legProfile } from '../../../../src/domain/parlay/parlay-correlation';
import {
  DEFAULT_OPTIMIZER_OPTIONS,
  splitIntoParlays,
  type OptimizerLeg,
  type OptimizerOptions,
} from '../../../../src/domain/parlay/parlay-optimizer';
import {
  bestEv,
  bruteForceBest,
  legSetAllowed,
  outcomeDistribution,
  overlapOk,
  usesCap,
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
  // no two parlays share more than half the smaller one's legs
  const index = new Map(legs.map((leg, i) => [leg.id, i]));
  const sets = split.parlays.map((p) => p.legIds.map((id) => index.get(id)!));
  sets.forEach((a, i) => sets.slice(i + 1).forEach((b) => expect(overlapOk(a, b)).toBe(true)));
  // each stake within the per-parlay cap, the total within the slate cap
  const total = split.parlays.reduce((sum, p) => sum + p.stake, 0);
  for (const parlay of split.parlays)
    expect(parlay.stake).toBeLessThanOrEqual(options.bankroll * options.maxParlayStakeShare + 1e-9);
  expect(total).toBeLessThanOrEqual(options.bankroll * options.maxSlateStakeShare + 1e-9);
  expect(split.totalStake).toBeCloseTo(total, 6);
  for (const [id, count] of uses) {
    const leg = byId.get(id)!;
    // every leg, reusable or not, within its cap (once more only when reusable)
    expect(count).toBeLessThanOrEqual(usesCap(leg, options));
    if (leg.capitalLimit > 0) {
      const atRisk = split.parlays
        .filter((p) => p.legIds.includes(id))
        .reduce((sum, p) => sum + p.stake, 0);
      expect(atRisk).toBeLessThanOrEqual(leg.capitalLimit + 1e-9);
    }
  }
  return split;
}

/** The bettor's preferences, drawn: bankroll, Kelly fraction, caps, parlays per leg. */
const stakingArb = fc.record({
  bankroll: fc.double({ min: 1, max: 10_000, noNaN: true }),
  kellyMultiplier: fc.double({ min: 0.01, max: 1, noNaN: true }),
  maxParlayStakeShare: fc.double({ min: 0.001, max: 0.2, noNaN: true }),
  maxSlateStakeShare: fc.double({ min: 0.2, max: 1, noNaN: true }),
  maxParlaysPerLeg: fc.integer({ min: 1, max: 4 }),
});

describe('the exact search equals brute force on small lists', () => {
  it('for random lists, uses, parlays per leg, parlay counts and correlations', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 2, maxLength: 7 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 3 }),
        stakingArb,
        (raw, maxUsesPerPick, maxParlays, staking) => {
          const legs = legsFrom(raw);
          const few = legs.some((l) => l.reusable) && legs.length > 6 ? 2 : maxParlays;
          // the search itself is exact; the budget only bounds a product's wait
          const options = {
            ...DEFAULT_OPTIMIZER_OPTIONS,
            ...staking,
            maxUsesPerPick,
            maxParlays: few,
            exactBudget: Infinity,
          };
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
        stakingArb,
        (raw, maxUsesPerPick, maxParlays, exactLimit, staking) => {
          const options = {
            ...DEFAULT_OPTIMIZER_OPTIONS,
            ...staking,
            maxUsesPerPick,
            maxParlays,
            exactLimit,
          };
          const split = expectRulesHold(legsFrom(raw), options);
          if (raw.length > exactLimit) expect(split.method).toBe('greedy');
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
