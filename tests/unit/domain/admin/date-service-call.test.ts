import { describe, expect, it } from 'vitest';
import {
  callWithDateRetries,
  classifyDateCall,
  type DateCallAttempt,
} from '../../../../src/domain/admin/date-service-call';
import { dateUpdateFailureMessage } from '../../../../src/domain/admin/date-service-errors';

const answer = (httpStatus: number, reply: Record<string, unknown> = {}): DateCallAttempt => ({
  httpStatus,
  reply,
  timedOut: false,
});

describe('one date call', () => {
  it('a 200 with success is a success carrying the reply', () => {
    const result = classifyDateCall(
      answer(200, { success: true, message: 'ok', date: '2026-01-02' }),
    );
    expect(result.success).toBe(true);
    expect(result.reply?.date).toBe('2026-01-02');
  });

  it('a 200 without success is an invalid response', () => {
    expect(classifyDateCall(answer(200, {})).code).toBe('INVALID_RESPONSE');
  });

  it('the wrong-admin-password refusal is INVALID_PASSWORD with the panel wording', () => {
    const result = classifyDateCall(
      answer(403, { success: false, error: 'admin_password_invalid', code: 'INVALID_PASSWORD' }),
    );
    expect(result.code).toBe('INVALID_PASSWORD');
    expect(dateUpdateFailureMessage(result)).toBe(
      'Invalid admin password. Please check your password.',
    );
  });

  it('a refused date keeps the first problem as message and every problem in details', () => {
    const result = classifyDateCall(
      answer(400, {
        success: false,
        message: 'Date must be between 2020 and 2030',
        code: 'VALIDATION_ERROR',
        details: [
          'Date must be between 2020 and 2030',
          'Date cannot be more than 1 year in the past',
        ],
      }),
    );
    expect(result.message).toBe('Date must be between 2020 and 2030');
    expect(result.details).toHaveLength(2);
  });

  it('a status with no message gets the date service sentence for it', () => {
    expect(classifyDateCall(answer(503)).message).toBe(
      'Service temporarily unavailable. Please try again later.',
    );
    expect(classifyDateCall(answer(403, { success: false })).message).toBe(
      "Access denied. You don't have permission to perform this action.",
    );
  });

  it('no answer is a network error, a timeout a timeout error', () => {
    expect(dateUpdateFailureMessage(classifyDateCall(answer(0)))).toBe(
      'Network error. Please check your connection and try again.',
    );
    const timedOut = classifyDateCall({ httpStatus: 0, reply: {}, timedOut: true });
    expect(timedOut.code).toBe('TIMEOUT_ERROR');
    expect(dateUpdateFailureMessage(timedOut)).toBe('Request timed out. Please try again.');
  });
});

describe('retries', () => {
  it('retries a network or timeout error after 1, 2 and 3 seconds, then gives up', async () => {
    const slept: number[] = [];
    let calls = 0;
    const result = await callWithDateRetries(
      () => {
        calls += 1;
        return Promise.resolve(
          calls % 2 ? answer(0) : { httpStatus: 0, reply: {}, timedOut: true },
        );
      },
      (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    );
    expect(calls).toBe(4);
    expect(slept).toEqual([1000, 2000, 3000]);
    expect(result.code).toBe('TIMEOUT_ERROR');
  });

  it('stops at the first answer that is not a network failure', async () => {
    const replies = [answer(0), answer(200, { success: true, message: 'done' })];
    const slept: number[] = [];
    const result = await callWithDateRetries(
      () => Promise.resolve(replies.shift()!),
      (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    );
    expect(result.success).toBe(true);
    expect(slept).toEqual([1000]);
  });

  it('never retries a refusal', async () => {
    let calls = 0;
    await callWithDateRetries(
      () => {
        calls += 1;
        return Promise.resolve(answer(400, { success: false, message: 'Date is required' }));
      },
      () => Promise.resolve(),
    );
    expect(calls).toBe(1);
  });
});
