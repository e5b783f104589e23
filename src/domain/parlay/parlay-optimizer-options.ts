// The optimizer's input, settings and answer types, and its defaults (all configurable).
import { modelledCorrelation, type LegProfile } from './parlay-correlation';
import type { ParlayPickType } from './parlay-picks';
import { DEFAULT_PAYOUT_TABLES, type PayoutTables } from './payout-tables';

export interface OptimizerLeg {
  id: string;
  /** Calibrated probability that the leg hits, 0-1 (never the raw confidence). */
  probability: number;
  /** Legs of one game are correlated; null when unknown. */
  gameId: string | null;
  /** A reusable pick may appear in any number of parlays. */
  reusable: boolean;
  /** Most capital (units) to put at risk on parlays holding this pick; 0 = no limit. */
  capitalLimit: number;
  /** At most one pick of a group per parlay; -1 = no group. */
  mutualExclusion: number;
  /** Who and what the leg is about, for the correlation model; absent = unknown. */
  profile?: LegProfile;
}

export interface OptimizerOptions {
  minLegs: number;
  maxLegs: number;
  /** How many parlays a non-reusable pick may appear in. */
  maxUsesPerPick: number;
  /** How many parlays any leg may appear in, reusable or not (the bettor's preference). */
  maxParlaysPerLeg: number;
  /** Two parlays may share at most this share of the smaller one's legs (0.5 = half). */
  maxSharedLegShare: number;
  maxParlays: number;
  /** Share of the full Kelly stake to suggest (0.25 = quarter Kelly). */
  kellyMultiplier: number;
  /** Bankroll in units that stakes are sized against. */
  bankroll: number;
  /** The most one parlay may stake, as a share of the bankroll (0.02 = 2 %). */
  maxParlayStakeShare: number;
  /** The most all the parlays together may stake, as a share of the bankroll (0.1 = 10 %). */
  maxSlateStakeShare: number;
  payouts: PayoutTables;
  /** Modelled correlation of two legs of the same game; undefined = unknown (kept apart). */
  correlation: (a: OptimizerLeg, b: OptimizerLeg) => number | undefined;
  /** Lists up to this many picks are solved exactly; longer ones by greedy + local search. */
  exactLimit: number;
  /**
   * Work the exact search may do (candidates examined) before it stops with the best split found
   * so far, labelled 'greedy' as it is no longer proven optimal: a list never waits seconds.
   */
  exactBudget: number;
}

export const DEFAULT_OPTIMIZER_OPTIONS: OptimizerOptions = {
  minLegs: 2,
  maxLegs: 6,
  maxUsesPerPick: 1,
  maxParlaysPerLeg: 3,
  maxSharedLegShare: 0.5,
  maxParlays: 8,
  kellyMultiplier: 0.25,
  bankroll: 100,
  maxParlayStakeShare: 0.02,
  maxSlateStakeShare: 0.1,
  payouts: DEFAULT_PAYOUT_TABLES,
  correlation: (a, b) => modelledCorrelation(a.profile, b.profile),
  exactLimit: 10,
  exactBudget: 100_000,
};

export interface CorrelatedPair {
  legIds: readonly [string, string];
  correlation: number;
}

export interface OptimizedParlay {
  legIds: string[];
  type: ParlayPickType;
  /** P(every leg hits), same-game pairs modelled. */
  hitProbability: number;
  /** Expected profit per unit staked under the chosen payout table. */
  expectedValue: number;
  /**
   * Suggested stake in bankroll units: fractional Kelly, capped per parlay, by the picks' capital
   * limits and, with the others, by the slate cap.
   */
  stake: number;
  correlatedPairs: CorrelatedPair[];
}

export interface ParlaySplit {
  parlays: OptimizedParlay[];
  /** Σ stake × EV: the expected profit of following the suggestion. */
  expectedProfit: number;
  /** Σ stake: never above the slate cap. */
  totalStake: number;
  /**
   * 'exact' = proven optimal; 'greedy' = greedy construction improved by local search and
   * rebuilds (lists above exactLimit, or an exact search stopped by its budget).
   */
  method: 'exact' | 'greedy';
}

/** How many parlays this leg may join: the bettor's per-leg cap, and once for a non-reusable pick. */
export function usesAllowed(leg: OptimizerLeg, options: OptimizerOptions): number {
  return leg.reusable
    ? options.maxParlaysPerLeg
    : Math.min(options.maxUsesPerPick, options.maxParlaysPerLeg);
}

/** Whether two parlays (leg indexes) share no more than the allowed share of the smaller one. */
export function overlapAllowed(
  a: readonly number[],
  b: readonly number[],
  options: OptimizerOptions,
): boolean {
  const limit = Math.floor(options.maxSharedLegShare * Math.min(a.length, b.length) + 1e-9);
  let shared = 0;
  for (const leg of a) if (b.includes(leg) && (shared += 1) > limit) return false;
  return true;
}
