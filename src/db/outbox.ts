// The outbox: writes made offline (or before the server answered) wait here, each under an
// idempotency key, and are replayed in order once the network is back. Nothing is dropped.
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

/** What happened to one replayed write: sent (remove it), retry later (stop here), or rejected. */
export type ReplayOutcome =
  { kind: 'sent' } | { kind: 'retry'; reason: string } | { kind: 'rejected'; reason: string };

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
 * never overtakes an earlier one; a rejected write (the server refused it) is kept and marked.
 * Only the signed-in account's writes are sent: another account's wait for its next sign-in.
 * A refused write is kept for the bettor to read (the shell shows it), unless dropWhenRefused.
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
    } else if (outcome.kind === 'rejected' && dropWhenRefused(entry)) {
      await db.outbox.delete(entry.seq!);
      summary.rejected += 1;
    } else if (outcome.kind === 'rejected') {
      await db.outbox.update(entry.seq!, {
        attempts: entry.attempts + 1,
        lastError: outcome.reason,
        rejectedAt: nowMs,
      });
      summary.rejected += 1;
    } else {
      await db.outbox.update(entry.seq!, {
        attempts: entry.attempts + 1,
        lastError: outcome.reason,
      });
      summary.waiting = pending.length - index;
      break;
    }
  }
  return summary;
}

/** How a replay classifies an HTTP answer: 2xx sent; network, 401, 408, 409, 429, 5xx retry later. */
export function outcomeForStatus(status: number, message: string): ReplayOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (
    status === 0 ||
    status === 401 ||
    status === 408 ||
    status === 409 ||
    status === 429 ||
    status >= 500
  ) {
    return { kind: 'retry', reason: message };
  }
  return { kind: 'rejected', reason: message };
}
