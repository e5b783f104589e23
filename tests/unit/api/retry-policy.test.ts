// The one retry-by-status table: each background sender's answers, as they were before [P].
import { describe, expect, it } from 'vitest';
import { answerKind, countsTowardsGiveUp, isTriedAgain } from '../../../src/api/retry-policy';

const STATUSES = [
  0, 200, 204, 304, 400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503, 504,
];

describe('retry policy', () => {
  it('names each answer', () => {
    expect(STATUSES.map(answerKind)).toEqual([
      'offline',
      'taken',
      'taken',
      'refused',
      'refused',
      'signed-out',
      'refused',
      'refused',
      'timed-out',
      'in-progress',
      'refused',
      'refused',
      'throttled',
      'server-failed',
      'outage',
      'outage',
      'outage',
    ]);
  });

  it('the outbox retries network, 401, 408, 409, 429 and 5xx', () => {
    const retried = STATUSES.filter((s) => isTriedAgain('outbox', s));
    expect(retried).toEqual([0, 401, 408, 409, 429, 500, 502, 503, 504]);
  });

  it('telemetry retries 401, 429 and 5xx; drops 408 and 409', () => {
    const retried = STATUSES.filter((s) => s !== 0 && isTriedAgain('telemetry', s));
    expect(retried).toEqual([401, 429, 500, 502, 503, 504]);
  });

  it('a revoke is settled by 2xx and 4xx except 408 and 429', () => {
    const retried = STATUSES.filter((s) => s !== 0 && isTriedAgain('revocation', s));
    expect(retried).toEqual([408, 429, 500, 502, 503, 504]);
  });

  it('offline, 401 and outages never count towards giving up', () => {
    const uncounted = STATUSES.filter((s) => !countsTowardsGiveUp(s));
    expect(uncounted).toEqual([0, 401, 502, 503, 504]);
  });
});
