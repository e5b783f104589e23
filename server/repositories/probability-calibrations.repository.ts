// Queries over the stored calibration fits (table probability_calibrations): one row per source.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, ProbabilityCalibrationsTable } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

export async function selectCalibrations(db: Db) {
  return db.selectFrom('probability_calibrations').selectAll().execute();
}

/** Every stored fit goes; run it in the transaction that inserts their replacements. */
export async function deleteCalibrations(db: Db): Promise<void> {
  await db.deleteFrom('probability_calibrations').execute();
}

export async function insertCalibrations(
  db: Db,
  rows: readonly Insertable<ProbabilityCalibrationsTable>[],
): Promise<void> {
  await db
    .insertInto('probability_calibrations')
    .values([...rows])
    .execute();
}
