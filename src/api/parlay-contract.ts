// The optimizer's contract: GET /api/optimize_split splits the stored My Picks into sub-parlays.
import { Type, type Static } from 'typebox';

export const ParlayLegReply = Type.Object({
  pID: Type.String(),
  name: Type.String({ description: "'player - stat'" }),
  confidence: Type.Number(),
  odds: Type.String(),
  pick_type: Type.Union([Type.Literal('Standard'), Type.Literal('Flex')]),
  stat_type: Type.String(),
  league: Type.String(),
  gameInfo: Type.String(),
  handicapperNames: Type.Array(Type.String()),
});

export const ParlaySummary = Type.Object({
  pick_type: Type.Union([Type.Literal('Standard'), Type.Literal('Flex')]),
  hit_probability: Type.Number({ description: 'P(every leg hits)' }),
  expected_value: Type.Number({ description: 'Expected profit per unit staked' }),
  stake: Type.Number({ description: 'Suggested stake in bankroll units (fractional Kelly)' }),
  correlated_pairs: Type.Array(
    Type.Object({ legs: Type.Array(Type.String()), correlation: Type.Number() }),
  ),
});

export const OptimizeSplitReply = Type.Object({
  success: Type.Literal(true),
  /** The spec's field: a list of parlays, each a list of legs. */
  subparlays: Type.Array(Type.Array(ParlayLegReply)),
  parlays: Type.Array(ParlaySummary),
  expected_profit: Type.Number(),
  method: Type.Union([Type.Literal('exact'), Type.Literal('greedy')]),
  message: Type.String(),
});
export type OptimizeSplitReply = Static<typeof OptimizeSplitReply>;
