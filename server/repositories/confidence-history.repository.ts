// Queries over the confidence history (table confidence_history): every value a pick's confidence
// took, with the reason, oldest first.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

function historyQuery(db: Db) {
  return db
    .selectFrom('confidence_history')
    .select([
      'id',
      'pick_id',
      'previous_confidence_percent',
      'confidence_percent',
      'reason',
      'computed_at',
    ])
    .orderBy('computed_at')
    .orderBy('id');
}

export type ConfidenceHistoryRow = Awaited<
  ReturnType<ReturnType<typeof historyQuery>['execute']>
>[number];

/** Every recorded value of one pick, oldest first. */
export async function selectPickHistory(db: Db, pickId: number): Promise<ConfidenceHistoryRow[]> {
  return historyQuery(db).where('pick_id', '=', pickId).execute();
}

/** The changes (not first values) to these picks recorded after `since`, oldest first. */
export async function selectChangesSince(
  db: Db,
  pickIds: readonly number[],
  since: string,
): Promise<ConfidenceHistoryRow[]> {
  return historyQuery(db)
    .where('pick_id', 'in', [...pickIds])
    .where('computed_at', '>', since)
    .where('previous_confidence_percent', 'is not', null)
    .execute();
}

export async function insertConfidenceHistory(
  db: Db,
  row: Insertable<DB['confidence_history']>,
): Promise<void> {
  await db.insertInto('confidence_history').values(row).execute();
}
