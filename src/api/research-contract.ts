// The research side of the API contract (TypeBox): the pick detail's readiness and justification
// texts, Cole's Algo raw sheet, and the generated player avatars.
import { Type, type Static } from 'typebox';
import { INT4_MAX } from './bounds';

const Text = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const PlayerId = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: INT4_MAX,
    description: "The player's id (a pick's player_id): the player is found by it, not by name",
  }),
);

export const PlayerReadinessBody = Type.Object({
  playerId: PlayerId,
  playerName: Text('The player as the pick shows it, e.g. "James Walker"'),
  league: Text('League code, e.g. MLB'),
  opponent: Type.String({ maxLength: 200, description: 'The opposing team (may be empty)' }),
});
export type PlayerReadinessBody = Static<typeof PlayerReadinessBody>;

export const JustifyPickBody = Type.Object({
  playerId: PlayerId,
  pickId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description:
        "The pick's id: the text then quotes the pick's own model, calibrated and vig-free market probabilities and edge, as GET /api/picks sends them",
    }),
  ),
  playerName: Text('The player as the pick shows it'),
  betType: Text(
    "The pick's bet type as shown, e.g. 'Over 1.5 Hits': quoted in the text; its stat, side and line are read from it only when neither the pick (pickId) nor statKey, side and line say them",
  ),
  league: Text('League code, e.g. MLB'),
  statKey: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '^[a-z0-9_]+$',
      description: "The stat-line key the bet is on (a pick's stat_key, e.g. 'hits', 'pra')",
    }),
  ),
  side: Type.Optional(
    Type.Union([Type.Literal('over'), Type.Literal('under')], { description: 'The side taken' }),
  ),
  line: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 100_000,
      description: "The line (a pick's stat_threshold)",
    }),
  ),
});
export type JustifyPickBody = Static<typeof JustifyPickBody>;

export const ResearchTextReply = Type.Object({
  success: Type.Literal(true),
  content: Type.String({ description: 'Two to four sentences, true for the player shown' }),
  provider: Type.String({ description: "Who wrote the text: 'data' or 'llm'" }),
});
export type ResearchTextReply = Static<typeof ResearchTextReply>;

export const RawSheetQuery = Type.Object({
  date: Type.Optional(
    Type.String({ description: 'Slate date YYYY-MM-DD; the current slate date when left out' }),
  ),
});

const Num = Type.Union([Type.Number(), Type.Null()]);
const Str = Type.String();

export const MlbHitterRow = Type.Object({
  playerName: Str,
  awayTeam: Str,
  homeTeam: Str,
  matchup: Str,
  atBats: Num,
  hits: Num,
  singles: Num,
  doubles: Num,
  triples: Num,
  homeruns: Num,
  totalBases: Num,
  walks: Num,
  stolenBases: Num,
  runs: Num,
  rbis: Num,
  hrr: Num,
  obp: Num,
  strikeouts: Num,
});

export const MlbPitcherRow = Type.Object({
  playerName: Str,
  pitches: Num,
  outs: Num,
  battersFaced: Num,
  strikeouts: Num,
  walks: Num,
  earnedRuns: Num,
  hitsAllowed: Num,
});

export const MlbGameRow = Type.Object({
  awayTeam: Str,
  homeTeam: Str,
  homeSp: Type.Union([Str, Type.Null()]),
  awaySp: Type.Union([Str, Type.Null()]),
  homeScore: Type.Number(),
  awayScore: Type.Number(),
  totalRuns: Type.Number(),
  runDiff: Type.Number(),
  winningTeam: Str,
  gameXhrs: Type.Number(),
  homeWinPct: Type.Number(),
  gameNumber: Type.Integer(),
});

export const MlbRfiRow = Type.Object({
  xRfi: Type.Number({ description: 'Expected runs in the first inning (both teams)' }),
  chance: Type.Number({ description: 'P(at least one run in the first inning), percent' }),
  gameNumber: Type.Integer(),
});

export const FootballGameRow = Type.Object({
  awayTeam: Str,
  homeTeam: Str,
  homeScore: Type.Number(),
  awayScore: Type.Number(),
  totalPoints: Type.Number(),
  vegasOu: Type.Number(),
  overUnder: Str,
  spreadPick: Str,
  awayTeamTotalPick: Str,
  homeTeamTotalPick: Str,
  mlPick: Str,
  gameNumber: Type.Integer(),
});

export const WeeklyProjectionRow = Type.Object({
  playerName: Str,
  gameNumber: Type.Integer(),
  passingYards: Type.Number(),
  passTouchdowns: Type.Number(),
  passAttempts: Type.Number(),
  passCompletions: Type.Number(),
  interceptions: Type.Number(),
  receivingYards: Type.Number(),
  receptions: Type.Number(),
  receivingTouchdowns: Type.Number(),
  rushingYards: Type.Number(),
  carries: Type.Number(),
  rushingTouchdowns: Type.Number(),
  rushReceivingYards: Type.Number(),
});

const FootballSheet = Type.Object({
  games: Type.Array(FootballGameRow),
  weeklyProjections: Type.Array(WeeklyProjectionRow),
});

export const RawSheetReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  data: Type.Object({
    mlb: Type.Object({
      hitters: Type.Array(MlbHitterRow),
      pitchers: Type.Array(MlbPitcherRow),
      gameSummary: Type.Array(MlbGameRow),
      rfi: Type.Array(MlbRfiRow),
    }),
    nfl: FootballSheet,
    ncaa: FootballSheet,
  }),
});
export type RawSheetReply = Static<typeof RawSheetReply>;
export type MlbHitterRow = Static<typeof MlbHitterRow>;
export type MlbPitcherRow = Static<typeof MlbPitcherRow>;
export type MlbGameRow = Static<typeof MlbGameRow>;
export type MlbRfiRow = Static<typeof MlbRfiRow>;
export type FootballGameRow = Static<typeof FootballGameRow>;
export type WeeklyProjectionRow = Static<typeof WeeklyProjectionRow>;

export const PlayerImageQuery = Type.Object({
  league: Type.String({ minLength: 1, maxLength: 10, description: 'League code, e.g. MLB' }),
  player_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description: "The player's id (a pick's player_id); wins over the name when both are sent",
    }),
  ),
  name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'First initial plus last name ("J. Smith" or "J Smith"), or the full name, when no player_id is sent',
    }),
  ),
});
export type PlayerImageQuery = Static<typeof PlayerImageQuery>;

export const PlayerImageReply = Type.Object({
  success: Type.Literal(true),
  data_url: Type.String({
    description:
      'data: URL of the imported image, else data:image/svg+xml;base64,… a generated avatar',
  }),
  player_name: Type.String(),
  team: Type.String(),
});
