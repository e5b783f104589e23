// Queries over the admin's background jobs (table admin_jobs): a job is claimed under a lease by one
// process at a time, and every write after the claim holds only while that process holds the lease.
import {
  PostgresAdapter,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { AdminJobsTable, DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

export type JobRow = Selectable<AdminJobsTable>;

/** Runnable at `now`: pending, or running under a lease that ran out (its process died). */
function runnableAt(now: string) {
  return (w: ExpressionBuilder<DB, 'admin_jobs'>) =>
    w.or([
      w('status', '=', 'pending'),
      w.and([w('status', '=', 'running'), w('lease_expires_at', '<', now)]),
    ]);
}

/** An update of the job that happens only while `owner` holds its lease. */
function updateHeld(db: Db, jobId: string, owner: string) {
  return db
    .updateTable('admin_jobs')
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running');
}

/** Throws the database's unique violation when a live job of the same kind and scope exists. */
export async function insertJob(db: Db, row: Insertable<AdminJobsTable>): Promise<JobRow> {
  return db.insertInto('admin_jobs').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The pending or running job of this kind and scope, if any. */
export async function findLiveJobId(db: Db, kind: string, scopeKey: string) {
  return db
    .selectFrom('admin_jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('scope_key', '=', scopeKey)
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirst();
}

export async function findJob(db: Db, jobId: string): Promise<JobRow | undefined> {
  return db.selectFrom('admin_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

/**
 * Claims the oldest runnable job of `kind` for `owner`: a pending one, or a running one whose lease
 * ran out before `now`, with fewer than `maxAttempts` claims. One statement: the subquery picks a
 * row (PostgreSQL skips rows another claimer has locked; SQLite's single writer makes the UPDATE
 * atomic), and the outer WHERE checks again on the row it updates, so two claimers never both get
 * one job. Undefined when there is nothing to run.
 */
export async function claimJob(
  db: Db,
  claim: { kind: string; owner: string; now: string; leaseUntil: string; maxAttempts: number },
): Promise<JobRow | undefined> {
  const { kind, owner, now, leaseUntil, maxAttempts } = claim;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db
    .updateTable('admin_jobs')
    .set((eb) => ({
      status: 'running',
      lease_owner: owner,
      lease_expires_at: leaseUntil,
      heartbeat_at: now,
      attempts: eb('attempts', '+', 1),
      start_time: eb.fn.coalesce('start_time', eb.val(now)),
    }))
    .where('id', '=', (eb) => {
      const pick = eb
        .selectFrom('admin_jobs')
        .select('id')
        .where('kind', '=', kind)
        .where('attempts', '<', maxAttempts)
        .where(runnableAt(now))
        .orderBy('created_at')
        .limit(1);
      return postgres ? pick.forUpdate().skipLocked() : pick;
    })
    .where(runnableAt(now))
    .where('attempts', '<', maxAttempts)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Fails (with `error`) the running jobs of `kind` whose lease ran out before `now` after
 * `maxAttempts` claims; returns how many.
 */
export async function failAbandoned(
  db: Db,
  abandoned: { kind: string; now: string; maxAttempts: number; error: string },
): Promise<number> {
  const { kind, now, maxAttempts, error } = abandoned;
  const result = await db
    .updateTable('admin_jobs')
    .set({ status: 'failed', error, end_time: now, lease_owner: null, lease_expires_at: null })
    .where('kind', '=', kind)
    .where('status', '=', 'running')
    .where('lease_expires_at', '<', now)
    .where('attempts', '>=', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Writes to the running job only while `owner` holds its lease; false means the lease was lost
 * (another process took the job over, or it ended).
 */
export async function updateHeldJob(
  db: Db,
  jobId: string,
  owner: string,
  values: Updateable<AdminJobsTable>,
): Promise<boolean> {
  const result = await updateHeld(db, jobId, owner).set(values).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hands the held job back: pending again, this claim not counted. */
export async function releaseHeldJob(db: Db, jobId: string, owner: string): Promise<void> {
  await updateHeld(db, jobId, owner)
    .set((eb) => ({
      status: 'pending',
      lease_owner: null,
      lease_expires_at: null,
      attempts: eb('attempts', '-', 1),
    }))
    .execute();
}
