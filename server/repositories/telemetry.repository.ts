// Queries over telemetry (tables telemetry_events and telemetry_quota): the stored events, and the
// events counted per caller and UTC day against its cap.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB, TelemetryEventsTable } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Makes sure the caller's row for the day exists (ON CONFLICT DO NOTHING: counts stay as they are). */
export async function ensureQuotaRow(db: Db, day: string, caller: string): Promise<void> {
  await db
    .insertInto('telemetry_quota')
    .values({ day, caller, events: 0 })
    .onConflict((oc) => oc.columns(['day', 'caller']).doNothing())
    .execute();
}

/**
 * Adds `n` events to the caller's count for the day when the sum stays within `cap`: one
 * conditional UPDATE, so concurrent batches wait on the row and never overshoot. True when counted.
 */
export async function addToQuota(
  db: Db,
  day: string,
  caller: string,
  cap: number,
  n: number,
): Promise<boolean> {
  const taken = await db
    .updateTable('telemetry_quota')
    .set({ events: sql`events + ${n}` })
    .where('day', '=', day)
    .where('caller', '=', caller)
    .where(sql<boolean>`events + ${n} <= ${cap}`)
    .returning('events')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function insertEvents(
  db: Db,
  rows: Insertable<TelemetryEventsTable>[],
): Promise<void> {
  await db.insertInto('telemetry_events').values(rows).execute();
}

/** Deletes up to `limit` events received before `cutoff`, lowest ids first; how many went. */
export async function deleteEventsBefore(db: Db, cutoff: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('telemetry_events')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('telemetry_events')
        .select('id')
        .where('received_at', '<', cutoff)
        .orderBy('id')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the quota rows of days before `day` (YYYY-MM-DD). */
export async function deleteQuotaBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('telemetry_quota').where('day', '<', day).execute();
}
