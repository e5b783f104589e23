// Refresh Confidence Ratings: Advanced Options (date, expert name, the 1-10 workers slider), the
// job status box, Start Refresh (through 'Start Confidence Refresh') and Reset. The job runs on the
// server; this panel starts it and polls it every 2 s.
import { useId, useState } from 'react';
import { isAdminPasswordRefusal } from '../../api/admin-contract';
import { isFailure } from '../../api/client';
import { showToast } from '../../app/toast-host';
import {
  buildRefreshRequest,
  jobFromPollReply,
  REFRESH_MESSAGES,
  REFRESH_WORKERS_DEFAULT,
  REFRESH_WORKERS_MAX,
  REFRESH_WORKERS_MIN,
  refreshStartFailureMessage,
  runningJobIdOf,
  type RefreshRequest,
} from '../../domain/admin/confidence-refresh';
import type { RefreshJob } from '../../api/confidence-contract';
import { Button } from '../../ui/button';
import { AdminConfirmDialog } from './admin-confirm-dialog';
import { pollConfidenceRefresh, startConfidenceRefresh } from './admin-api';
import { AdminPanelFrame } from './admin-panel-frame';
import { adminPasswordHeaders } from './admin-session';
import { RefreshStatusBox } from './refresh-status-box';
import { useRefreshJob } from './use-refresh-job';
import styles from './admin.module.css';

export function RefreshPanel({ userId }: { userId: number | null }) {
  return (
    <AdminPanelFrame
      userId={userId}
      gate="refresh"
      title="Refresh Confidence Ratings"
      description="Grades what has results, recomputes each pick's confidence and refits the calibration."
      testId="refresh-panel"
      gateTestId="refresh-gate"
    >
      {(relock) => <RefreshBody userId={userId} relock={relock} />}
    </AdminPanelFrame>
  );
}

function scopeText(request: RefreshRequest): string {
  const picks = request.date ? `the picks of ${request.date}` : 'every pick';
  const expert = request.expert ? ` by ${request.expert}` : '';
  return `${picks}${expert}, with ${request.workers} worker${request.workers === 1 ? '' : 's'}`;
}

function RefreshBody({ userId, relock }: { userId: number | null; relock: () => void }) {
  const optionsId = useId();
  const [advanced, setAdvanced] = useState(false);
  const [date, setDate] = useState('');
  const [expert, setExpert] = useState('');
  const [workers, setWorkers] = useState(REFRESH_WORKERS_DEFAULT);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RefreshRequest | null>(null);
  const [starting, setStarting] = useState(false);
  const tracker = useRefreshJob(userId);

  function requestStart() {
    const built = buildRefreshRequest({ workers, date, expert });
    setError(built.error);
    if (built.request) setConfirming(built.request);
  }

  async function start(request: RefreshRequest) {
    setStarting(true);
    setError(null);
    const reply = await startConfidenceRefresh(request, adminPasswordHeaders(userId));
    setStarting(false);
    if (!isFailure(reply)) {
      tracker.follow(reply.job);
      void showToast((toast) => toast.success(REFRESH_MESSAGES.started));
      return;
    }
    const message = refreshStartFailureMessage(reply.message);
    void showToast((toast) => toast.error(message));
    if (isAdminPasswordRefusal(reply as { error?: unknown })) {
      relock();
      return;
    }
    setError(message);
    // one already runs for this scope (another tab, another admin): show its progress here
    const runningId = runningJobIdOf(reply as { httpStatus: number; job_id?: unknown });
    if (runningId !== null) await adoptRunningJob(runningId);
  }

  async function adoptRunningJob(jobId: string) {
    const polled = await pollConfidenceRefresh(jobId, adminPasswordHeaders(userId));
    if (isFailure(polled)) return;
    const job = jobFromPollReply(polled) as RefreshJob | null;
    if (job) tracker.follow(job);
  }

  function reset() {
    setDate('');
    setExpert('');
    setWorkers(REFRESH_WORKERS_DEFAULT);
    setError(null);
    tracker.clear();
  }

  return (
    <div className={styles.panelBody}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={advanced}
        aria-controls={optionsId}
        onClick={() => setAdvanced((open) => !open)}
        data-testid="refresh-advanced-toggle"
      >
        <span aria-hidden="true">{advanced ? '▾' : '▸'}</span> Advanced Options
      </button>
      <div
        id={optionsId}
        hidden={!advanced}
        className={styles.options}
        data-testid="refresh-advanced"
      >
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Date (optional)</span>
          <input
            type="date"
            className={styles.input}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            data-testid="refresh-date"
          />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Expert name (optional)</span>
          <input
            type="text"
            className={styles.input}
            value={expert}
            maxLength={200}
            placeholder="Every expert"
            onChange={(event) => setExpert(event.target.value)}
            data-testid="refresh-expert"
          />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>
            Workers: <output data-testid="refresh-workers-value">{workers}</output>
          </span>
          <input
            type="range"
            className={styles.slider}
            min={REFRESH_WORKERS_MIN}
            max={REFRESH_WORKERS_MAX}
            step={1}
            value={workers}
            onChange={(event) => setWorkers(Number(event.target.value))}
            data-testid="refresh-workers"
          />
        </label>
      </div>

      <RefreshStatusBox job={tracker.job} />
      {error && (
        <p className={styles.error} role="alert" data-testid="refresh-start-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          onClick={requestStart}
          disabled={starting || tracker.live}
          data-testid="refresh-start"
        >
          {starting ? 'Starting…' : tracker.live ? 'Refreshing…' : 'Start Refresh'}
        </Button>
        <Button
          variant="secondary"
          onClick={reset}
          disabled={starting || tracker.live}
          data-testid="refresh-reset"
        >
          Reset
        </Button>
      </div>

      {confirming && (
        <AdminConfirmDialog
          title="Start Confidence Refresh"
          confirmLabel="Start Refresh"
          testId="refresh-confirm"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const request = confirming;
            setConfirming(null);
            void start(request);
          }}
        >
          <p>
            Grade what has results and recompute the confidence of{' '}
            <span data-testid="refresh-confirm-scope">{scopeText(confirming)}</span>? Changes are
            recorded in each pick&apos;s confidence history.
          </p>
        </AdminConfirmDialog>
      )}
    </div>
  );
}
