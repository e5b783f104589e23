// Queries over the per-date picks revisions (table picks_revisions, migration 0006): counters the
// picks and origins triggers move on every write, so a cached page or tally knows when it is stale.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** How many dates have a revision, and their sum (grows with every write to any date). */
export async function selectRevisionTotals(db: Db) {
  return db
    .selectFrom('picks_revisions')
    .select((eb) => [eb.fn.countAll().as('dates'), eb.fn.sum('revision').as('total')])
    .executeTakeFirst();
}

/** Every date's revision moves on by one (a change that touches every date's pages). */
export async function bumpEveryRevision(db: Db): Promise<void> {
  await db
    .updateTable('picks_revisions')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .execute();
}

/** The date's revision, or undefined when no pick of the date was ever written. */
export async function findPicksRevision(db: Db, date: string) {
  return db
    .selectFrom('picks_revisions')
    .select('revision')
    .where('event_date', '=', date)
    .executeTakeFirst();
}
