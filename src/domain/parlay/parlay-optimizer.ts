// The parlay optimizer: splits a bettor's list into sub-parlays that maximise total expected value
// under the list's constraints (uses per leg, reusable, overlap between parlays, capital limit,
// mutual exclusion, same-game legs), labels each Standard or Flex by the better payout table, and
// sizes stakes by fractional Kelly within the bettor's caps per parlay and for the slate.
import { chooseExactly, positiveParlays } from './parlay-exact-search';
import { chooseGreedily } from './parlay-greedy-search';
import {
  DEFAULT_OPTIMIZER_OPTIONS,
  type OptimizedParlay,
  type OptimizerLeg,
  type OptimizerOptions,
  type ParlaySplit,
} from './parlay-optimizer-options';
import { kellyFraction } from './parlay-probability';
import { ParlayScorer, type ScoredParlay } from './parlay-scoring';

export {
  DEFAULT_OPTIMIZER_OPTIONS,
  type CorrelatedPair,
  type OptimizedParlay,
  type OptimizerLeg,
  type OptimizerOptions,
  type ParlaySplit,
} from './parlay-optimizer-options';

/** Splits the list into the best set of sub-parlays; an empty split when none has an edge. */
export function splitIntoParlays(
  legs: readonly OptimizerLeg[],
  overrides: Partial<OptimizerOptions> = {},
): ParlaySplit {
  const options = { ...DEFAULT_OPTIMIZER_OPTIONS, ...overrides };
  const scorer = new ParlayScorer(legs, options);
  const heuristic = chooseGreedily(scorer);
  // short lists: branch and bound from the heuristic's split, proven optimal within the budget
  const searched =
    legs.length <= options.exactLimit
      ? chooseExactly(scorer, positiveParlays(scorer), heuristic, options.exactBudget)
      : null;
  const exact = searched?.proven === true;
  const chosen = searched?.parlays ?? heuristic;
  const parlays = sizeStakes(scorer, chosen);
  const expectedProfit = parlays.reduce((sum, p) => sum + p.stake * p.expectedValue, 0);
  const totalStake = Math.round(parlays.reduce((sum, p) => sum + p.stake, 0) * 100) / 100;
  return { parlays, expectedProfit, totalStake, method: exact ? 'exact' : 'greedy' };
}

/** Every allowed parlay of the list with a positive edge, best first (for tests and tools). */
export function candidateParlays(
  legs: readonly OptimizerLeg[],
  overrides: Partial<OptimizerOptions> = {},
) {
  const scorer = new ParlayScorer(legs, { ...DEFAULT_OPTIMIZER_OPTIONS, ...overrides });
  return positiveParlays(scorer).map((c) => ({
    legs: c.legs.map((i) => legs[i]!),
    type: c.type,
    hitProbability: c.hitProbability,
    expectedValue: c.expectedValue,
    correlatedPairs: c.correlatedPairs,
  }));
}

/**
 * Fractional Kelly stakes, each capped at the per-parlay cap, scaled down where the parlays holding
 * a pick would put more than its capital limit at risk, then all scaled down together when their
 * total passes the slate cap. Scaling only lowers stakes, so a cap met stays met; cents round down.
 */
function sizeStakes(scorer: ParlayScorer, chosen: readonly ScoredParlay[]): OptimizedParlay[] {
  const { legs, options } = scorer;
  const bankroll = Math.max(0, options.bankroll);
  const perParlay = bankroll * options.maxParlayStakeShare;
  const stakes = chosen.map((c) =>
    Math.min(
      perParlay,
      bankroll *
        options.kellyMultiplier *
        kellyFraction(c.distribution, options.payouts[c.type][c.legs.length]!),
    ),
  );
  legs.forEach((leg, index) => {
    if (leg.capitalLimit <= 0) return;
    const holding = chosen.flatMap((c, i) => (c.legs.includes(index) ? [i] : []));
    const atRisk = holding.reduce((sum, i) => sum + stakes[i]!, 0);
    if (atRisk <= leg.capitalLimit) return;
    const scale = leg.capitalLimit / atRisk;
    for (const i of holding) stakes[i] = stakes[i]! * scale;
  });
  const slateCap = bankroll * options.maxSlateStakeShare;
  const total = stakes.reduce((sum, stake) => sum + stake, 0);
  if (total > slateCap) for (let i = 0; i < stakes.length; i += 1) stakes[i]! *= slateCap / total;
  return chosen.map((c, i) => ({
    legIds: c.legs.map((l) => legs[l]!.id),
    type: c.type,
    hitProbability: c.hitProbability,
    expectedValue: c.expectedValue,
    stake: Math.floor(stakes[i]! * 100 + 1e-9) / 100,
    correlatedPairs: c.correlatedPairs,
  }));
}
