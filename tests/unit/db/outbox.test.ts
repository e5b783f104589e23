// The outbox keeps every offline write and replays them in order, exactly once each; a write the
// server keeps failing is given up after a bound, told to the bettor, and no longer blocks the rest.
import { refusedWriteSubject } from '../../../src/api/cache-rules';
import { refusedWriteText } from '../../../src/domain/offline/outbox-texts';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OUTBOX_GIVE_UP_AFTER_MS,
  OUTBOX_GIVE_UP_ATTEMPTS,
  enqueueWrite,
  outcomeForStatus,
  pendingWrites,
  rejectedWrites,
  replayOutbox,
  type ReplayOutcome,
} from '../../../src/db/outbox';
import { ParlayDatabase } from '../../../src/db/schema';
import type { OutboxEntry } from '../../../src/db/schema';

let db: ParlayDatabase;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new ParlayDatabase(`outbox-test-${counter}`);
});

afterEach(async () => {
  await db.delete();
});

async function queue(n: number) {
  for (let i = 0; i < n; i += 1) {
    await enqueueWrite(
      db,
      { userId: 7, method: 'POST', url: '/api/favorites', body: { favorites: [i] } },
      1000 + i,
    );
  }
}

describe('outbox', () => {
  it('keeps writes in the order they were made, each under its own idempotency key', async () => {
    await queue(3);
    const pending = await pendingWrites(db, 7);
    expect(pending.map((e) => JSON.parse(e.body!).favorites[0])).toEqual([0, 1, 2]);
    expect(new Set(pending.map((e) => e.idempotencyKey)).size).toBe(3);
  });

  it('refuses to queue the same idempotency key twice', async () => {
    await enqueueWrite(
      db,
      { userId: 7, method: 'POST', url: '/api/x', idempotencyKey: 'same-key-123' },
      1,
    );
    await expect(
      enqueueWrite(
        db,
        { userId: 7, method: 'POST', url: '/api/x', idempotencyKey: 'same-key-123' },
        2,
      ),
    ).rejects.toThrow();
    expect(await pendingWrites(db, 7)).toHaveLength(1);
  });

  it('replays in order and empties the outbox when every write is accepted', async () => {
    await queue(3);
    const sent: OutboxEntry[] = [];
    const summary = await replayOutbox(
      db,
      7,
      async (entry) => (sent.push(entry), { kind: 'sent' }),
      5000,
    );
    expect(summary).toEqual({ sent: 3, rejected: 0, waiting: 0 });
    expect(sent.map((e) => e.seq)).toEqual([...sent.map((e) => e.seq)].sort((a, b) => a! - b!));
    expect(await pendingWrites(db, 7)).toEqual([]);
  });

  it('stops at the first retryable failure so no later write overtakes it, and keeps the rest', async () => {
    await queue(3);
    const outcomes: ReplayOutcome[] = [
      { kind: 'sent' },
      { kind: 'retry', reason: 'Server error occurred', status: 500 },
    ];
    let calls = 0;
    const summary = await replayOutbox(
      db,
      7,
      async () => outcomes[calls++] ?? { kind: 'sent' },
      5000,
    );
    expect(calls).toBe(2);
    expect(summary).toEqual({ sent: 1, rejected: 0, waiting: 2 });
    const left = await pendingWrites(db, 7);
    expect(left).toHaveLength(2);
    expect(left[0]).toMatchObject({ attempts: 1, lastError: 'Server error occurred' });

    // the next run sends what was left, in the same order, with the same keys
    const keys = left.map((e) => e.idempotencyKey);
    const resent: string[] = [];
    await replayOutbox(
      db,
      7,
      async (entry) => (resent.push(entry.idempotencyKey), { kind: 'sent' }),
      6000,
    );
    expect(resent).toEqual(keys);
  });

  it('keeps a write the server refused, marked, instead of dropping it', async () => {
    await queue(2);
    let calls = 0;
    const summary = await replayOutbox(
      db,
      7,
      async () =>
        calls++ === 0
          ? { kind: 'rejected', reason: 'You can only have up to 5 favorite handicappers.' }
          : { kind: 'sent' },
      7000,
    );
    expect(summary).toEqual({ sent: 1, rejected: 1, waiting: 0 });
    const rejected = await rejectedWrites(db, 7);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({
      rejectedAt: 7000,
      lastError: 'You can only have up to 5 favorite handicappers.',
    });
    expect(await pendingWrites(db, 7)).toEqual([]);
  });

  it('drops a refused telemetry batch instead of keeping it for the bettor', async () => {
    await enqueueWrite(
      db,
      { userId: 7, method: 'POST', url: '/api/telemetry/picks', body: { events: [] } },
      8000,
    );
    const summary = await replayOutbox(
      db,
      7,
      async () => ({ kind: 'rejected', reason: 'Too many events' }),
      8001,
      (entry) => refusedWriteSubject(entry.url) === null,
    );
    expect(summary).toEqual({ sent: 0, rejected: 1, waiting: 0 });
    expect(await db.outbox.count()).toBe(0);
  });
});

const STILL_PROCESSING: ReplayOutcome = {
  kind: 'retry',
  reason: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
  status: 409,
};

/** One replay round at `nowMs`: the first queued write gets `first`, every other one is taken. */
async function round(nowMs: number, first: ReplayOutcome, firstKey: string) {
  const sent: string[] = [];
  const summary = await replayOutbox(
    db,
    7,
    async (entry) => {
      if (entry.idempotencyKey === firstKey) return first;
      sent.push(entry.idempotencyKey);
      return { kind: 'sent' };
    },
    nowMs,
    (entry) => refusedWriteSubject(entry.url) === null,
  );
  return { summary, sent };
}

