// The parlay optimizer: splits a bettor's list into sub-parlays that maximise total expected value
// under the list's constraints (uses per pick, reusable, capital limit, mutual exclusion, same-game
// legs), labels each Standard or Flex by the better payout table, and sizes stakes by Kelly.
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
  const exact = legs.length <= options.exactLimit;
  const chosen = exact ? chooseExactly(scorer, positiveParlays(scorer)) : chooseGreedily(scorer);
  const parlays = sizeStakes(scorer, chosen);
  const expectedProfit = parlays.reduce((sum, p) => sum + p.stake * p.expectedValue, 0);
  return { parlays, expectedProfit, method: exact ? 'exact' : 'greedy' };
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
 * Fractional Kelly stakes, scaled down where the parlays holding a pick would put more than its
 * capital limit at risk. Scaling only lowers stakes, so a limit met stays met; cents round down.
 */
function sizeStakes(scorer: ParlayScorer, chosen: readonly ScoredParlay[]): OptimizedParlay[] {
  const { legs, options } = scorer;
  const stakes = chosen.map(
    (c) =>
      options.bankroll *
      options.kellyMultiplier *
      kellyFraction(c.distribution, options.payouts[c.type][c.legs.length]!),
  );
  legs.forEach((leg, index) => {
    if (leg.capitalLimit <= 0) return;
    const holding = chosen.flatMap((c, i) => (c.legs.includes(index) ? [i] : []));
    const atRisk = holding.reduce((sum, i) => sum + stakes[i]!, 0);
    if (atRisk <= leg.capitalLimit) return;
    const scale = leg.capitalLimit / atRisk;
    for (const i of holding) stakes[i] = stakes[i]! * scale;
  });
  return chosen.map((c, i) => ({
    legIds: c.legs.map((l) => legs[l]!.id),
    type: c.type,
    hitProbability: c.hitProbability,
    expectedValue: c.expectedValue,
    stake: Math.floor(stakes[i]! * 100 + 1e-9) / 100,
    correlatedPairs: c.correlatedPairs,
  }));
}
