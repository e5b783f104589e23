// A player's recent stat lines, read one way for every reader: game logs, research texts, the
// model's distribution, the fallback chart and admin-entered picks.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { selectRecentStatLines } from '../repositories/stat-lines.repository';

export interface RecentGame {
  game_date: string;
  stats: Record<string, unknown>;
  home_team_id: number;
  away_team_id: number;
}

/** The player's last `limit` games, newest first; only games before `before` when given. */
export async function recentGames(
  db: Kysely<DB>,
  playerId: number,
  options: { limit: number; before?: string },
): Promise<RecentGame[]> {
  const rows = await selectRecentStatLines(db, playerId, options.limit, options.before);
  return rows.map((row) => ({ ...row, stats: JSON.parse(row.stats) as Record<string, unknown> }));
}

/** One stat's recorded values, oldest first (the order the model reads them in). */
export function statValues(games: readonly RecentGame[], statKey: string): number[] {
  return games
    .map((game) => game.stats[statKey])
    .filter((value): value is number => typeof value === 'number')
    .reverse();
}
