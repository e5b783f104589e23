// The refresh job the panel started: polled every 2 s until the reply says it is complete (or its
// status is completed or failed), then the completion or failure toast. Poll errors are only logged.
import { useEffect, useState } from 'react';
import { isFailure } from '../../api/client';
import type { RefreshJob } from '../../api/confidence-contract';
import { showToast } from '../../app/toast-host';
import {
  jobFromPollReply,
  REFRESH_POLL_INTERVAL_MS,
  refreshCompletedToast,
  refreshJobFailureMessage,
  shouldStopPolling,
} from '../../domain/admin/confidence-refresh';
import { pollConfidenceRefresh } from './admin-api';
import { adminPasswordHeaders } from './admin-session';

export interface RefreshJobTracker {
  job: RefreshJob | null;
  /** Pending or running: Start and Reset wait for it. */
  live: boolean;
  follow: (job: RefreshJob) => void;
  clear: () => void;
}

export function useRefreshJob(userId: number | null): RefreshJobTracker {
  const [job, setJob] = useState<RefreshJob | null>(null);
  const jobId = job?.job_id ?? null;
  const done = job !== null && shouldStopPolling(null, job);

  useEffect(() => {
    if (jobId === null || done) return undefined;
    let stopped = false;
    const timer = setInterval(() => {
      void pollConfidenceRefresh(jobId, adminPasswordHeaders(userId)).then((reply) => {
        if (stopped) return;
        if (isFailure(reply)) {
          console.warn('confidence refresh poll failed', reply.httpStatus, reply.message);
          return;
        }
        // the contract's job is the domain's job plus its scope and counts
        const polled = jobFromPollReply(reply) as RefreshJob | null;
        if (!polled) return;
        setJob(polled);
        if (!shouldStopPolling(reply, polled)) return;
        stopped = true;
        clearInterval(timer);
        if (polled.status === 'failed') {
          void showToast((toast) => toast.error(refreshJobFailureMessage(polled)));
        } else {
          void showToast((toast) => toast.success(refreshCompletedToast(polled)));
        }
      });
    }, REFRESH_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [jobId, done, userId]);

  return {
    job,
    live: job !== null && !done,
    follow: setJob,
    clear: () => setJob(null),
  };
}
