// The picks side of the API contract (TypeBox): picks, summary, events, experts, handicappers,
// favorites, game logs and player distributions. The server validates with these; the client types.
import { Type, type Static } from 'typebox';
import { MIN_CONFIDENCE } from '../domain/confidence/confidence';
import type { GameLogRow } from '../domain/research/game-logs';
import { PICK_TIERS, tierBandsText } from '../domain/offline/picks-cache-policy';
import { INT4_MAX } from './bounds';
import { PercentField, ProbabilityField } from './scale-fields';

const DateParam = Type.String({
  description: 'Slate date YYYY-MM-DD; the current slate date when left out',
});
const MinConfidence = Type.Number({
  minimum: 0,
  maximum: 100,
  default: MIN_CONFIDENCE,
  description: `Only picks at or above this confidence (never below ${MIN_CONFIDENCE} is shown by clients)`,
});

export const PicksSummaryQuery = Type.Object({
  date: Type.Optional(DateParam),
  min_confidence: Type.Optional(MinConfidence),
});
export type PicksSummaryQuery = Static<typeof PicksSummaryQuery>;

export const PicksSummaryReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  version: Type.String(),
  total_qualified: Type.Integer(),
});

export const PICKS_PAGE_MAX = 100;

export const PicksQuery = Type.Object({
  date: Type.Optional(DateParam),
  tier: Type.Optional(
    Type.Union(
      PICK_TIERS.map((tier) => Type.Literal(tier)),
      { description: `Warmup tier: only picks in its confidence band (${tierBandsText()})` },
    ),
  ),
  min_confidence: Type.Optional(MinConfidence),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PICKS_PAGE_MAX, default: 25 })),
  sort: Type.Optional(Type.Literal('confidence', { default: 'confidence' })),
});
export type PicksQuery = Static<typeof PicksQuery>;

const NumberMap = Type.Record(Type.String(), Type.Number());

export const ServerPickSchema = Type.Object({
  id: Type.Integer(),
  event_id: Type.String(),
  game_id: Type.Union([Type.Integer(), Type.Null()]),
  player_id: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'The player (players.id): logs, image, research and the model look the player up by it; null for a player we hold no stat lines for',
  }),
  player_name: Type.String(),
  event_date: Type.String(),
  event_team: Type.Union([Type.String(), Type.Null()], {
    description: "The player's team (the opponent is the other of team_a and team_b)",
  }),
  team_a: Type.Union([Type.String(), Type.Null()]),
  team_b: Type.Union([Type.String(), Type.Null()]),
  stat_threshold: Type.Union([Type.Number(), Type.Null()]),
  stat_thresholds: Type.Array(Type.Number()),
  pick_type: Type.String(),
  stat_type: Type.String(),
  stat_key: Type.Union([Type.String(), Type.Null()], {
    description:
      "The stat-line key the pick is graded on (e.g. 'pra'): the game-log column it reads",
  }),
  prediction: Type.Integer({ description: '1 = Over, 0 = Under' }),
  predictions: Type.Array(Type.Integer()),
  prediction_time: Type.Union([Type.String(), Type.Null()]),
  confidence: Type.Union([PercentField('The computed confidence, percent 0-100'), Type.Null()]),
  confidence_values: Type.Array(PercentField("Each expert's stated confidence, percent 0-100")),
  expert_predictions_map: NumberMap,
  expert_confidence_map: Type.Record(
    Type.String(),
    PercentField("The expert's stated confidence, percent 0-100"),
  ),
  handicapperNames: Type.Array(Type.String()),
  league: Type.String(),
  odds: Type.Union([Type.String(), Type.Null()]),
  sportsbook: Type.Union([Type.String(), Type.Null()]),
  reusable: Type.Boolean(),
  capital_limit: Type.Number(),
  mutual_exclusion: Type.Integer(),
  model_probability: Type.Union([
    ProbabilityField("The player model's P(the pick's side), 0-1"),
    Type.Null(),
  ]),
  market_probability: Type.Union([
    ProbabilityField("The market's P(the pick's side) with the vig removed, 0-1"),
    Type.Null(),
  ]),
  calibrated_probability: Type.Optional(
    Type.Union([
      ProbabilityField(
        'How often graded picks at this confidence won (the fitted calibration, 0-1); null before any fit',
      ),
      Type.Null(),
    ]),
  ),
  edge: Type.Optional(
    Type.Union([Type.Number(), Type.Null()], {
      description: 'calibrated_probability − market_probability (vig-free), 0-1 scale',
    }),
  ),
  result: Type.Union([Type.String(), Type.Null()]),
  actual_value: Type.Union([Type.Number(), Type.Null()]),
});
export type ServerPickReply = Static<typeof ServerPickSchema>;

