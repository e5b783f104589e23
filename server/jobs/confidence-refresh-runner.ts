// Runs confidence refresh jobs in this process: one at a time, claimed from the database under a
// lease that heartbeats keep alive. The start route kicks it at once; a sweeper timer (main.ts)
// claims jobs left pending or orphaned by a dead process (picked up within lease + sweep, under a
// minute by default) and fails those whose holders died too often. One runner per database.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../services/clock';
import { runConfidenceRefresh } from '../services/confidence-refresh';
import {
  claimRefreshJob,
  failAbandonedJobs,
  finishJob,
  heartbeat,
  noJobCounts,
  paramsOf,
  releaseJob,
  type JobCounts,
} from '../services/confidence-refresh-jobs';

/** A running job's lease; a holder that stops heartbeating loses the job after this long. */
export const DEFAULT_JOB_LEASE_MS = 30_000;
/** How often the sweeper looks for pending and orphaned jobs. */
export const DEFAULT_JOB_SWEEP_MS = 10_000;

function positiveMs(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 100 ? Math.round(n) : fallback;
}

/** ADMIN_JOB_LEASE_MS and ADMIN_JOB_SWEEP_MS (tests and operators shorten or lengthen them). */
export function jobTimingFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    leaseMs: positiveMs(env.ADMIN_JOB_LEASE_MS, DEFAULT_JOB_LEASE_MS),
    sweepMs: positiveMs(env.ADMIN_JOB_SWEEP_MS, DEFAULT_JOB_SWEEP_MS),
  };
}

export interface RefreshRunnerDeps {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  leaseMs?: number;
  /** Called after a job completed (the live stream tells open pages the confidences moved). */
  completed?: () => Promise<void>;
}

export class ConfidenceRefreshRunner {
  /** This process's name on the leases it holds. */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly leaseMs: number;
  private active: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly deps: RefreshRunnerDeps) {
    this.leaseMs = deps.leaseMs ?? jobTimingFromEnv().leaseMs;
  }

  /** Runs whatever is claimable now, one job after another; a kick while busy runs once more. */
  kick(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (this.active) {
      this.again = true;
      return this.active;
    }
    this.active = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopping && (await this.runOne()));
        } while (this.again && !this.stopping);
      } catch (error) {
        // a claim that failed (the database away): the job stays claimable, the sweep retries
        this.deps.log.warn(
          { err: error },
          'confidence refresh: claiming failed; the sweep retries',
        );
      } finally {
        this.active = null;
      }
    })();
    return this.active;
  }

  /** One sweep: fail jobs given up on, then claim and run what is runnable. */
  async sweep(): Promise<void> {
    const { database, clock, log } = this.deps;
    try {
      const failed = await failAbandonedJobs(database.db, clock);
      if (failed > 0) log.warn({ failed }, 'confidence refresh: abandoned jobs marked failed');
      await this.kick();
    } catch (error) {
      log.warn({ err: error }, 'confidence refresh sweep failed; the next one retries');
    }
  }

  /** Starts the sweeper timer (unref'd: it never keeps the process alive). */
  startSweeper(intervalMs: number): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => void this.sweep(), intervalMs);
    this.sweeper.unref();
    void this.sweep();
  }

  /** Stops claiming; a job in progress is handed back (pending) for another process. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.active?.catch(() => undefined);
  }

  /** Claims and runs one job; false when there was none. */
  private async runOne(): Promise<boolean> {
    const { database, clock, log } = this.deps;
    const job = await claimRefreshJob(database.db, clock, this.owner, this.leaseMs);
    if (!job) return false;
    log.info({ jobId: job.id, attempt: job.attempts }, 'confidence refresh job claimed');
    let last = noJobCounts();
    let lost = false;
    // the lease is extended by each progress report, and by a timer between reports (grading and
    // loading before the first report, a slow item)
    const keepAlive = setInterval(
      () => void beat(last).catch(() => undefined),
      Math.max(100, Math.floor(this.leaseMs / 3)),
    );
    const beat = async (counts: JobCounts) => {
      last = counts;
      if (lost) return false;
      if (!(await heartbeat(database.db, clock, job.id, this.owner, this.leaseMs, counts))) {
        lost = true;
        log.warn({ jobId: job.id }, 'confidence refresh: lease lost; another process has the job');
      }
      return !lost && !this.stopping;
    };
    try {
      const params = paramsOf(job);
      const counts = await runConfidenceRefresh(database.db, clock, params, beat, log);
      if (counts) {
        await finishJob(database.db, clock, job.id, this.owner, {
          status: 'completed',
          error: null,
          counts,
        });
        log.info({ jobId: job.id, ...counts }, 'confidence refresh job completed');
        await this.deps.completed?.().catch(() => undefined);
      } else if (this.stopping && !lost) {
        await releaseJob(database.db, job.id, this.owner);
      }
    } catch (error) {
      log.error({ err: error, jobId: job.id }, 'confidence refresh job failed');
      const message = error instanceof Error ? error.message : String(error);
      await finishJob(database.db, clock, job.id, this.owner, {
        status: 'failed',
        error: `Confidence refresh failed: ${message}`,
        counts: last,
      }).catch(() => undefined);
    } finally {
      clearInterval(keepAlive);
    }
    return true;
  }
}

const runners = new WeakMap<Database, ConfidenceRefreshRunner>();

/** This process's runner for a database (the route and the sweeper share it). */
export function confidenceRefreshRunner(deps: RefreshRunnerDeps): ConfidenceRefreshRunner {
  let runner = runners.get(deps.database);
  if (!runner) {
    runner = new ConfidenceRefreshRunner(deps);
    runners.set(deps.database, runner);
  }
  return runner;
}

/** main.ts: the sweeper on a timer (ADMIN_JOB_SWEEP_MS, default 10 s). */
export function startConfidenceRefreshSweeper(deps: RefreshRunnerDeps): ConfidenceRefreshRunner {
  const runner = confidenceRefreshRunner(deps);
  runner.startSweeper(jobTimingFromEnv().sweepMs);
  return runner;
}
