// Queries over application settings (table app_settings): one JSON value per key, shared by every
// process reading the same database.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The setting's stored row, or undefined when it was never saved. */
export async function selectSetting(db: Db, key: string) {
  return db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
}

/** Inserts the setting, or replaces its value (one row per key). */
export async function upsertSetting(
  db: Db,
  key: string,
  value: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}
