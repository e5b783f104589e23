// The retention runner the jobs share: one run at start, then one per interval on an unref'd timer
// (it never keeps the process alive). Several processes may run a job at once: each delete is
// idempotent and chunked. A slow run is not stacked on; a failed run is logged and the next retries.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../services/clock';

export const RETENTION_INTERVAL_MS = 60 * 60_000;

export interface RetentionJob {
  /** Stops the interval; a run in progress finishes. */
  stop(): void;
  /** The run started at start (tests await it). */
  firstRun: Promise<void>;
}

export interface RetentionDeps {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/** What one job deletes: its name in the log, its kept days, and the delete (rows deleted). */
export interface RetentionRule {
  name: string;
  retentionDays: number;
  deleteExpired(database: Database, clock: Clock): Promise<number>;
}

export function startRetentionJob(rule: RetentionRule, deps: RetentionDeps): RetentionJob {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await rule.deleteExpired(deps.database, deps.clock);
      if (deleted > 0) {
        deps.log.info(
          { deleted, retentionDays: rule.retentionDays },
          `${rule.name} retention: old events deleted`,
        );
      }
    } catch (error) {
      deps.log.warn({ err: error }, `${rule.name} retention run failed; the next one retries`);
    } finally {
      running = false;
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), deps.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
