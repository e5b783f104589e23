// Queries over the players' per-game stat lines (table stat_lines).
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
