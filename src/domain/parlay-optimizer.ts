// The parlay optimizer: splits a bettor's list into sub-parlays that maximise total expected value
// under the list's constraints (uses per pick, reusable, capital limit, mutual exclusion, same-game
// legs), labels each Standard or Flex by the better payout table, and sizes stakes by Kelly.
import { DEFAULT_PAYOUT_TABLES, offersLegCount, type PayoutTables } from './payout-tables';
import type { ParlayPickType } from './parlay-picks';
import { expectedValue, hitDistribution, kellyFraction, type LegBlock } from './parlay-probability';

export interface OptimizerLeg {
  id: string;
  /** Model probability that the leg hits, 0-1. */
  probability: number;
  /** Legs of one game are correlated; null when unknown. */
  gameId: string | null;
  /** A reusable pick may appear in any number of parlays. */
  reusable: boolean;
  /** Most capital (units) to put at risk on parlays holding this pick; 0 = no limit. */
  capitalLimit: number;
  /** At most one pick of a group per parlay; -1 = no group. */
  mutualExclusion: number;
}

export interface OptimizerOptions {
  minLegs: number;
  maxLegs: number;
  /** How many parlays a non-reusable pick may appear in. */
  maxUsesPerPick: number;
  maxParlays: number;
  /** Share of the full Kelly stake to suggest (0.25 = quarter Kelly). */
  kellyMultiplier: number;
  /** Bankroll in units that stakes are sized against. */
  bankroll: number;
  payouts: PayoutTables;
  /** Modelled correlation of two legs of the same game; undefined = unknown. */
  correlation: (a: OptimizerLeg, b: OptimizerLeg) => number | undefined;
  /** Above this many legs the exact search gives way to a greedy one. */
  exactLimit: number;
}

export const DEFAULT_OPTIMIZER_OPTIONS: OptimizerOptions = {
  minLegs: 2,
  maxLegs: 6,
  maxUsesPerPick: 1,
  maxParlays: 8,
  kellyMultiplier: 0.25,
  bankroll: 100,
  payouts: DEFAULT_PAYOUT_TABLES,
  correlation: () => undefined,
  exactLimit: 12,
};

export interface CorrelatedPair {
  legIds: readonly [string, string];
  correlation: number;
}

export interface OptimizedParlay {
  legIds: string[];
  type: ParlayPickType;
  /** P(every leg hits). */
  hitProbability: number;
  /** Expected profit per unit staked under the chosen payout table. */
  expectedValue: number;
  /** Suggested stake in bankroll units (fractional Kelly, capped by the picks' capital limits). */
  stake: number;
  correlatedPairs: CorrelatedPair[];
}

export interface ParlaySplit {
  parlays: OptimizedParlay[];
  /** Σ stake × EV: the expected profit of following the suggestion. */
  expectedProfit: number;
  method: 'exact' | 'greedy';
}

interface Candidate {
  legs: OptimizerLeg[];
  type: ParlayPickType;
  hitProbability: number;
  expectedValue: number;
  kelly: number;
  correlatedPairs: CorrelatedPair[];
}

/** Splits the list into the best set of sub-parlays; an empty split when none has an edge. */
export function splitIntoParlays(
  legs: readonly OptimizerLeg[],
  overrides: Partial<OptimizerOptions> = {},
): ParlaySplit {
  const options = { ...DEFAULT_OPTIMIZER_OPTIONS, ...overrides };
  const exact = legs.length <= options.exactLimit;
  const candidates = candidateParlays(legs, options);
  const chosen = exact ? chooseExactly(candidates, options) : chooseGreedily(candidates, options);
  const parlays = sizeStakes(chosen, options);
  const expectedProfit = parlays.reduce((sum, p) => sum + p.stake * p.expectedValue, 0);
  return { parlays, expectedProfit, method: exact ? 'exact' : 'greedy' };
}

/** Every allowed parlay with a positive edge, best first. */
export function candidateParlays(
  legs: readonly OptimizerLeg[],
  options: OptimizerOptions,
): Candidate[] {
  const found: Candidate[] = [];
  const chosen: OptimizerLeg[] = [];
  const visit = (start: number) => {
    if (chosen.length >= options.minLegs) {
      const candidate = evaluate(chosen, options);
      if (candidate && candidate.expectedValue > 0) found.push(candidate);
    }
    if (chosen.length === options.maxLegs) return;
    for (let i = start; i < legs.length; i += 1) {
      const leg = legs[i]!;
      if (!fits(chosen, leg, options)) continue;
      chosen.push(leg);
      visit(i + 1);
      chosen.pop();
    }
  };
  visit(0);
  return found.sort((a, b) => b.expectedValue - a.expectedValue || a.legs.length - b.legs.length);
}

/** Mutual-exclusion groups and same-game legs: what may sit in one parlay with `chosen`. */
function fits(
  chosen: readonly OptimizerLeg[],
  leg: OptimizerLeg,
  options: OptimizerOptions,
): boolean {
  for (const other of chosen) {
    if (leg.mutualExclusion >= 0 && leg.mutualExclusion === other.mutualExclusion) return false;
    if (leg.gameId !== null && leg.gameId === other.gameId) {
      // legs of one game stay apart unless their correlation is known and helps (positive),
      // and then only as one pair
      const rho = options.correlation(other, leg);
      if (rho === undefined || rho <= 0) return false;
      if (chosen.some((c) => c !== other && c.gameId === leg.gameId)) return false;
    }
  }
  return true;
}

