// Queries over the log of live updates (table live_events): its id orders events for every process.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Appends one event (`data` as JSON text) and returns its id. */
export async function insertLiveEvent(
  db: Db,
  row: { user_id: number | null; kind: string; data: string; created_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('live_events')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** The oldest id still kept, or null when the log is empty. */
export async function findOldestLiveEventId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirst();
  return row?.id == null ? null : Number(row.id);
}

/** Up to `limit` events after `afterId` for every page or this account's, oldest first. */
export async function selectLiveEventsAfter(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
) {
  return db
    .selectFrom('live_events')
    .selectAll()
    .where('id', '>', afterId)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteLiveEventsBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom('live_events').where('created_at', '<', cutoff).execute();
}
