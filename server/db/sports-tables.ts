// Kysely table types of migration 0003-sports: the sports world, experts, picks, favorites, lists.
import type { Generated } from 'kysely';

export interface LeaguesTable {
  code: string;
  name: string;
  sport: string;
}

export interface TeamsTable {
  id: Generated<number>;
  league: string;
  code: string;
  name: string;
}

export interface PlayersTable {
  id: Generated<number>;
  league: string;
  team_id: number;
  name: string;
  position: string;
  /** 'hitter', 'pitcher', 'skater', 'goalie', 'quarterback', ... (game logs' player_type). */
  player_type: string;
}

export interface GamesTable {
  id: Generated<number>;
  league: string;
  game_date: string;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
  /** 'final' or 'scheduled'. */
  status: string;
}

export interface StatLinesTable {
  player_id: number;
  game_id: number;
  game_date: string;
  /** JSON object: stat key → number. */
  stats: string;
}

export interface ExpertsTable {
  /** handicapperIdFromName(name); Cole's Algo Picks is 1. */
  id: number;
  name: string;
  /** 'human' or 'algorithm'. */
  kind: string;
  /** JSON list of league codes. */
  leagues: string;
}

export interface PicksTable {
  id: Generated<number>;
  event_id: string;
  league: string;
  event_date: string;
  game_id: number | null;
  player_id: number | null;
  player_name: string;
  event_team: string | null;
  team_a: string | null;
  team_b: string | null;
  stat_type: string;
  stat_key: string | null;
  stat_threshold: number | null;
  /** 1 = Over, 0 = Under. */
  prediction: number;
  odds: string | null;
  sportsbook: string | null;
  pick_type: string;
  reusable: Generated<number>;
  capital_limit: Generated<number>;
  mutual_exclusion: Generated<number>;
  /** Computed, percent 0-100 (docs/decisions.md has the formula). */
  confidence_percent: number | null;
  /** The model's P(pick's side wins), 0-1. */
  model_probability: number | null;
  /** The market's P(pick's side wins) with the vig removed, 0-1. */
  market_probability: number | null;
  /** 'win', 'loss', 'push', or null while ungraded. */
  result: string | null;
  actual_value: number | null;
  created_at: string;
  /** The vig-free closing probability of the pick's side (mean over the books' closing prices). */
  closing_probability: number | null;
  /** Closing line value in percent, set when graded (src/domain/odds/market-prices.ts). */
  clv_percent: number | null;
}

/** One book's price for a pick at one phase (migration 0020). */
export interface PickPricesTable {
  pick_id: number;
  book: string;
  /** 'open' | 'current' | 'close' */
  phase: string;
  /** American odds of the pick's side. */
  odds: number;
  /** American odds of the other side at the same book. */
  other_odds: number;
  recorded_at: string;
}

export interface PickOriginsTable {
  pick_id: number;
  expert_id: number;
  prediction: number;
  /** The expert's stated confidence, percent 0-100 (migration 0012 scaled the old fractions). */
  stated_confidence_percent: number | null;
  team: string | null;
  prediction_time: string;
}

export interface ConfidenceHistoryTable {
  id: Generated<number>;
  pick_id: number;
  /** Percent 0-100. */
  confidence_percent: number | null;
  reason: string;
  computed_at: string;
}

/** One item of an account's My Picks or favourites (migration 0021-list-entries). */
export interface ListEntriesTable {
  user_id: number;
  list: 'my_picks' | 'favorites';
  item_key: string;
  /** 1 while listed, 0 once removed (kept, so an older add cannot bring it back). */
  present: number;
  /** ms since the epoch of the operation that set `present`. */
  changed_at: number;
  /** ms since the epoch of the last add: the list's order. */
  added_at: number;
  /** The My Picks item as JSON; null for favourites and removed entries. */
  item: string | null;
  updated_at: string;
}

export interface SportsTables {
  leagues: LeaguesTable;
  teams: TeamsTable;
  players: PlayersTable;
  games: GamesTable;
  stat_lines: StatLinesTable;
  experts: ExpertsTable;
  picks: PicksTable;
  pick_origins: PickOriginsTable;
  pick_prices: PickPricesTable;
  confidence_history: ConfidenceHistoryTable;
  list_entries: ListEntriesTable;
}
