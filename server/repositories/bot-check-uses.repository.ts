// Queries over bot-check uses (table bot_check_uses): one row per accepted bot-check token, kept
// until the token would have expired anyway.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { BotCheckUsesTable, DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Inserts the token's row unless its key is taken; true when this call inserted it. ON CONFLICT DO
 * NOTHING on the primary key: both engines decide the race inside the insert, so ten concurrent
 * copies of one token insert exactly one row.
 */
export async function insertUseOnce(db: Db, row: Insertable<BotCheckUsesTable>): Promise<boolean> {
  const result = await db
    .insertInto('bot_check_uses')
    .values(row)
    .onConflict((conflict) => conflict.column('token_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Deletes up to `limit` rows that expired before `now`, oldest first; how many went. */
export async function deleteExpiredChunk(db: Db, now: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('bot_check_uses')
    .where('token_key', 'in', (eb) =>
      eb
        .selectFrom('bot_check_uses')
        .select('token_key')
        .where('expires_at', '<', now)
        .orderBy('expires_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
