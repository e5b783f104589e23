// The demo world's rows, as the generator hands them to the seeder (one shape per table), and the
// options a world is generated with.
import type { Selectable } from 'kysely';
import type { PickResult } from '../../src/domain/confidence/pick-confidence';
import type {
  ExpertsTable,
  GamesTable,
  PlayersTable,
  StatLinesTable,
  TeamsTable,
} from '../db/sports-tables';
import type { PriceRow } from '../services/pick-prices';

export interface GenerateOptions {
  seed: number;
  /** The slate date (California's today); games before it are final. */
  slateDate: string;
  /** Days before the slate date that carry picks (graded). Default 14. */
  pickDaysBack?: number;
  /** Days after the slate date that carry picks. Default 3. */
  daysForward?: number;
  /** Benchmark mode: the slate date gets this many picks (alternate lines), e.g. 20 000. */
  slatePickTarget?: number;
  /** Leagues to generate (default all). */
  leagues?: readonly string[];
  /**
   * Tests of what every league's screens share: each league plays on every date of its rhythm as
   * if in its regular season, so one slate holds all eight. Default: the real calendars.
   */
  everyLeagueInSeason?: boolean;
}

// The rows of the plain tables are those tables' rows (ids given, not generated): one definition.
export type TeamRow = Selectable<TeamsTable>;
export type PlayerRow = Selectable<PlayersTable>;
export type GameRow = Selectable<GamesTable>;
export type StatLineRow = Selectable<StatLinesTable>;
export type ExpertRow = Selectable<ExpertsTable>;

// Narrower than their tables: every demo pick names its game, player and teams, every origin its
// stated confidence and team.
export interface PickRow {
  id: number;
  event_id: string;
  league: string;
  event_date: string;
  game_id: number;
  player_id: number;
  player_name: string;
  event_team: string;
  team_a: string;
  team_b: string;
  stat_type: string;
  stat_key: string;
  stat_threshold: number;
  prediction: number;
  odds: string;
  sportsbook: string;
  pick_type: string;
  reusable: number;
  capital_limit: number;
  mutual_exclusion: number;
  confidence_percent: number | null;
  model_probability: number | null;
  market_probability: number;
  result: PickResult | null;
  actual_value: number | null;
  created_at: string;
  closing_probability: number | null;
  clv_percent: number | null;
}
export interface OriginRow {
  pick_id: number;
  expert_id: number;
  prediction: number;
  stated_confidence_percent: number;
  team: string;
  prediction_time: string;
}

export interface DemoWorld {
  leagues: { code: string; name: string; sport: string }[];
  teams: TeamRow[];
  players: PlayerRow[];
  games: GameRow[];
  statLines: StatLineRow[];
  experts: ExpertRow[];
  picks: PickRow[];
  origins: OriginRow[];
  prices: PriceRow[];
}

/** The last id handed out per table; the generator's steps share it so ids run in creation order. */
export interface RowIds {
  team: number;
  player: number;
  game: number;
  pick: number;
}

export function emptyWorld(): DemoWorld {
  return {
    leagues: [],
    teams: [],
    players: [],
    games: [],
    statLines: [],
    experts: [],
    picks: [],
    origins: [],
    prices: [],
  };
}
