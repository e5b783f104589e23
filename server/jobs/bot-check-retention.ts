// The bot check's used-token rows: deleted once the token has expired (its expiry check refuses it
// from then on, so the row has no more work to do), at start and then every hour.
import { deleteExpiredBotCheckUses } from '../services/bot-check-uses';
import { startRetentionJob, type RetentionDeps, type RetentionJob } from './retention-job';

export function startBotCheckRetention(deps: RetentionDeps): RetentionJob {
  return startRetentionJob(
    {
      name: 'bot check token',
      // kept until the token's own expiry (minutes), not for whole days
      retentionDays: 0,
      deleteExpired: (database, clock) => deleteExpiredBotCheckUses(database.db, clock),
    },
    deps,
  );
}
