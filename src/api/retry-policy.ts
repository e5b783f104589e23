// What an HTTP answer to a background send means, and which answers each sender tries again:
// the one retry-by-status table for the outbox replay (src/db/outbox.ts), the telemetry batches
// (workers/telemetry-sender.ts) and the queued sign-out revokes (src/db/revocations.ts).

/** An answer in the senders' words. Status 0 means the server was never reached. */
export type AnswerKind =
  | 'taken'
  | 'offline'
  | 'signed-out'
  | 'timed-out'
  | 'in-progress'
  | 'throttled'
  | 'outage'
  | 'server-failed'
  | 'refused';

export function answerKind(status: number): AnswerKind {
  if (status === 0) return 'offline';
  if (status >= 200 && status < 300) return 'taken';
  if (status === 401) return 'signed-out';
  if (status === 408) return 'timed-out';
  // the server's idempotency lease: the same key is still being applied
  if (status === 409) return 'in-progress';
  if (status === 429) return 'throttled';
  // the server or its database is not answering: every send would fail alike
  if (status === 502 || status === 503 || status === 504) return 'outage';
  if (status >= 500) return 'server-failed';
  return 'refused';
}

export type BackgroundSender = 'outbox' | 'telemetry' | 'revocation';

/**
 * The answers each sender sends again later; any other answer is final. Telemetry drops a batch
 * answered 408 or 409 (its key makes a resend pointless); a revoke is settled by 401 (the token is
 * already gone); the outbox keeps a bettor's write through everything but a plain refusal.
 */
const TRIED_AGAIN: Record<BackgroundSender, ReadonlySet<AnswerKind>> = {
  outbox: new Set([
    'offline',
    'signed-out',
    'timed-out',
    'in-progress',
    'throttled',
    'outage',
    'server-failed',
  ]),
  telemetry: new Set(['offline', 'signed-out', 'throttled', 'outage', 'server-failed']),
  revocation: new Set(['offline', 'timed-out', 'throttled', 'outage', 'server-failed']),
};

/** Whether `sender` sends again after an answer of `status`. */
export function isTriedAgain(sender: BackgroundSender, status: number): boolean {
  return TRIED_AGAIN[sender].has(answerKind(status));
}

/**
 * Answers after which a queued write waits however long, without counting towards the outbox's
 * give-up bound: no network, signed out, an outage. The server said nothing about this write.
 */
const WAITS_UNCOUNTED: ReadonlySet<AnswerKind> = new Set(['offline', 'signed-out', 'outage']);

export function countsTowardsGiveUp(status: number): boolean {
  return !WAITS_UNCOUNTED.has(answerKind(status));
}
