// The optimizer's contract: GET /api/optimize_split splits the stored My Picks into sub-parlays;
// GET /api/user_picks returns the stored list with the metadata the split reads.
import { Type, type Static } from 'typebox';
import { MEASURE_MAX } from './bounds';
import { ProbabilityField } from './scale-fields';

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
  bet: Type.String({
    description: "The leg as a bet: 'Luis Reyes Over 28.5 PRA, -125 at DraftKings'",
  }),
  probability: ProbabilityField("The leg's calibrated win probability, 0-1"),
  sportsbook: Nullable(Type.String()),
});

export const ParlaySummary = Type.Object({
  pick_type: PickType,
  hit_probability: Type.Number({ description: 'P(every leg hits), same-game pairs modelled' }),
  expected_value: Type.Number({ description: 'Expected profit per unit staked' }),
  stake: Type.Number({
    description:
      'Suggested stake in units: fractional Kelly, capped per parlay, by capital limits and by the slate cap',
  }),
  stake_percent: Type.Number({ description: 'The stake as a percent of the bankroll' }),
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
  probability: Type.Optional(
    Type.Number({ description: 'Same as calibratedProbability (kept for older clients), 0-1' }),
  ),
  calibratedProbability: Type.Optional(
    Nullable(ProbabilityField('How often graded picks at this confidence won, 0-1')),
  ),
  modelProbability: Type.Optional(Nullable(ProbabilityField('Model P(side), 0-1'))),
  marketProbability: Type.Optional(
    Nullable(ProbabilityField('Market P(side) with the vig removed, 0-1')),
  ),
  edge: Type.Optional(Nullable(Type.Number({ description: 'calibrated − market' }))),
  sportsbook: Type.Optional(Nullable(Type.String())),
  odds: Type.Optional(Nullable(Type.String())),
  gameKey: Type.Optional(Nullable(Type.String())),
  team: Type.Optional(Nullable(Type.String())),
  playerId: Type.Optional(Nullable(Type.Integer({ description: 'The player (players.id)' }))),
  statKey: Type.Optional(Nullable(Type.String({ description: "The stat-line key, e.g. 'pra'" }))),
  threshold: Type.Optional(Nullable(Type.Number({ description: "The pick's line" }))),
  side: Type.Optional(Nullable(Type.Union([Type.Literal(0), Type.Literal(1)]))),
  reusable: Type.Optional(Type.Boolean()),
  capitalLimit: Type.Optional(Type.Number()),
  mutualExclusion: Type.Optional(Type.Number()),
});

/** How the stakes were sized: the bettor's preferences the split used, and the total. */
export const StakingSummary = Type.Object({
  bankroll: Type.Number({ description: 'Bankroll in units' }),
  kelly_fraction: Type.Number({ description: 'Share of the full Kelly stake, 0-1' }),
  max_parlay_stake_percent: Type.Number(),
  max_slate_stake_percent: Type.Number(),
  max_parlays_per_leg: Type.Integer(),
  total_stake: Type.Number({ description: 'Σ stake in units; never above the slate cap' }),
  total_stake_percent: Type.Number({ description: 'Σ stake as a percent of the bankroll' }),
});
export type StakingSummary = Static<typeof StakingSummary>;

// only sane here: the domain's bounds (src/domain/parlay/bettor-preferences.ts) word the 400
const Sane = Type.Number({ minimum: -MEASURE_MAX, maximum: MEASURE_MAX });
/** GET /api/optimize_split's query: preferences for this split (else the saved ones). */
export const OptimizeSplitQuery = Type.Object({
  bankroll: Type.Optional(Sane),
  kelly_fraction: Type.Optional(Sane),
  max_parlay_stake_percent: Type.Optional(Sane),
  max_slate_stake_percent: Type.Optional(Sane),
  max_parlays_per_leg: Type.Optional(Sane),
});
export type OptimizeSplitQuery = Static<typeof OptimizeSplitQuery>;

export const OptimizeSplitReply = Type.Object({
  success: Type.Literal(true),
  /** The spec's field: a list of parlays, each a list of legs. */
  subparlays: Type.Array(Type.Array(ParlayLegReply)),
  parlays: Type.Array(ParlaySummary),
  expected_profit: Type.Number(),
  staking: StakingSummary,
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
