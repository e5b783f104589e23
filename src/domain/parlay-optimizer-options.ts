// The optimizer's input, settings and answer types, and its defaults (all configurable).
import { modelledCorrelation, type LegProfile } from './parlay-correlation';
import type { ParlayPickType } from './parlay-picks';
import { DEFAULT_PAYOUT_TABLES, type PayoutTables } from './payout-tables';

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
  /** Who and what the leg is about, for the correlation model; absent = unknown. */
  profile?: LegProfile;
}

export interface OptimizerOptions {
  minLegs: number;
  maxLegs: number;
  /** How many parlays a non-reusable pick may appear in (N). */
  maxUsesPerPick: number;
  maxParlays: number;
  /** Share of the full Kelly stake to suggest (0.25 = quarter Kelly). */
  kellyMultiplier: number;
  /** Bankroll in units that stakes are sized against. */
  bankroll: number;
  payouts: PayoutTables;
  /** Modelled correlation of two legs of the same game; undefined = unknown (kept apart). */
  correlation: (a: OptimizerLeg, b: OptimizerLeg) => number | undefined;
  /** Lists up to this many picks are solved exactly; longer ones by greedy + local search. */
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
  correlation: (a, b) => modelledCorrelation(a.profile, b.profile),
  exactLimit: 10,
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
  /** Suggested stake in bankroll units (fractional Kelly, capped by the picks' capital limits). */
  stake: number;
  correlatedPairs: CorrelatedPair[];
}

export interface ParlaySplit {
  parlays: OptimizedParlay[];
  /** Σ stake × EV: the expected profit of following the suggestion. */
  expectedProfit: number;
  /** 'greedy' = greedy construction improved by local search (lists above exactLimit). */
  method: 'exact' | 'greedy';
}
