// Game logs in the pick detail: which leagues have them, how many rows, and their texts.

export const GAME_LOG_LIMIT = 12;
export const GAME_LOG_TEXTS = {
  loading: 'Loading logs…',
  empty: 'No recent logs',
  failed: 'Failed to load logs',
} as const;

const GAME_LOG_PATHS: Readonly<Record<string, string>> = {
  MLB: '/api/mlb_game_logs',
  NFL: '/api/nfl_game_logs',
  CFB: '/api/cfb_game_logs',
};

/** The league's game-log endpoint, or null for a league without logs. */
export function gameLogPath(league: string): string | null {
  return GAME_LOG_PATHS[league.trim().toUpperCase()] ?? null;
}

export interface GameLogRow {
  game_date: string;
  player_name?: string;
  [stat: string]: unknown;
}

/**
 * The stat keys a bet type reads from the log rows (several for combined stats, summed).
 * Longer names are tried first so 'Hits Allowed' is not read as 'Hits'.
 */
const STAT_KEYS: readonly [RegExp, (pitcher: boolean) => string[]][] = [
  // Football (NFL, CFB) props first: 'Rush + Rec Yards' before its parts.
  [/rush(ing)?\s*\+\s*rec(eiving)?\s*yards/i, () => ['rush_rec_yards']],
  [/passing\s*yards|pass\s*yds/i, () => ['passing_yards']],
  [/passing\s*tds?|pass(ing)?\s*touchdowns?/i, () => ['pass_touchdowns']],
  [/rushing\s*yards|rush\s*yds/i, () => ['rushing_yards']],
  [/receiving\s*yards|rec\s*yds/i, () => ['receiving_yards']],
  [/receptions?/i, () => ['receptions']],
  [/hits?\s*\+\s*runs?\s*\+\s*rbis?|\bh\+r\+rbi\b/i, () => ['hits', 'runs', 'rbi']],
  [/total\s*bases/i, () => ['total_bases']],
  [/hits\s*allowed/i, () => ['hits_allowed']],
  [/home\s*runs?|\bhr\b/i, () => ['home_runs']],
  [/earned\s*runs?/i, () => ['earned_runs']],
  [/stolen\s*bases?/i, () => ['stolen_bases']],
  [/pitcher\s*strikeouts?/i, () => ['strikeouts_pitcher']],
  [/hitter\s*strikeouts?|batter\s*strikeouts?/i, () => ['strikeouts_hitter']],
  [/strikeouts?|\bks?\b/i, (pitcher) => [pitcher ? 'strikeouts_pitcher' : 'strikeouts_hitter']],
  [/outs/i, () => ['outs_pitched']],
  [/pitches/i, () => ['total_pitches']],
  [/quality\s*start/i, () => ['quality_start']],
  [/\bwins?\b/i, () => ['win_credited']],
  [/\brbis?\b/i, () => ['rbi']],
  [/\bhits?\b/i, () => ['hits']],
  [/\bruns?\b/i, () => ['runs']],
];

export function statKeysForBetType(betType: string, playerType?: string | null): string[] {
  const pitcher = (playerType ?? '').toLowerCase().includes('pitch');
  for (const [pattern, keys] of STAT_KEYS) if (pattern.test(betType)) return keys(pitcher);
  return [];
}
