// The refresh job's status box: the status in the spec's colour (completed green, failed red,
// running blue, otherwise yellow), the progress bar, the counts, the times and any error.
import type { RefreshJob } from '../../api/confidence-contract';
import {
  refreshJobFailureMessage,
  refreshStatusColour,
} from '../../domain/admin/confidence-refresh';
import styles from './admin.module.css';

const COLOUR_CLASS = {
  green: styles.statusGreen,
  red: styles.statusRed,
  blue: styles.statusBlue,
  yellow: styles.statusYellow,
} as const;

function timeOf(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleTimeString('en-US', { timeZone: 'America/Los_Angeles' });
}

export function RefreshStatusBox({ job }: { job: RefreshJob | null }) {
  if (!job) {
    return (
      <div className={styles.statusBox} data-testid="refresh-status" data-status="idle">
        <p className={styles.note}>No refresh started from this page yet.</p>
      </div>
    );
  }
  const colour = refreshStatusColour(job.status);
  const scope = [job.date ?? 'every date', job.expert ?? 'every expert'].join(' · ');
  return (
    <div className={styles.statusBox} data-testid="refresh-status" data-status={job.status}>
      <div className={styles.statusHead}>
        <span
          className={`${styles.statusText} ${COLOUR_CLASS[colour]}`}
          data-testid="refresh-status-text"
          data-colour={colour}
        >
          {job.status}
        </span>
        <span className={styles.note} data-testid="refresh-job-id">
          Job {job.job_id.slice(0, 8)} · {scope} · {job.workers} workers
        </span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Refresh progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        data-testid="refresh-progress"
      >
        <div
          className={`${styles.progressFill} ${COLOUR_CLASS[colour]}`}
          style={{ width: `${job.progress}%` }}
        />
      </div>
      <dl className={styles.counts}>
        {(
          [
            ['Progress', `${job.progress}%`, 'refresh-progress-value'],
            ['Picks', job.total_items, 'refresh-count-total'],
            ['Updated', job.updated, 'refresh-count-updated'],
            ['Skipped', job.skipped, 'refresh-count-skipped'],
            ['Failed', job.failed, 'refresh-count-failed'],
            ['Graded', job.graded, 'refresh-count-graded'],
          ] as const
        ).map(([label, value, testId]) => (
          <div key={label} className={styles.count}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note} data-testid="refresh-times">
        Started {timeOf(job.start_time)} · Ended {timeOf(job.end_time)}
      </p>
      {job.status === 'failed' && (
        <p className={styles.error} role="alert" data-testid="refresh-error">
          {refreshJobFailureMessage(job)}
        </p>
      )}
    </div>
  );
}
