import { describe, expect, it } from 'vitest';
import {
  buildRefreshRequest,
  jobFromPollReply,
  normalizeWorkers,
  REFRESH_MESSAGES,
  REFRESH_POLL_INTERVAL_MS,
  refreshCompletedToast,
  refreshJobFailureMessage,
  refreshStartFailureMessage,
  refreshStatusColour,
  runningJobIdOf,
  shouldStopPolling,
} from '../../../../src/domain/admin/confidence-refresh';
import type { RefreshJob } from '../../../../src/domain/admin/confidence-refresh';

const job: RefreshJob = {
  job_id: 'j1',
  status: 'running',
  progress: 40,
  total_items: 10,
  updated: 3,
  skipped: 1,
  failed: 0,
  error: null,
  start_time: null,
  end_time: null,
};

describe('refresh options', () => {
  it('keeps workers an integer from 1 to 10, default 5', () => {
    expect(normalizeWorkers(undefined)).toBe(5);
    expect(normalizeWorkers('abc')).toBe(5);
    expect(normalizeWorkers('')).toBe(5);
    expect(normalizeWorkers(0)).toBe(1);
    expect(normalizeWorkers(11)).toBe(10);
    expect(normalizeWorkers('7')).toBe(7);
    expect(normalizeWorkers(3.6)).toBe(4);
  });

  it('sends date and expert only when given, expert trimmed', () => {
    expect(buildRefreshRequest({})).toEqual({ request: { workers: 5 }, error: null });
    expect(buildRefreshRequest({ workers: 8, date: '2025-07-20', expert: '  Sharp Sam ' })).toEqual(
      {
        request: { workers: 8, date: '2025-07-20', expert: 'Sharp Sam' },
        error: null,
      },
    );
    expect(buildRefreshRequest({ date: ' ', expert: '   ' })).toEqual({
      request: { workers: 5 },
      error: null,
    });
    expect(buildRefreshRequest({ date: '2025-02-31' })).toEqual({
      request: null,
      error: 'Invalid date. Please enter a valid date.',
    });
  });
});

describe('refresh job status', () => {
  it('colours the status text', () => {
    expect(refreshStatusColour('completed')).toBe('green');
    expect(refreshStatusColour('failed')).toBe('red');
    expect(refreshStatusColour('running')).toBe('blue');
    expect(refreshStatusColour('pending')).toBe('yellow');
  });

  it('polls every 2 s until complete, completed or failed', () => {
    expect(REFRESH_POLL_INTERVAL_MS).toBe(2000);
    expect(shouldStopPolling({ isComplete: false }, job)).toBe(false);
    expect(shouldStopPolling({ isComplete: true }, job)).toBe(true);
    expect(shouldStopPolling({}, { status: 'completed' })).toBe(true);
    expect(shouldStopPolling({}, { status: 'failed' })).toBe(true);
    expect(shouldStopPolling(null, null)).toBe(false);
  });

  it('reads the job from data or job', () => {
    expect(jobFromPollReply({ data: job })).toBe(job);
    expect(jobFromPollReply({ job })).toBe(job);
    expect(jobFromPollReply({})).toBeNull();
  });

  it('follows the running job a refused start names, and only on 409', () => {
    expect(runningJobIdOf({ httpStatus: 409, job_id: 'j7' })).toBe('j7');
    expect(runningJobIdOf({ httpStatus: 409 })).toBeNull();
    expect(runningJobIdOf({ httpStatus: 400, job_id: 'j7' })).toBeNull();
    expect(runningJobIdOf({ httpStatus: 409, job_id: '' })).toBeNull();
  });

  it('words the messages', () => {
    expect(refreshStartFailureMessage()).toBe('Failed to start refresh job');
    expect(refreshStartFailureMessage('Busy')).toBe('Busy');
    expect(refreshJobFailureMessage({ error: null })).toBe('Confidence refresh failed');
    expect(refreshJobFailureMessage({ error: 'DB down' })).toBe('DB down');
    expect(REFRESH_MESSAGES.started).toBe('Confidence refresh job started!');
    expect(refreshCompletedToast(job)).toBe(
      'Confidence refresh completed! Updated: 3, Skipped: 1, Failed: 0',
    );
  });
});
