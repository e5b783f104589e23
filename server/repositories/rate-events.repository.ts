// Queries over rate-limit events (table rate_events, one row per counted event and bucket), and the
// locks that make "count, then take a slot" one atomic step when several processes count at once.
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Namespace (first key) of this table's PostgreSQL advisory locks, apart from other users. */
const ADVISORY_LOCK_CLASS = 0x5241_5445; // 'RATE'

function isPostgres(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Runs `work` as one transaction that no other taker of the same buckets can interleave with.
 * PostgreSQL: advisory transaction locks per bucket, taken in one sorted order (no deadlock).
 * SQLite: `BEGIN IMMEDIATE` takes the file's write lock before anything is read, so even several
 * processes on one file serialise (busy_timeout makes them wait); inside one process Kysely's single
 * SQLite connection is held for the whole callback.
 */
export async function inBucketLocks<T>(
  db: Kysely<DB>,
  buckets: readonly string[],
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    const run = async (trx: Kysely<DB> | Transaction<DB>): Promise<T> => {
      const keys = await sql<{ k: number }>`
        select distinct hashtext(b) as k from unnest(${[...buckets]}::text[]) as t(b) order by k`.execute(
        trx,
      );
      for (const { k } of keys.rows) {
        await sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}::int4, ${k}::int4)`.execute(
          trx,
        );
      }
      return work(trx);
    };
    return db.isTransaction ? run(db) : db.transaction().execute(run);
  }
  // Already inside a transaction: it holds the one connection (and the write lock once it wrote).
  if (db.isTransaction) return work(db);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/**
 * The bucket's events after each cutoff, in one indexed read (`cutoffs[i]` → the i-th count);
 * `since` is the oldest cutoff.
 */
export async function countBucketEventsAfter(
  db: Db,
  bucket: string,
  cutoffs: readonly string[],
  since: string,
): Promise<number[]> {
  const row = await db
    .selectFrom('rate_events')
    .select((eb) =>
      cutoffs.map((cutoff, i) =>
        eb.fn
          .sum<string | number | null>(eb.case().when('at', '>', cutoff).then(1).else(0).end())
          .as(`w${i}`),
      ),
    )
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .executeTakeFirst();
  const counts = row as Record<string, string | number | null> | undefined;
  return cutoffs.map((_, i) => Number(counts?.[`w${i}`] ?? 0));
}

/** When the bucket's event number `offset` (0: the oldest) after `since` happened, if there is one. */
export async function findBucketEventAt(
  db: Db,
  bucket: string,
  since: string,
  offset: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('rate_events')
    .select('at')
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .orderBy('at')
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirst();
  return row?.at;
}

/** Records one event at `at` in each bucket. */
export async function insertRateEvents(
  db: Db,
  buckets: readonly string[],
  at: string,
): Promise<void> {
  await db
    .insertInto('rate_events')
    .values(buckets.map((bucket) => ({ bucket, at })))
    .execute();
}

/** The id of the bucket's newest event at or before `at`, if any. */
export async function findNewestBucketEventId(
  db: Db,
  bucket: string,
  at: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('rate_events')
    .select('id')
    .where('bucket', '=', bucket)
    .where('at', '<=', at)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function deleteRateEvent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('rate_events').where('id', '=', id).execute();
}

export async function deleteBucketEvents(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
}

/**
 * Deletes events older than `cutoff`. On PostgreSQL only one pruner runs at a time (a try-lock;
 * the one that does not get it deletes nothing), so two never fight over the same rows.
 */
export async function deleteRateEventsBefore(db: Kysely<DB>, cutoff: string): Promise<void> {
  if (!isPostgres(db)) {
    await db.deleteFrom('rate_events').where('at', '<', cutoff).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    const got = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(${ADVISORY_LOCK_CLASS}::int4, 0) as ok`.execute(trx);
    if (got.rows[0]?.ok) await trx.deleteFrom('rate_events').where('at', '<', cutoff).execute();
  });
}
