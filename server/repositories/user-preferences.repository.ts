// Queries over user preferences (table user_preferences): one JSON set per account.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The account's stored set and when it was saved, or undefined before its first save. */
export async function selectPreferences(db: Db, userId: number) {
  return db
    .selectFrom('user_preferences')
    .select(['preferences', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts the account's set, or replaces the one it has (one row per account). */
export async function upsertPreferences(
  db: Db,
  userId: number,
  preferences: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, preferences, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences, updated_at: updatedAt }))
    .execute();
}

/** The account's stored set alone, or undefined before its first save. */
export async function selectPreferencesJson(db: Db, userId: number) {
  return db
    .selectFrom('user_preferences')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