export const PicksPageReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  tier: Type.Union([Type.String(), Type.Null()]),
  picks: Type.Array(ServerPickSchema),
  nextOffset: Type.Union([Type.Integer(), Type.Null()]),
  totalQualified: Type.Integer(),
  version: Type.String(),
  etag: Type.String(),
  message: Type.String(),
});

export const EventsQuery = Type.Object({
  date: Type.Optional(DateParam),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PICKS_PAGE_MAX, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 })),
});
export type EventsQuery = Static<typeof EventsQuery>;

/** A handicapper's picks by outcome, graded on their own side: accuracy is wins / (wins + losses). */
export const GradedTally = Type.Object({
  wins: Type.Integer(),
  losses: Type.Integer(),
  pushes: Type.Integer(),
  pending: Type.Integer(),
});
export type GradedTally = Static<typeof GradedTally>;

export const EventRecord = Type.Object({
  id: Type.Integer({ description: 'The handicapper id (stable hash of the name)' }),
  name: Type.String(),
  date: Type.String(),
  picks: Type.Array(ServerPickSchema),
  /** The handicapper's graded record (the cards' accuracy), the same as /handicappers/{id}'s. */
  record: Type.Optional(GradedTally),
});

export const EventsReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  events: Type.Array(EventRecord),
  total: Type.Integer(),
  limit: Type.Integer(),
  message: Type.String(),
});

export const DateQuery = Type.Object({ date: Type.Optional(DateParam) });
export type DateQuery = Static<typeof DateQuery>;

export const ExpertsByDateReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  experts: Type.Array(Type.String()),
});
export type ExpertsByDateReply = Static<typeof ExpertsByDateReply>;

export const HandicapperParams = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: INT4_MAX }),
});
export type HandicapperParams = Static<typeof HandicapperParams>;

const CalibrationBand = Type.Object({
  label: Type.String({ description: "Stated-confidence band, e.g. '60-69%'" }),
  min: Type.Number(),
  max: Type.Number({ description: 'Exclusive upper bound (101 for the top band)' }),
  picks: Type.Integer({ description: 'Graded picks stated in this band (pushes included)' }),
  wins: Type.Integer(),
  losses: Type.Integer(),
  hitRate: Type.Union([Type.Number(), Type.Null()], { description: 'wins / (wins + losses), 0-1' }),
  meanStated: Type.Union([Type.Number(), Type.Null()], {
    description: 'Mean stated confidence in the band, 0-100',
  }),
});

/** Does a 70 % from this expert mean 70 %? Graded picks grouped by the confidence they stated. */
export const HandicapperCalibration = Type.Object({
  graded: Type.Integer(),
  unbanded: Type.Integer({ description: 'Graded picks without a stated confidence of 50 or more' }),
  bands: Type.Array(CalibrationBand),
});
export type HandicapperCalibration = Static<typeof HandicapperCalibration>;

/** Closing line value over a handicapper's graded picks (src/domain/handicappers/closing-line-summary.ts). */
export const ClosingLineSummaryField = Type.Object(
  {
    picks: Type.Integer({ description: 'Graded picks on the pick side with a closing line value' }),
    average_percent: Type.Union([Type.Number({ description: 'Mean CLV, percent' }), Type.Null()]),
    beat_share: Type.Union([
      ProbabilityField('Share of those picks whose CLV is above zero, 0-1'),
      Type.Null(),
    ]),
  },
  { description: 'Closing line value: how the prices taken compare with the closing prices' },
);

export const HandicapperReply = Type.Object({
  success: Type.Literal(true),
  handicapper: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    kind: Type.String(),
    accuracy: Type.Union([Type.Number(), Type.Literal('N/A')], {
      description: 'Percent of graded picks won (pushes left out)',
    }),
    rating: Type.Integer(),
    sports: Type.Array(Type.String()),
    record: GradedTally,
    calibration: HandicapperCalibration,
    closing_line: ClosingLineSummaryField,
  }),
});

export const FavoritesReply = Type.Object({
  success: Type.Literal(true),
  favorites: Type.Array(Type.Integer()),
});

