// Queries over per-game stat lines (table stat_lines, with their game's teams). The stats column
// is JSON text; the services parse it.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Whether the player has a line dated from `range.from` up to (not including) `range.before`. */
export async function hasStatLineBetween(
  db: Db,
  playerId: number,
  range: { from: string; before: string },
): Promise<boolean> {
  const line = await db
    .selectFrom('stat_lines')
    .select('player_id')
    .where('player_id', '=', playerId)
    .where('game_date', '>=', range.from)
    .where('game_date', '<', range.before)
    .limit(1)
    .executeTakeFirst();
  return line !== undefined;
}

/** The player's last `limit` lines, newest first, with the game's teams; only before `before` when given. */
export async function selectRecentStatLines(
  db: Db,
  playerId: number,
  limit: number,
  before?: string,
) {
  return db
    .selectFrom('stat_lines')
    .innerJoin('games', 'games.id', 'stat_lines.game_id')
    .select([
      'stat_lines.game_date',
      'stat_lines.stats',
      'games.home_team_id',
      'games.away_team_id',
    ])
    .where('stat_lines.player_id', '=', playerId)
    .$if(before !== undefined, (qb) => qb.where('stat_lines.game_date', '<', before!))
    .orderBy('stat_lines.game_date', 'desc')
    .limit(limit)
    .execute();
}

/** Every line of these players on or after `since` and before `before`, newest first (ids not empty). */
export async function selectStatLinesOfPlayers(
  db: Db,
  playerIds: readonly number[],
  since: string,
  before: string,
) {
  return db
    .selectFrom('stat_lines')
    .select(['player_id', 'game_date', 'stats'])
    .where('player_id', 'in', playerIds)
    .where('game_date', '<', before)
    .where('game_date', '>=', since)
    .orderBy('game_date', 'desc')
    .execute();
}
