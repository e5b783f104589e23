// Picks telemetry from the page, batched in the worker: sent at 10 events, every 15 s, and when
// the page hides (keepalive fetch); at most 500 buffered; a batch that cannot go now waits in
// the outbox under its idempotency key, so nothing is lost and nothing is counted twice.
import { IDEMPOTENCY_KEY_HEADER } from '../src/api/http-headers';
import { isTriedAgain } from '../src/api/retry-policy';
import type { PageTelemetryEvent } from '../src/api/worker-contract';
import { enqueueWrite } from '../src/db/outbox';
import {
  TELEMETRY_FLUSH_INTERVAL_MS,
  bufferTelemetry,
  requeueTelemetry,
  telemetryFlushReason,
  type TelemetryEvent,
} from '../src/domain/offline/telemetry-buffer';
import type { WorkerDeps } from './worker-deps';

export const TELEMETRY_URL = '/api/telemetry/picks';
/**
 * One POST carries at most this many events: what the server takes from an anonymous caller
 * (TELEMETRY_ANONYMOUS_BATCH_MAX, not imported: it would pull TypeBox into the worker), and small
 * enough for a keepalive body (under 64 KiB).
 */
export const TELEMETRY_BATCH_SIZE = 50;

export interface TelemetryDeps extends WorkerDeps {
  /** The signed-in account, whose outbox holds batches that could not be sent. */
  userId(): Promise<number | null>;
  /** A batch went to the outbox: the replay should run. */
  onQueued?(): void;
}

type SendOutcome = 'sent' | 'dropped' | 'failed';

export class TelemetrySender {
  private buffer: TelemetryEvent[] = [];
  private lastFlushAt: number;
  private sending: Promise<void> | null = null;
  private timer: unknown = null;
  /** When a send last failed with nowhere to wait: the count rule then waits for the 15 s one. */
  private failedAt: number | null = null;

  constructor(private deps: TelemetryDeps) {
    this.lastFlushAt = deps.now();
  }

  get buffered(): number {
    return this.buffer.length;
  }

  /** The 15 s flush: re-armed after each round, so it never piles up. */
  startTimer(): void {
    this.timer = this.deps.timers.setTimeout(() => {
      void this.flushIfDue()
        .catch(() => undefined)
        .finally(() => this.startTimer());
    }, TELEMETRY_FLUSH_INTERVAL_MS);
  }

  stopTimer(): void {
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  track(event: PageTelemetryEvent): Promise<void> {
    const entry: TelemetryEvent = { event: event.event, ts: this.deps.now() };
    if (event.payload !== undefined) entry.payload = event.payload;
    this.buffer = bufferTelemetry(this.buffer, entry);
    return this.flushIfDue();
  }

  flushIfDue(): Promise<void> {
    const now = this.deps.now();
    const reason = telemetryFlushReason(this.buffer, this.lastFlushAt, now);
    const backingOff =
      reason === 'count' &&
      this.failedAt !== null &&
      now - this.failedAt < TELEMETRY_FLUSH_INTERVAL_MS;
    if (reason === null || backingOff) return Promise.resolve();
    return this.flush(false);
  }

  /** Sends everything buffered now; `keepalive` when the page is being hidden. */
  flush(keepalive = true): Promise<void> {
    if (this.sending)
      return this.sending.then(() => (this.buffer.length ? this.flush(keepalive) : undefined));
    this.sending = this.sendAll(keepalive).finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async sendAll(keepalive: boolean): Promise<void> {
    this.lastFlushAt = this.deps.now();
    this.failedAt = null;
    const events = this.buffer;
    this.buffer = [];
    for (let start = 0; start < events.length; start += TELEMETRY_BATCH_SIZE) {
      const batch = events.slice(start, start + TELEMETRY_BATCH_SIZE);
      const key = crypto.randomUUID();
      if ((await this.send(batch, key, keepalive)) !== 'failed') continue;
      const userId = await this.deps.userId().catch(() => null);
      if (userId === null) {
        // signed out: no outbox to wait in, so the events wait in the buffer for the next round
        this.buffer = requeueTelemetry(events.slice(start), this.buffer);
        this.failedAt = this.deps.now();
        return;
      }
      await enqueueWrite(
        this.deps.db,
        {
          userId,
          method: 'POST',
          url: TELEMETRY_URL,
          body: { events: batch },
          idempotencyKey: key,
        },
        this.deps.now(),
      );
      this.deps.onQueued?.();
    }
  }

  private async send(
    batch: TelemetryEvent[],
    key: string,
    keepalive: boolean,
  ): Promise<SendOutcome> {
    try {
      const response = await this.deps.fetch(TELEMETRY_URL, {
        method: 'POST',
        credentials: 'include',
        keepalive,
        headers: {
          ...(await this.deps.authHeaders()),
          'Content-Type': 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
        body: JSON.stringify({ events: batch }),
      });
      if (response.ok) return 'sent';
      // a batch the server refuses as such (400, 413) will never be accepted: not retried
      return isTriedAgain('telemetry', response.status) ? 'failed' : 'dropped';
    } catch {
      return 'failed';
    }
  }
}
