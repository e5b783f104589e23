// Queries over the players' per-game stat lines (table stat_lines).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Whether the player has a line dated from `from` up to (not including) `before`. */
export async function hasStatLineBetween(
  db: Db,
  playerId: number,
  from: string,
  before: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('stat_lines')
    .select('player_id')
    .where('player_id', '=', playerId)
    .where('game_date', '>=', from)
    .where('game_date', '<', before)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