export const FavoritesBody = Type.Object({
  favorites: Type.Array(
    Type.Union([Type.Integer({ minimum: 0, maximum: INT4_MAX }), Type.String({ maxLength: 20 })]),
    { maxItems: 100 },
  ),
});
export type FavoritesBody = Static<typeof FavoritesBody>;

/** A player as a pick names them: by id (what the app sends), or by name (the spec's clients). */
export const PlayerIdParam = Type.Integer({
  minimum: 1,
  maximum: INT4_MAX,
  description: "The player's id (a pick's player_id); wins over the name when both are sent",
});

export const GameLogQuery = Type.Object({
  player_id: Type.Optional(PlayerIdParam),
  name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'The full name (or first initial + last name) when no player_id is sent',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PICKS_PAGE_MAX, default: 12 })),
});
export type GameLogQuery = Static<typeof GameLogQuery>;

export const GameLogReply = Type.Object({
  success: Type.Literal(true),
  player_type: Type.String(),
  columns: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  rows: Type.Array(
    // typed as the domain's row (game_date plus a value per column key), which the screens read
    Type.Unsafe<GameLogRow>(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
        description: 'One game: game_date (YYYY-MM-DD) and a value per column key',
      }),
    ),
  ),
});

export const DistributionParams = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 200 }),
});
export type DistributionParams = Static<typeof DistributionParams>;

const Curve = Type.Object({ x: Type.Array(Type.Number()), y: Type.Array(Type.Number()) });

export const DistributionReply = Type.Object({
  success: Type.Literal(true),
  family: Type.String(),
  threshold: Type.Union([Type.Number(), Type.Null()]),
  games: Type.Integer({ description: 'Recent games the fit used' }),
  probability_over: Type.Number(),
  pdf: Curve,
  cdf: Curve,
  odds_pdf: Type.Union([Curve, Type.Null()]),
  odds_cdf: Type.Union([Curve, Type.Null()]),
});

/** 403 from the paid-access guard: the client follows upgrade_url (spec: redirect to upgrade). */
export const AccessDeniedReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  upgrade_url: Type.Optional(Type.String()),
});

export const MAX_USER_PICKS = 500;

export const LoadUserPicksBody = Type.Object({
  picks: Type.Array(
    Type.Object(
      { id: Type.String({ minLength: 1, maxLength: 300 }) },
      { additionalProperties: true },
    ),
    {
      maxItems: MAX_USER_PICKS,
    },
  ),
});
export type LoadUserPicksBody = Static<typeof LoadUserPicksBody>;

export const LoadUserPicksReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});

export const ChartReply = Type.Object({
  success: Type.Literal(true),
  mime_type: Type.String({ description: 'image/svg+xml' }),
  chart_data: Type.String({ description: 'The chart image, base64' }),
  games: Type.Integer(),
});

/** American odds of both sides at one book and phase. */
const BookPrice = Type.Union([
  Type.Object({ odds: Type.Integer(), other_odds: Type.Integer() }),
  Type.Null(),
]);
const FairAt = Type.Union([
  ProbabilityField('Mean vig-free probability of the pick side'),
  Type.Null(),
]);

/** GET /api/picks/{id}/market: line shopping and line movement for one pick (issue [M]). */
export const PickMarketReply = Type.Object({
  success: Type.Literal(true),
  pick_id: Type.Integer(),
  books: Type.Array(
    Type.Object({
      book: Type.String(),
      open: BookPrice,
      current: BookPrice,
      close: BookPrice,
      vig: Type.Union([
        Type.Number({ description: "The book's margin at its live price, 0-1" }),
        Type.Null(),
      ]),
      fair_probability: Type.Union([
        ProbabilityField("The book's vig-free probability of the pick side at its live price"),
        Type.Null(),
      ]),
    }),
    { description: 'One row per book quoting the pick, by name' },
  ),
  best: Type.Union([Type.Object({ book: Type.String(), odds: Type.Integer() }), Type.Null()], {
    description: 'The live price that pays most (current, else close, else open)',
  }),
  fair: Type.Object(
    { open: FairAt, current: FairAt, close: FairAt },
    { description: 'Line movement: the market at each phase' },
  ),
  closing_probability: Type.Union([Type.Number(), Type.Null()]),
  clv_percent: Type.Union([
    Type.Number({ description: 'Closing line value, percent' }),
    Type.Null(),
  ]),
});
export type PickMarketReply = Static<typeof PickMarketReply>;
