// Queries over experts (table experts) and the reader of their records: each expert's origins
// (pick_origins) joined to their picks' lines and results.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The experts with a pick on `date` whose confidence is at least `minConfidence`, by name. */
export async function selectExpertNamesOn(
  db: Db,
  date: string,
  minConfidence: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('experts')
    .select(['experts.id', 'experts.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('pick_origins')
          .innerJoin('picks', 'picks.id', 'pick_origins.pick_id')
          .select('pick_origins.pick_id')
          .whereRef('pick_origins.expert_id', '=', 'experts.id')
          .where('picks.event_date', '=', date)
          .where('picks.confidence_percent', '>=', minConfidence),
      ),
    )
    .orderBy('experts.name')
    .execute();
}

export async function findExpert(db: Db, expertId: number) {
  return db.selectFrom('experts').selectAll().where('id', '=', expertId).executeTakeFirst();
}

/** Inserts the experts whose id is not stored yet; a stored id keeps its row (no error). */
export async function insertMissingExperts(
  db: Db,
  rows: readonly Insertable<DB['experts']>[],
): Promise<void> {
  await db
    .insertInto('experts')
    .values([...rows])
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function selectExpertNames(db: Db, expertIds: readonly number[]) {
  return db
    .selectFrom('experts')
    .select(['id', 'name'])
    .where('id', 'in', [...expertIds])
    .execute();
}

export async function selectExpertKinds(db: Db, expertIds: readonly number[]) {
  return db
    .selectFrom('experts')
    .select(['id', 'kind'])
    .where('id', 'in', [...expertIds])
    .execute();
}

export interface OriginRow {
  expert_id: number;
  prediction: number;
  /** The expert's stated confidence, percent (stored so since migration 0012). */
  stated_confidence_percent: number | null;
  stat_threshold: number | null;
  actual_value: number | null;
  /** The pick's event date (the refresh job counts records as they stood before a date). */
  event_date: string;
  /** The pick's own side (its closing line value is that side's). */
  pick_prediction: number;
  /** The pick's closing line value in percent, once graded with closing prices. */
  clv_percent: number | null;
}

/**
 * Experts' origins joined to their picks' lines and results, in one query: of the experts named
 * (every expert when none are), and only the graded ones when asked. The one reader of records for
 * profiles, the events feed's cards and an admin event's confidence.
 */
export function selectOriginRows(
  db: Db,
  expertIds?: readonly number[],
  options: { gradedOnly?: boolean } = {},
): Promise<OriginRow[]> {
  let query = db
    .selectFrom('pick_origins')
    .innerJoin('picks', 'picks.id', 'pick_origins.pick_id')
    .select([
      'pick_origins.expert_id',
      'pick_origins.prediction',
      'pick_origins.stated_confidence_percent',
      'picks.stat_threshold',
      'picks.actual_value',
      'picks.event_date',
      'picks.prediction as pick_prediction',
      'picks.clv_percent',
    ]);
  if (expertIds) query = query.where('pick_origins.expert_id', 'in', [...expertIds]);
  if (options.gradedOnly) {
    query = query
      .where('picks.actual_value', 'is not', null)
      .where('picks.stat_threshold', 'is not', null);
  }
  return query.execute();
}
