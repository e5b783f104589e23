// Queries over single-use email links (table email_links): verify-email and password-reset tokens.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertEmailLink(db: Db, row: Insertable<DB['email_links']>): Promise<void> {
  await db.insertInto('email_links').values(row).execute();
}

/** Uses a live link of `purpose` up; its account, or undefined when none was live at `now`. */
export async function useLiveLink(db: Db, tokenHash: string, purpose: string, now: string) {
  return db
    .updateTable('email_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

export async function findLiveLink(db: Db, tokenHash: string, purpose: string, now: string) {
  return db
    .selectFrom('email_links')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks every unused link of `purpose` of the account used. */
export async function useAllLinks(
  db: Db,
  userId: number,
  purpose: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('email_links')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
