// The telemetry retention job: deletes events older than 30 days at start and then every hour.
import { deleteExpiredTelemetry, TELEMETRY_RETENTION_DAYS } from '../services/telemetry';
import { startRetentionJob, type RetentionDeps, type RetentionJob } from './retention-job';

export function startTelemetryRetention(deps: RetentionDeps): RetentionJob {
  return startRetentionJob(
    {
      name: 'telemetry',
      retentionDays: TELEMETRY_RETENTION_DAYS,
      deleteExpired: (database, clock) => deleteExpiredTelemetry(database.db, clock),
    },
    deps,
  );
}
