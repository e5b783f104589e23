// The confidence refresh job's row (table admin_jobs): created once per scope, claimed by exactly one
// process under a lease (PostgreSQL: FOR UPDATE SKIP LOCKED; SQLite: the same conditional UPDATE,
// which SQLite's single writer makes atomic), kept alive by heartbeats, and picked up again (or
// failed with the reason) when its process dies.
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import type { RefreshJob } from '../../src/api/confidence-contract';
import type { AdminJobsTable, DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

export const CONFIDENCE_REFRESH_KIND = 'confidence_refresh';
/** Claims a job gets: after this many holders died it is failed with the reason, not run again. */
export const MAX_JOB_ATTEMPTS = 3;

export interface RefreshParams {
  date: string | null;
  expert: string | null;
  expertId: number | null;
  workers: number;
}

export type JobRow = Selectable<AdminJobsTable>;

/** A job already pending or running for the same scope (the one the new start collided with). */
export class JobAlreadyRunning extends Error {
  constructor(readonly jobId: string) {
    super('A confidence refresh for this scope is already running.');
  }
}

export function scopeKeyOf(params: Pick<RefreshParams, 'date' | 'expertId'>): string {
  return `date=${params.date ?? '*'}|expert=${params.expertId ?? '*'}`;
}

export function paramsOf(row: Pick<JobRow, 'params'>): RefreshParams {
  const parsed = JSON.parse(row.params) as Partial<RefreshParams>;
  return {
    date: typeof parsed.date === 'string' ? parsed.date : null,
    expert: typeof parsed.expert === 'string' ? parsed.expert : null,
    expertId: typeof parsed.expertId === 'number' ? parsed.expertId : null,
    workers: typeof parsed.workers === 'number' ? parsed.workers : 5,
  };
}

/** The spec's job fields (and ours) from a row. */
export function jobReply(row: JobRow): RefreshJob {
  const params = paramsOf(row);
  return {
    job_id: row.id,
    status: row.status as RefreshJob['status'],
    progress: Number(row.progress),
    total_items: Number(row.total_items),
    updated: Number(row.updated),
    skipped: Number(row.skipped),
    failed: Number(row.failed),
    graded: Number(row.graded),
    error: row.error,
    start_time: row.start_time,
    end_time: row.end_time,
    created_at: row.created_at,
    workers: params.workers,
    date: params.date,
    expert: params.expert,
    attempts: Number(row.attempts),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code}` : '';
  return /unique|23505/i.test(text);
}

/** Creates a pending job; a live job of the same scope (the database's unique index) is a 409. */
export async function createRefreshJob(
  db: Kysely<DB>,
  clock: Clock,
  params: RefreshParams,
): Promise<JobRow> {
  const scope_key = scopeKeyOf(params);
  try {
    return await db
      .insertInto('admin_jobs')
      .values({
        id: randomUUID(),
        kind: CONFIDENCE_REFRESH_KIND,
        scope_key,
        params: JSON.stringify(params),
        status: 'pending',
        error: null,
        created_at: isoAt(clock),
        start_time: null,
        end_time: null,
        lease_owner: null,
        lease_expires_at: null,
        heartbeat_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const live = await db
      .selectFrom('admin_jobs')
      .select('id')
      .where('kind', '=', CONFIDENCE_REFRESH_KIND)
      .where('scope_key', '=', scope_key)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    throw new JobAlreadyRunning(live?.id ?? '');
  }
}

export function readJob(db: Kysely<DB>, jobId: string): Promise<JobRow | undefined> {
  return db.selectFrom('admin_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

/**
 * Claims the oldest runnable job for `owner`: a pending one, or a running one whose lease ran out
 * (its process died) with claims left. One statement: the subquery picks a row (PostgreSQL skips
 * rows another claimer has locked), and the outer WHERE checks again on the row it updates, so two
 * claimers never both get one job. Null when there is nothing to run.
 */
export async function claimRefreshJob(
  db: Kysely<DB>,
  clock: Clock,
  owner: string,
  leaseMs: number,
): Promise<JobRow | null> {
  const now = isoAt(clock);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const claimed = await db
    .updateTable('admin_jobs')
    .set((eb) => ({
      status: 'running',
      lease_owner: owner,
      lease_expires_at: isoAt(clock, leaseMs),
      heartbeat_at: now,
      attempts: eb('attempts', '+', 1),
      start_time: eb.fn.coalesce('start_time', eb.val(now)),
    }))
    .where('id', '=', (eb) => {
      const pick = eb
        .selectFrom('admin_jobs')
        .select('id')
        .where('kind', '=', CONFIDENCE_REFRESH_KIND)
        .where('attempts', '<', MAX_JOB_ATTEMPTS)
        .where((w) =>
          w.or([
            w('status', '=', 'pending'),
            w.and([w('status', '=', 'running'), w('lease_expires_at', '<', now)]),
          ]),
        )
        .orderBy('created_at')
        .limit(1);
      return postgres ? pick.forUpdate().skipLocked() : pick;
    })
    .where((w) =>
      w.or([
        w('status', '=', 'pending'),
        w.and([w('status', '=', 'running'), w('lease_expires_at', '<', now)]),
      ]),
    )
    .where('attempts', '<', MAX_JOB_ATTEMPTS)
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

/** Jobs whose holders died MAX_JOB_ATTEMPTS times: failed with the reason (never "running" forever). */
export async function failAbandonedJobs(db: Kysely<DB>, clock: Clock): Promise<number> {
  const now = isoAt(clock);
  const result = await db
    .updateTable('admin_jobs')
    .set({
      status: 'failed',
      error:
        `The server running this job stopped ${MAX_JOB_ATTEMPTS} times before it finished; ` +
        'it was given up. Start the refresh again.',
      end_time: now,
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('kind', '=', CONFIDENCE_REFRESH_KIND)
    .where('status', '=', 'running')
    .where('lease_expires_at', '<', now)
    .where('attempts', '>=', MAX_JOB_ATTEMPTS)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface JobCounts {
  progress: number;
  total_items: number;
  updated: number;
  skipped: number;
  failed: number;
  graded: number;
}

/**
 * Writes progress and extends the lease, only while `owner` still holds the job: false means the
 * lease was lost (another process took the job over), and the holder must stop.
 */
export async function heartbeat(
  db: Kysely<DB>,
  clock: Clock,
  jobId: string,
  owner: string,
  leaseMs: number,
  counts: JobCounts,
): Promise<boolean> {
  const result = await db
    .updateTable('admin_jobs')
    .set({ ...counts, heartbeat_at: isoAt(clock), lease_expires_at: isoAt(clock, leaseMs) })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the job (completed or failed) if `owner` still holds it. */
export async function finishJob(
  db: Kysely<DB>,
  clock: Clock,
  jobId: string,
  owner: string,
  outcome: { status: 'completed' | 'failed'; error: string | null; counts: JobCounts },
): Promise<boolean> {
  const now = isoAt(clock);
  const result = await db
    .updateTable('admin_jobs')
    .set({
      ...outcome.counts,
      status: outcome.status,
      error: outcome.error,
      end_time: now,
      heartbeat_at: now,
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A graceful shutdown hands the job back at once (pending again; this claim is not counted). */
export async function releaseJob(db: Kysely<DB>, jobId: string, owner: string): Promise<void> {
  await db
    .updateTable('admin_jobs')
    .set((eb) => ({
      status: 'pending',
      lease_owner: null,
      lease_expires_at: null,
      attempts: eb('attempts', '-', 1),
    }))
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .execute();
}