function evaluate(legs: readonly OptimizerLeg[], options: OptimizerOptions): Candidate | null {
  const { blocks, pairs } = blocksOf(legs, options);
  const dist = hitDistribution(blocks);
  let best: Candidate | null = null;
  for (const type of ['Standard', 'Flex'] as const) {
    if (!offersLegCount(options.payouts, type, legs.length)) continue;
    const row = options.payouts[type][legs.length]!;
    const ev = expectedValue(dist, row);
    if (!best || ev > best.expectedValue) {
      best = {
        legs: [...legs],
        type,
        hitProbability: dist[legs.length] ?? 0,
        expectedValue: ev,
        kelly: kellyFraction(dist, row),
        correlatedPairs: pairs,
      };
    }
  }
  return best;
}

function blocksOf(legs: readonly OptimizerLeg[], options: OptimizerOptions) {
  const blocks: LegBlock[] = [];
  const pairs: CorrelatedPair[] = [];
  const paired = new Set<OptimizerLeg>();
  for (const leg of legs) {
    if (paired.has(leg)) continue;
    const mate = legs.find(
      (o) => o !== leg && !paired.has(o) && leg.gameId !== null && o.gameId === leg.gameId,
    );
    if (mate) {
      const correlation = options.correlation(leg, mate) ?? 0;
      paired.add(leg).add(mate);
      blocks.push({
        kind: 'pair',
        probabilities: [leg.probability, mate.probability],
        correlation,
      });
      pairs.push({ legIds: [leg.id, mate.id], correlation });
    } else {
      blocks.push({ kind: 'single', probability: leg.probability });
    }
  }
  return { blocks, pairs };
}

function usageAllows(
  uses: Map<string, number>,
  candidate: Candidate,
  options: OptimizerOptions,
): boolean {
  return candidate.legs.every(
    (leg) => leg.reusable || (uses.get(leg.id) ?? 0) < options.maxUsesPerPick,
  );
}

function countUses(uses: Map<string, number>, candidate: Candidate, by: 1 | -1): void {
  for (const leg of candidate.legs) uses.set(leg.id, (uses.get(leg.id) ?? 0) + by);
}

/** Branch and bound over the candidates (best first): the set with the most total EV. */
function chooseExactly(candidates: readonly Candidate[], options: OptimizerOptions): Candidate[] {
  let best: Candidate[] = [];
  let bestValue = 0;
  const current: Candidate[] = [];
  const uses = new Map<string, number>();
  // Without reusable picks, the uses left also bound how many more parlays fit.
  const legIds = new Set(candidates.flatMap((c) => c.legs.map((leg) => leg.id)));
  const anyReusable = candidates.some((c) => c.legs.some((leg) => leg.reusable));
  let usesLeft = legIds.size * options.maxUsesPerPick;
  const search = (start: number, value: number) => {
    if (value > bestValue + 1e-12) {
      bestValue = value;
      best = [...current];
    }
    const room = Math.min(
      options.maxParlays - current.length,
      anyReusable ? Infinity : Math.floor(usesLeft / options.minLegs),
    );
    if (room <= 0) return;
    for (let i = start; i < candidates.length; i += 1) {
      // candidates are sorted, so the next `room` of them bound what this branch can still add
      let bound = value;
      for (let j = i; j < Math.min(candidates.length, i + room); j += 1)
        bound += candidates[j]!.expectedValue;
      if (bound <= bestValue + 1e-12) return;
      const candidate = candidates[i]!;
      if (!usageAllows(uses, candidate, options)) continue;
      current.push(candidate);
      countUses(uses, candidate, 1);
      usesLeft -= candidate.legs.length;
      search(i + 1, value + candidate.expectedValue);
      usesLeft += candidate.legs.length;
      countUses(uses, candidate, -1);
      current.pop();
    }
  };
  search(0, 0);
  return best;
}

/** Long lists: take the best remaining parlay that the uses still allow, until none is left. */
function chooseGreedily(candidates: readonly Candidate[], options: OptimizerOptions): Candidate[] {
  const chosen: Candidate[] = [];
  const uses = new Map<string, number>();
  for (const candidate of candidates) {
    if (chosen.length === options.maxParlays) break;
    if (!usageAllows(uses, candidate, options)) continue;
    chosen.push(candidate);
    countUses(uses, candidate, 1);
  }
  return chosen;
}

/** Fractional Kelly stakes, scaled down where a pick's capital limit would be exceeded. */
function sizeStakes(chosen: readonly Candidate[], options: OptimizerOptions): OptimizedParlay[] {
  const stakes = chosen.map((c) => options.bankroll * options.kellyMultiplier * c.kelly);
  const legs = new Map(chosen.flatMap((c) => c.legs.map((leg) => [leg.id, leg] as const)));
  for (const [id, leg] of legs) {
    if (leg.capitalLimit <= 0) continue;
    const holding = chosen.flatMap((c, i) => (c.legs.some((l) => l.id === id) ? [i] : []));
    const atRisk = holding.reduce((sum, i) => sum + stakes[i]!, 0);
    if (atRisk > leg.capitalLimit) {
      const scale = leg.capitalLimit / atRisk;
      for (const i of holding) stakes[i] = stakes[i]! * scale;
    }
  }
  return chosen.map((c, i) => ({
    legIds: c.legs.map((leg) => leg.id),
    type: c.type,
    hitProbability: c.hitProbability,
    expectedValue: c.expectedValue,
    stake: Math.round(stakes[i]! * 100) / 100,
    correlatedPairs: c.correlatedPairs,
  }));
}
