// Queries over each date's picks revision (table picks_revisions, bumped by triggers, migration 0006).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The date's revision, or undefined when no pick of the date was ever written. */
export async function findPicksRevision(db: Db, date: string) {
  return db
    .selectFrom('picks_revisions')
    .select('revision')
    .where('event_date', '=', date)
    .executeTakeFirst();
}
