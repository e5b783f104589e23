// The demo world's rows, as the generator hands them to the seeder (one shape per table), and the
// options a world is generated with.
import type { PickResult } from '../../src/domain/confidence/pick-confidence';
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

export interface TeamRow {
  id: number;
  league: string;
  code: string;
  name: string;
}
export interface PlayerRow {
  id: number;
  league: string;
  team_id: number;
  name: string;
  position: string;
  player_type: string;
}
export interface GameRow {
  id: number;
  league: string;
  game_date: string;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
  status: string;
}
export interface StatLineRow {
  player_id: number;
  game_id: number;
  game_date: string;
  stats: string;
}
export interface ExpertRow {
  id: number;
  name: string;
  kind: string;
  leagues: string;
}
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
