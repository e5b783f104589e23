// The optimize_split reply built from the domain's answer: the server route and the device's
// worker both build it here, so the same list gives byte-for-byte the same reply.
import type { BettorPreferences } from '../domain/parlay/bettor-preferences';
import type { SelectedPick } from '../domain/lists/my-picks';
import type { ParlayAnswer } from '../domain/parlay/parlay-legs';
import type { OptimizeSplitReply } from './parlay-contract';

const percentOf = (stake: number, bankroll: number) =>
  bankroll > 0 ? Math.round((1_000_000 * stake) / bankroll) / 10_000 : 0;

export function optimizeSplitReply(
  answer: ParlayAnswer,
  picks: readonly SelectedPick[],
  preferences: BettorPreferences,
): OptimizeSplitReply {
  const { bankroll } = preferences;
  return {
    success: true,
    subparlays: answer.subparlays,
    parlays: answer.parlays.map((parlay) => ({
      pick_type: parlay.type,
      hit_probability: parlay.hitProbability,
      expected_value: parlay.expectedValue,
      stake: parlay.stake,
      stake_percent: percentOf(parlay.stake, bankroll),
      correlated_pairs: parlay.correlatedPairs.map((pair) => ({
        legs: [...pair.legIds],
        correlation: pair.correlation,
      })),
      warnings: parlay.warnings,
    })),
    expected_profit: answer.expectedProfit,
    staking: {
      ...preferences,
      total_stake: answer.totalStake,
      total_stake_percent: percentOf(answer.totalStake, bankroll),
    },
    method: answer.method,
    message: answer.message,
    picks: [...picks],
  };
}
