// Queries over My Picks and favourites entries (table list_entries), one row per account, list, key.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;
type ListName = DB['list_entries']['list'];

/** Every entry of the list, tombstones included. */
export async function selectEntries(db: Db, userId: number, list: ListName) {
  return db
    .selectFrom('list_entries')
    .select(['item_key', 'present', 'changed_at', 'added_at'])
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .execute();
}

/** Writes the entry of (account, list, key), replacing the one there. */
export async function upsertEntry(db: Db, row: DB['list_entries']): Promise<void> {
  const { user_id: _u, list: _l, item_key: _k, ...changes } = row;
  await db
    .insertInto('list_entries')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'list', 'item_key']).doUpdateSet(changes))
    .execute();
}

/** The listed (present) entries in list order: added time, then key. */
export async function selectListedEntries(db: Db, userId: number, list: ListName) {
  return db
    .selectFrom('list_entries')
    .select(['item_key', 'item'])
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .where('present', '=', 1)
    .orderBy('added_at')
    .orderBy('item_key')
    .execute();
}

export async function findLastUpdate(db: Db, userId: number, list: ListName) {
  return db
    .selectFrom('list_entries')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .executeTakeFirst();
}
