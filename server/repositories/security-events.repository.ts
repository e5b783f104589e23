// Queries over the account's security events (table security_events): sign-ins, changes, removals.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

const EVENT_COLUMNS = ['id', 'kind', 'created_at', 'address', 'user_agent', 'detail'] as const;

export async function insertSecurityEvent(
  db: Db,
  row: Insertable<DB['security_events']>,
): Promise<void> {
  await db.insertInto('security_events').values(row).execute();
}

/** Up to `limit` events of the account, newest first, with ids below `before` when given. */
export async function selectEventsPage(
  db: Db,
  userId: number,
  page: { before?: number; limit: number },
) {
  let query = db
    .selectFrom('security_events')
    .select(EVENT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  return query.execute();
}

export async function selectAllEvents(db: Db, userId: number) {
  return db
    .selectFrom('security_events')
    .select(EVENT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes up to `chunk` of the oldest events created before `cutoff`; how many went. */
export async function deleteEventsBefore(db: Db, cutoff: string, chunk: number): Promise<number> {
  const result = await db
    .deleteFrom('security_events')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('security_events')
        .select('id')
        .where('created_at', '<', cutoff)
        .orderBy('id')
        .limit(chunk),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
