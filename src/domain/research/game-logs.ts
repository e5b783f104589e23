// Game logs in the pick detail: which leagues have them, how many rows, their texts, and which
// log column a pick reads.

export const GAME_LOG_LIMIT = 12;
export const GAME_LOG_TEXTS = {
  loading: 'Loading logs…',
  empty: 'No recent logs',
  failed: 'Failed to load logs',
} as const;

/**
 * Every league whose players have stored stat lines, each with its endpoint
 * (/api/{league}_game_logs): the spec's MLB, NFL and CFB, and the others the demo world plays.
 * The detail's logs, its recent-form chart and the research texts read the same rows for each.
 */
export const GAME_LOG_LEAGUES = ['MLB', 'NFL', 'CFB', 'NBA', 'NHL', 'WNBA', 'NCAA', 'MLS'] as const;
export type GameLogLeague = (typeof GAME_LOG_LEAGUES)[number];

export function hasGameLogs(league: string): boolean {
  return (GAME_LOG_LEAGUES as readonly string[]).includes(league.trim().toUpperCase());
}

/** The league's game-log endpoint, or null for a league without logs. */
export function gameLogPath(league: string): string | null {
  return hasGameLogs(league) ? `/api/${league.trim().toLowerCase()}_game_logs` : null;
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
  // Basketball (NBA, WNBA, NCAA), hockey (NHL) and soccer (MLS) props: combined stats first.
  [/\bpra\b|points?\s*\+\s*rebounds?\s*\+\s*assists?/i, () => ['pra']],
  [/3-?\s*pointers?|\bthrees\b|\b3pm\b/i, () => ['threes']],
  [/shots\s*on\s*goal|\bsog\b/i, () => ['shots_on_goal']],
  [/shots\s*on\s*target/i, () => ['shots_on_target']],
  [/goals\s*against/i, () => ['goals_against']],
  [/\bsaves?\b/i, () => ['saves']],
  [/\bshots?\b/i, () => ['shots']],
  [/\bpoints?\b/i, () => ['points']],
  [/\brebounds?\b/i, () => ['rebounds']],
  [/\bassists?\b/i, () => ['assists']],
  [/\bgoals?\b/i, () => ['goals']],
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

/**
 * The log columns a pick reads: its own stat key when the server sent one and the rows carry it
 * (the same key it is graded on), else the keys its bet type names.
 */
export function pickStatKeys(
  pick: { betType: string; statKey?: string | null },
  rows: readonly GameLogRow[],
  playerType?: string | null,
): string[] {
  const key = pick.statKey?.trim();
  if (key && rows.some((row) => key in row)) return [key];
  return statKeysForBetType(pick.betType, playerType);
}
