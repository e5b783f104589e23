// The outbox: writes made offline (or before the server answered) wait here, each under an
// idempotency key, and are replayed in order once the network is back. A write the server refuses,
// or keeps failing past a bound, is kept for the bettor to read instead of blocking the rest.
import { answerKind, countsTowardsGiveUp, isTriedAgain } from '../api/retry-policy';
import type { OutboxEntry, ParlayDatabase } from './schema';

export interface QueuedWrite {
  userId: number;
  method: OutboxEntry['method'];
  /** Path under the site, e.g. "/api/favorites". */
  url: string;
  body?: unknown;
  /** Given when the caller already holds one (a retried action); generated otherwise. */
  idempotencyKey?: string;
}

/**
 * What happened to one replayed write: sent (remove it), retry later (stop here), or rejected.
 * A retry carries the HTTP status, 0 when the server was never reached.
 */
export type ReplayOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; reason: string; status: number }
  | { kind: 'rejected'; reason: string };

/**
 * The retry bound: a write the server keeps answering without taking it (408, 409 "still being
 * processed", 429, 5xx) is given up once it was answered so at least this many times AND the
 * first such answer is this old. Both, so neither a burst of page loads nor a device left off
 * for a week gives up on a transient failure; the deadline outlives the server's idempotency
 * lease, after which a key left "in progress" is taken over and the 409 ends by itself.
 */
export const OUTBOX_GIVE_UP_ATTEMPTS = 8;
export const OUTBOX_GIVE_UP_AFTER_MS = 10 * 60_000;

// Whether an answer counts towards the bound (offline, 401 and an outage never do: the write then
// waits, however long, as the bettor was promised) is src/api/retry-policy.ts's countsTowardsGiveUp.

/** What the bettor reads when the outbox gave up: 'Your My Picks list could not be saved: …' */
export function gaveUpReason(status: number): string {
  if (status === 409) return "the server kept answering 'still being processed'";
  if (status === 429) return 'the server kept answering that too many requests were made';
  if (status === 408) return 'the server kept timing out';
  return `the server kept failing (error ${status})`;
}

export async function enqueueWrite(
  db: ParlayDatabase,
  write: QueuedWrite,
  nowMs: number,
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    userId: write.userId,
    idempotencyKey: write.idempotencyKey ?? crypto.randomUUID(),
    method: write.method,
    url: write.url,
    body: write.body === undefined ? null : JSON.stringify(write.body),
    createdAt: nowMs,
    attempts: 0,
    lastError: null,
    rejectedAt: null,
  };
  const seq = await db.outbox.add(entry);
  return { ...entry, seq };
}

/** The account's writes still to send, oldest first. Rejected ones stay but are not replayed. */
export async function pendingWrites(db: ParlayDatabase, userId: number): Promise<OutboxEntry[]> {
  const all = await db.outbox.orderBy('seq').toArray();
  return all.filter((entry) => entry.userId === userId && entry.rejectedAt === null);
}

/**
 * The list operations (issue [N]) a set of queued writes to `url` carries, oldest first: what the
 * device changed that the server has not confirmed yet.
 */
export function queuedListOps<T>(writes: readonly OutboxEntry[], url: string): T[] {
  return writes
    .filter((w) => w.url === url)
    .flatMap((w) => (JSON.parse(w.body ?? '{}') as { ops?: T[] }).ops ?? []);
}

export async function rejectedWrites(db: ParlayDatabase, userId: number): Promise<OutboxEntry[]> {
  const all = await db.outbox.orderBy('seq').toArray();
  return all.filter((entry) => entry.userId === userId && entry.rejectedAt !== null);
}

export interface ReplaySummary {
  sent: number;
  rejected: number;
  /** Writes still waiting (the first one hit a retryable failure, or the network is down). */
  waiting: number;
}

/**
 * Replays pending writes strictly in order. A retryable failure stops the run, so a later write
 * never overtakes an earlier one, until the write passes the retry bound: it is then marked
 * refused (the bettor is told, as for a 4xx) and the run goes on. A refused write is kept and
 * marked for the shell to show, unless dropWhenRefused. Only the signed-in account's writes are
 * sent: another account's wait for its next sign-in.
 */
export async function replayOutbox(
  db: ParlayDatabase,
  userId: number,
  send: (entry: OutboxEntry) => Promise<ReplayOutcome>,
  nowMs: number,
  /** Refused writes the bettor never made by hand (telemetry): deleted instead of kept. */
  dropWhenRefused: (entry: OutboxEntry) => boolean = () => false,
): Promise<ReplaySummary> {
  const summary: ReplaySummary = { sent: 0, rejected: 0, waiting: 0 };
  const pending = await pendingWrites(db, userId);
  for (const [index, entry] of pending.entries()) {
    const outcome = await send(entry);
    if (outcome.kind === 'sent') {
      await db.outbox.delete(entry.seq!);
      summary.sent += 1;
      continue;
    }
    if (outcome.kind === 'retry' && !countsTowardsGiveUp(outcome.status)) {
      await db.outbox.update(entry.seq!, { lastError: outcome.reason });
      summary.waiting = pending.length - index;
      break;
    }
    if (outcome.kind === 'retry') {
      const attempts = entry.attempts + 1;
      const failingSince = entry.failingSince ?? nowMs;
      const givingUp =
        attempts >= OUTBOX_GIVE_UP_ATTEMPTS && nowMs - failingSince >= OUTBOX_GIVE_UP_AFTER_MS;
      if (!givingUp) {
        await db.outbox.update(entry.seq!, { attempts, lastError: outcome.reason, failingSince });
        summary.waiting = pending.length - index;
        break;
      }
      await refuse(db, entry, gaveUpReason(outcome.status), nowMs, dropWhenRefused);
    } else {
      await refuse(db, entry, outcome.reason, nowMs, dropWhenRefused);
    }
    summary.rejected += 1;
  }
  return summary;
}

/** Marks a write refused with the reason the bettor will read, or deletes it (telemetry). */
async function refuse(
  db: ParlayDatabase,
  entry: OutboxEntry,
  reason: string,
  nowMs: number,
  dropWhenRefused: (entry: OutboxEntry) => boolean,
): Promise<void> {
  if (dropWhenRefused(entry)) {
    await db.outbox.delete(entry.seq!);
    return;
  }
  await db.outbox.update(entry.seq!, {
    attempts: entry.attempts + 1,
    lastError: reason,
    rejectedAt: nowMs,
  });
}

/** How a replay classifies an HTTP answer: 2xx sent; network, 401, 408, 409, 429, 5xx retry later. */
export function outcomeForStatus(status: number, message: string): ReplayOutcome {
  if (answerKind(status) === 'taken') return { kind: 'sent' };
  if (isTriedAgain('outbox', status)) return { kind: 'retry', reason: message, status };
  return { kind: 'rejected', reason: message };
}
