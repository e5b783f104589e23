// The optimize_split reply built from the domain's answer: the server route and the device's
// worker both build it here, so the same list gives byte-for-byte the same reply.
import type { SelectedPick } from '../domain/my-picks';
import type { ParlayAnswer } from '../domain/parlay-legs';
import type { OptimizeSplitReply } from './parlay-contract';

export function optimizeSplitReply(
  answer: ParlayAnswer,
  picks: readonly SelectedPick[],
): OptimizeSplitReply {
  return {
    success: true,
    subparlays: answer.subparlays,
    parlays: answer.parlays.map((parlay) => ({
      pick_type: parlay.type,
      hit_probability: parlay.hitProbability,
      expected_value: parlay.expectedValue,
      stake: parlay.stake,
      correlated_pairs: parlay.correlatedPairs.map((pair) => ({
        legs: [...pair.legIds],
        correlation: pair.correlation,
      })),
      warnings: parlay.warnings,
    })),
    expected_profit: answer.expectedProfit,
    method: answer.method,
    message: answer.message,
    picks: [...picks],
  };
}
