// Queries over a pick's prices per book and phase (table pick_prices, one row per pick, phase, book).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { PickPricesTable } from '../db/sports-tables';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Inserts or replaces these prices in one statement (callers send at most a few hundred rows). */
export async function upsertPickPrices(
  db: Db,
  rows: readonly Insertable<PickPricesTable>[],
): Promise<void> {
  await db
    .insertInto('pick_prices')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['pick_id', 'phase', 'book']).doUpdateSet((eb) => ({
        odds: eb.ref('excluded.odds'),
        other_odds: eb.ref('excluded.other_odds'),
        recorded_at: eb.ref('excluded.recorded_at'),
      })),
    )
    .execute();
}

/** Every price of these picks (ids not empty, a few hundred at most), by book. */
export async function selectPricesOfPicks(db: Db, pickIds: readonly number[]) {
  return db
    .selectFrom('pick_prices')
    .select(['pick_id', 'book', 'phase', 'odds', 'other_odds'])
    .where('pick_id', 'in', pickIds)
    .orderBy('book')
    .execute();
}
