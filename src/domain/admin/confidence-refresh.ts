// The admin's confidence refresh job: request options, status colours, when polling stops, and
// the panel's messages.
import { isRealCalendarDate } from '../time/calendar-date';

export const REFRESH_WORKERS_MIN = 1;
export const REFRESH_WORKERS_MAX = 10;
export const REFRESH_WORKERS_DEFAULT = 5;
export const REFRESH_POLL_INTERVAL_MS = 2_000;

export type RefreshJobStatus = 'pending' | 'running' | 'completed' | 'failed';

export interface RefreshJob {
  job_id: string;
  status: RefreshJobStatus;
  progress: number;
  total_items: number;
  updated: number;
  skipped: number;
  failed: number;
  error: string | null;
  start_time: string | null;
  end_time: string | null;
}

/** An integer from 1 to 10; anything unreadable becomes the default 5. */
export function normalizeWorkers(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return REFRESH_WORKERS_DEFAULT;
  return Math.min(REFRESH_WORKERS_MAX, Math.max(REFRESH_WORKERS_MIN, Math.round(n)));
}

export interface RefreshRequest {
  workers: number;
  date?: string;
  expert?: string;
}

export const REFRESH_DATE_ERROR = 'Invalid date. Please enter a valid date.';

/** The start-refresh body: workers clamped, date only when given, expert trimmed when given. */
export function buildRefreshRequest(options: {
  workers?: unknown;
  date?: string | null;
  expert?: string | null;
}): { request: RefreshRequest; error: null } | { request: null; error: string } {
  const request: RefreshRequest = { workers: normalizeWorkers(options.workers) };
  const date = options.date?.trim();
  if (date) {
    if (!isRealCalendarDate(date)) return { request: null, error: REFRESH_DATE_ERROR };
    request.date = date;
  }
  const expert = options.expert?.trim();
  if (expert) request.expert = expert;
  return { request, error: null };
}

export type StatusColour = 'green' | 'red' | 'blue' | 'yellow';

export function refreshStatusColour(status: string): StatusColour {
  if (status === 'completed') return 'green';
  if (status === 'failed') return 'red';
  if (status === 'running') return 'blue';
  return 'yellow';
}

/** Polling stops when the reply says isComplete or the job is completed or failed. */
export function shouldStopPolling(
  reply: { isComplete?: boolean } | null,
  job: Pick<RefreshJob, 'status'> | null,
): boolean {
  return reply?.isComplete === true || job?.status === 'completed' || job?.status === 'failed';
}

/** The reply carries the job under `data` or under `job`. */
export function jobFromPollReply(reply: {
  data?: RefreshJob | null;
  job?: RefreshJob | null;
}): RefreshJob | null {
  return reply.data ?? reply.job ?? null;
}

/**
 * The job a refused start points at: the server answers 409 with the running job's id when one
 * already runs for the same scope, and the panel follows that job instead of showing nothing.
 */
export function runningJobIdOf(reply: { httpStatus: number; job_id?: unknown }): string | null {
  return reply.httpStatus === 409 && typeof reply.job_id === 'string' && reply.job_id !== ''
    ? reply.job_id
    : null;
}

export const REFRESH_MESSAGES = {
  startFailed: 'Failed to start refresh job',
  jobFailed: 'Confidence refresh failed',
  started: 'Confidence refresh job started!',
} as const;

export function refreshStartFailureMessage(serverMessage?: string | null): string {
  return serverMessage || REFRESH_MESSAGES.startFailed;
}

export function refreshJobFailureMessage(job: Pick<RefreshJob, 'error'>): string {
  return job.error || REFRESH_MESSAGES.jobFailed;
}

export function refreshCompletedToast(
  job: Pick<RefreshJob, 'updated' | 'skipped' | 'failed'>,
): string {
  const { updated, skipped, failed } = job;
  return `Confidence refresh completed! Updated: ${updated}, Skipped: ${skipped}, Failed: ${failed}`;
}
