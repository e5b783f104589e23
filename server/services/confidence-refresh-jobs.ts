// The confidence refresh job's life (its row in admin_jobs, queried by
// repositories/admin-jobs.repository.ts): created once per scope, claimed by exactly one process
// under a lease (PostgreSQL: FOR UPDATE SKIP LOCKED; SQLite: the same conditional UPDATE, which
// SQLite's single writer makes atomic), kept alive by heartbeats, and picked up again (or failed
// with the reason) when its process dies.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RefreshJob } from '../../src/api/confidence-contract';
import type { DB } from '../db/tables';
import { isUniqueViolation } from '../db/unique-violation';
import {
  claimJob,
  failAbandoned,
  findJob,
  findLiveJobId,
  insertJob,
  releaseHeldJob,
  updateHeldJob,
  type JobRow,
} from '../repositories/admin-jobs.repository';
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

/** Creates a pending job; a live job of the same scope (the database's unique index) is a 409. */
export async function createRefreshJob(
  db: Kysely<DB>,
  clock: Clock,
  params: RefreshParams,
): Promise<JobRow> {
  const scope_key = scopeKeyOf(params);
  try {
    return await insertJob(db, {
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
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const live = await findLiveJobId(db, CONFIDENCE_REFRESH_KIND, scope_key);
    throw new JobAlreadyRunning(live?.id ?? '');
  }
}

export function readJob(db: Kysely<DB>, jobId: string): Promise<JobRow | undefined> {
  return findJob(db, jobId);
}

/**
 * Claims the oldest runnable job for `owner`: a pending one, or a running one whose lease ran out
 * (its process died) with claims left; two claimers never both get one job (the repository's one
 * statement). Null when there is nothing to run.
 */
export async function claimRefreshJob(
  db: Kysely<DB>,
  clock: Clock,
  owner: string,
  leaseMs: number,
): Promise<JobRow | null> {
  const claimed = await claimJob(db, {
    kind: CONFIDENCE_REFRESH_KIND,
    owner,
    now: isoAt(clock),
    leaseUntil: isoAt(clock, leaseMs),
    maxAttempts: MAX_JOB_ATTEMPTS,
  });
  return claimed ?? null;
}

/** Jobs whose holders died MAX_JOB_ATTEMPTS times: failed with the reason (never "running" forever). */
export async function failAbandonedJobs(db: Kysely<DB>, clock: Clock): Promise<number> {
  return failAbandoned(db, {
    kind: CONFIDENCE_REFRESH_KIND,
    now: isoAt(clock),
    maxAttempts: MAX_JOB_ATTEMPTS,
    error:
      `The server running this job stopped ${MAX_JOB_ATTEMPTS} times before it finished; ` +
      'it was given up. Start the refresh again.',
  });
}

export interface JobCounts {
  progress: number;
  total_items: number;
  updated: number;
  skipped: number;
  failed: number;
  graded: number;
}

/** A job's counts before it has done anything (a fresh object: the runner counts into it). */
export function noJobCounts(): JobCounts {
  return { progress: 0, total_items: 0, updated: 0, skipped: 0, failed: 0, graded: 0 };
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
  return updateHeldJob(db, jobId, owner, {
    ...counts,
    heartbeat_at: isoAt(clock),
    lease_expires_at: isoAt(clock, leaseMs),
  });
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
  return updateHeldJob(db, jobId, owner, {
    ...outcome.counts,
    status: outcome.status,
    error: outcome.error,
    end_time: now,
    heartbeat_at: now,
    lease_owner: null,
    lease_expires_at: null,
  });
}

/** A graceful shutdown hands the job back at once (pending again; this claim is not counted). */
export async function releaseJob(db: Kysely<DB>, jobId: string, owner: string): Promise<void> {
  await releaseHeldJob(db, jobId, owner);
}
