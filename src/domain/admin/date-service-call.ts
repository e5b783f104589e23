// The date service's call, as rules: what one attempt's answer means (success, the server's refusal,
// a wrong admin password, a network failure, a timeout) and the retry loop (1 s, 2 s, 3 s, only
// after a network or timeout error). The clock's sleep is passed in; no I/O happens here.
import { isAdminPasswordRefusal } from './admin-password';
import {
  DATE_TIMEOUT_MESSAGE,
  dateRetryDelay,
  dateServiceMessageForStatus,
  type DateUpdateResult,
} from './date-service-errors';

/** One attempt as the transport saw it: HTTP status (0 = no answer), the JSON body, a timeout. */
export interface DateCallAttempt {
  httpStatus: number;
  reply: Record<string, unknown>;
  timedOut: boolean;
}

export interface DateCallResult extends DateUpdateResult {
  httpStatus: number;
  /** Every validation problem the server named (the panel shows the first). */
  details: string[];
  /** The server's reply on success. */
  reply: Record<string, unknown> | null;
}

const NETWORK_MESSAGE = 'Network error. Please check your connection and try again.';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** What one attempt means to the panel. */
export function classifyDateCall(attempt: DateCallAttempt): DateCallResult {
  const { httpStatus, reply, timedOut } = attempt;
  const base = { httpStatus, details: [] as string[], reply: null, error: null };
  if (timedOut)
    return { ...base, success: false, code: 'TIMEOUT_ERROR', message: DATE_TIMEOUT_MESSAGE };
  if (httpStatus === 0)
    return { ...base, success: false, code: 'NETWORK_ERROR', message: NETWORK_MESSAGE };
  if (isAdminPasswordRefusal(reply)) {
    return { ...base, success: false, code: 'INVALID_PASSWORD', message: text(reply.message) };
  }
  if (httpStatus >= 200 && httpStatus < 300) {
    if (reply.success !== true) {
      return { ...base, success: false, code: 'INVALID_RESPONSE', message: null };
    }
    return { ...base, success: true, code: null, message: text(reply.message), reply };
  }
  const details = Array.isArray(reply.details)
    ? reply.details.filter((d): d is string => typeof d === 'string')
    : [];
  return {
    ...base,
    success: false,
    code: text(reply.code) ?? 'UNKNOWN_ERROR',
    // the server's first problem says more than the status's generic sentence
    message: text(reply.message) ?? dateServiceMessageForStatus(httpStatus),
    details,
  };
}

/**
 * Runs `attempt` and retries it after 1, 2 and 3 seconds while it fails with a network or timeout
 * error (the spec's 3 retries); any other answer is final.
 */
export async function callWithDateRetries(
  attempt: () => Promise<DateCallAttempt>,
  sleep: (ms: number) => Promise<void>,
): Promise<DateCallResult> {
  for (let retry = 1; ; retry += 1) {
    const result = classifyDateCall(await attempt());
    const delay = result.success ? null : dateRetryDelay(result.code ?? '', retry);
    if (delay === null) return result;
    await sleep(delay);
  }
}
