// The outbox keeps every offline write and replays them in order, exactly once each.
import { refusedWriteSubject } from '../../../src/domain/outbox-texts';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
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
      { kind: 'retry', reason: 'Network error occurred' },
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
    expect(left[0]).toMatchObject({ attempts: 1, lastError: 'Network error occurred' });

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
      expect(outcomeForStatus(status, 'm').kind, String(status)).toBe('retry');
    for (const status of [400, 403, 404, 413, 422])
      expect(outcomeForStatus(status, 'm').kind, String(status)).toBe('rejected');
  });
});
