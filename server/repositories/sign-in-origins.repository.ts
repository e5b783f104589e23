// Queries over sign-in origins (table sign_in_origins): the addresses that completed a sign-in to an
// account, and when they last did.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The address's row for the account when it signed in after `since`; undefined otherwise. */
export async function selectRecentOrigin(db: Db, userId: number, address: string, since: string) {
  return db
    .selectFrom('sign_in_origins')
    .select('address')
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .where('last_at', '>', since)
    .executeTakeFirst();
}

/** Records a sign-in from the address at `at` (one row per account and address). */
export async function upsertOrigin(
  db: Db,
  userId: number,
  address: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('sign_in_origins')
    .values({ user_id: userId, address, last_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ last_at: at }))
    .execute();
}

/** Deletes the account's origins last seen at or before `cutoff`. */
export async function deleteStaleOrigins(db: Db, userId: number, cutoff: string): Promise<void> {
  await db
    .deleteFrom('sign_in_origins')
    .where('user_id', '=', userId)
    .where('last_at', '<=', cutoff)
    .execute();
}
