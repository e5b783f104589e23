// The optimizer's contract: GET /api/optimize_split splits the stored My Picks into sub-parlays;
// GET /api/user_picks returns the stored list with the metadata the split reads.
import { Type, type Static } from 'typebox';

const PickType = Type.Union([Type.Literal('Standard'), Type.Literal('Flex')]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ParlayLegReply = Type.Object({
  pID: Type.String(),
  name: Type.String({ description: "'player - stat'" }),
  confidence: Type.Number(),
  odds: Type.String(),
  pick_type: PickType,
  stat_type: Type.String(),
  league: Type.String(),
  gameInfo: Type.String(),
  handicapperNames: Type.Array(Type.String()),
});

export const ParlaySummary = Type.Object({
  pick_type: PickType,
  hit_probability: Type.Number({ description: 'P(every leg hits), same-game pairs modelled' }),
  expected_value: Type.Number({ description: 'Expected profit per unit staked' }),
  stake: Type.Number({ description: 'Suggested stake in bankroll units (fractional Kelly)' }),
  correlated_pairs: Type.Array(
    Type.Object({ legs: Type.Array(Type.String()), correlation: Type.Number() }),
  ),
  warnings: Type.Array(Type.String(), { description: 'One per correlated pair of legs' }),
});

/** A My Picks item (the spec's selected pick) with the optional fields the optimizer reads. */
export const SelectedPickSchema = Type.Object({
  id: Type.String(),
  sourceType: Type.Union([Type.Literal('pick'), Type.Literal('handicapper')]),
  sourceId: Type.String(),
  playerName: Type.String(),
  playerNumber: Nullable(Type.String()),
  betType: Type.String(),
  gameInfo: Type.String(),
  confidence: Type.Number(),
  handicapperName: Nullable(Type.String()),
  handicapperNames: Type.Array(Type.String()),
  league: Type.String(),
  playerImageBase64: Nullable(Type.String()),
  statType: Type.String(),
  addedAt: Type.Number(),
  eventDate: Type.String(),
  probability: Type.Optional(Type.Number({ description: 'Model P(win), 0-1' })),
  odds: Type.Optional(Nullable(Type.String())),
  gameKey: Type.Optional(Nullable(Type.String())),
  team: Type.Optional(Nullable(Type.String())),
  side: Type.Optional(Nullable(Type.Union([Type.Literal(0), Type.Literal(1)]))),
  reusable: Type.Optional(Type.Boolean()),
  capitalLimit: Type.Optional(Type.Number()),
  mutualExclusion: Type.Optional(Type.Number()),
});

export const OptimizeSplitReply = Type.Object({
  success: Type.Literal(true),
  /** The spec's field: a list of parlays, each a list of legs. */
  subparlays: Type.Array(Type.Array(ParlayLegReply)),
  parlays: Type.Array(ParlaySummary),
  expected_profit: Type.Number(),
  method: Type.Union([Type.Literal('exact'), Type.Literal('greedy')]),
  message: Type.String(),
  picks: Type.Array(SelectedPickSchema, {
    description: 'The list with the metadata the split used (devices store it to split offline)',
  }),
});
export type OptimizeSplitReply = Static<typeof OptimizeSplitReply>;

export const UserPicksReply = Type.Object({
  success: Type.Literal(true),
  picks: Type.Array(SelectedPickSchema),
  updated_at: Nullable(Type.String({ description: 'When the list was last posted' })),
});
export type UserPicksReply = Static<typeof UserPicksReply>;
