// Queries over the bettor's own pick records (table user_pick_records); pick_data is JSON text.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = ['id', 'game_id', 'pick_data', 'confidence_level', 'created_at'] as const;

/** The account's newest `limit` records, newest first. */
export async function selectPickRecords(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('user_pick_records')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countPickRecords(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('user_pick_records')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Stores one record and returns it as stored. */
export async function insertPickRecord(
  db: Db,
  row: {
    user_id: number;
    game_id: string;
    pick_data: string;
    confidence_level: number;
    created_at: string;
  },
) {
  return db
    .insertInto('user_pick_records')
    .values(row)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