describe('outbox retry bound', () => {
  const MINUTE = 60_000;

  it("gives up on a write the server keeps answering 'still being processed', tells the bettor, and sends the writes behind it", async () => {
    await queue(3);
    const [stuck, ...behind] = (await pendingWrites(db, 7)).map((e) => e.idempotencyKey);
    // the timer's backoff spaces the rounds out; a round every 2 minutes reaches both bounds
    for (let i = 0; i < OUTBOX_GIVE_UP_ATTEMPTS - 1; i += 1) {
      const { summary, sent } = await round(i * 2 * MINUTE, STILL_PROCESSING, stuck!);
      // order holds while the write is still retried: nothing overtakes it
      expect(sent).toEqual([]);
      expect(summary).toEqual({ sent: 0, rejected: 0, waiting: 3 });
    }
    const last = await round(14 * MINUTE, STILL_PROCESSING, stuck!);
    expect(last.summary).toEqual({ sent: 2, rejected: 1, waiting: 0 });
    expect(last.sent).toEqual(behind);
    expect(await pendingWrites(db, 7)).toEqual([]);
    const [refused] = await rejectedWrites(db, 7);
    expect(refused).toMatchObject({ idempotencyKey: stuck, rejectedAt: 14 * MINUTE });
    // the shell's notice (src/app/refused-writes-notice.tsx) reads it as any refused write
    expect(refusedWriteText(refusedWriteSubject(refused!.url)!, refused!.lastError)).toBe(
      "Your favourite handicappers could not be saved: the server kept answering 'still being processed'",
    );
  });

  it('does not give up on a burst of failures before the deadline, nor on an old write failing twice', async () => {
    await queue(2);
    const [stuck] = (await pendingWrites(db, 7)).map((e) => e.idempotencyKey);
    const busy: ReplayOutcome = { kind: 'retry', reason: 'busy', status: 500 };
    // a burst of page loads: many answers inside a minute
    for (let i = 0; i < OUTBOX_GIVE_UP_ATTEMPTS + 4; i += 1) await round(i * 1000, busy, stuck!);
    expect(await rejectedWrites(db, 7)).toEqual([]);
    // past the deadline with enough answers: given up, with the status in the bettor's words
    const { summary } = await round(OUTBOX_GIVE_UP_AFTER_MS, busy, stuck!);
    expect(summary).toEqual({ sent: 1, rejected: 1, waiting: 0 });
    expect((await rejectedWrites(db, 7))[0]!.lastError).toBe('the server kept failing (error 500)');
  });

  it('never gives up on a write that cannot reach the server, meets an outage (503) or waits for a new sign-in (401)', async () => {
    await queue(2);
    const [stuck] = (await pendingWrites(db, 7)).map((e) => e.idempotencyKey);
    const offline: ReplayOutcome = { kind: 'retry', reason: 'Network error occurred', status: 0 };
    const outage: ReplayOutcome = {
      kind: 'retry',
      reason: 'The database is not answering.',
      status: 503,
    };
    const signedOut: ReplayOutcome = {
      kind: 'retry',
      reason: 'Authentication required',
      status: 401,
    };
    for (let day = 0; day < 30; day += 1) {
      await round(day * 24 * 60 * MINUTE, offline, stuck!);
      await round(day * 24 * 60 * MINUTE + 1, outage, stuck!);
      await round(day * 24 * 60 * MINUTE + 2, signedOut, stuck!);
    }
    const left = await pendingWrites(db, 7);
    expect(left).toHaveLength(2);
    expect(left[0]).toMatchObject({ attempts: 0, lastError: 'Authentication required' });
    expect(await rejectedWrites(db, 7)).toEqual([]);
  });

  it('drops a telemetry batch it gave up on without a word, and sends what follows', async () => {
    const telemetry = await enqueueWrite(
      db,
      { userId: 7, method: 'POST', url: '/api/telemetry/picks', body: { events: [] } },
      0,
    );
    await queue(1);
    for (let i = 0; i < OUTBOX_GIVE_UP_ATTEMPTS; i += 1) {
      await round(i * 2 * MINUTE, STILL_PROCESSING, telemetry.idempotencyKey);
    }
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('outbox accounts', () => {
  it("replays only the signed-in account's writes; another account's wait", async () => {
    await enqueueWrite(
      db,
      { userId: 1, method: 'POST', url: '/api/favorites', body: { favorites: [1] } },
      1,
    );
    await enqueueWrite(
      db,
      { userId: 2, method: 'POST', url: '/api/favorites', body: { favorites: [2] } },
      2,
    );
    const sentBy: number[] = [];
    const summary = await replayOutbox(
      db,
      2,
      async (entry) => (sentBy.push(entry.userId), { kind: 'sent' }),
      3,
    );
    expect(summary.sent).toBe(1);
    expect(sentBy).toEqual([2]);
    expect(await pendingWrites(db, 1)).toHaveLength(1);
  });
});

describe('outcomeForStatus', () => {
  it('retries what may succeed later and rejects what never will', () => {
    expect(outcomeForStatus(201, '')).toEqual({ kind: 'sent' });
    for (const status of [0, 401, 408, 409, 429, 500, 503])
      expect(outcomeForStatus(status, 'm'), String(status)).toEqual({
        kind: 'retry',
        reason: 'm',
        status,
      });
    for (const status of [400, 403, 404, 413, 422])
      expect(outcomeForStatus(status, 'm').kind, String(status)).toBe('rejected');
  });
});
