// The security events retention job: deletes events older than SECURITY_EVENT_RETENTION_DAYS
// (180) at start and then every hour.
import {
  deleteExpiredSecurityEvents,
  SECURITY_EVENT_RETENTION_DAYS,
} from '../services/security-events';
import { startRetentionJob, type RetentionDeps, type RetentionJob } from './retention-job';

export function startSecurityEventRetention(deps: RetentionDeps): RetentionJob {
  return startRetentionJob(
    {
      name: 'security event',
      retentionDays: SECURITY_EVENT_RETENTION_DAYS,
      deleteExpired: (database, clock) => deleteExpiredSecurityEvents(database.db, clock),
    },
    deps,
  );
}
