// The telemetry retention job: deletes events older than 30 days at start and then every hour.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../services/clock';
import { deleteExpiredTelemetry, TELEMETRY_RETENTION_DAYS } from '../services/telemetry';

export const TELEMETRY_RETENTION_INTERVAL_MS = 60 * 60_000;

export interface RetentionJob {
  /** Stops the interval; a run in progress finishes. */
  stop(): void;
  /** The run started at start (tests await it). */
  firstRun: Promise<void>;
}

/**
 * Starts the job: one run now, then one per interval on an unref'd timer (it never keeps the
 * process alive). Several processes may run it at once: the delete is idempotent and chunked.
 * A failed run is logged and the next one tries again.
 */
export function startTelemetryRetention(deps: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): RetentionJob {
  let running = false;
  const run = async () => {
    if (running) return; // a slow run is not stacked on
    running = true;
    try {
      const deleted = await deleteExpiredTelemetry(deps.database.db, deps.clock);
      if (deleted > 0) {
        deps.log.info(
          { deleted, retentionDays: TELEMETRY_RETENTION_DAYS },
          'telemetry retention: old events deleted',
        );
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'telemetry retention run failed; the next one retries');
    } finally {
      running = false;
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), deps.intervalMs ?? TELEMETRY_RETENTION_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
