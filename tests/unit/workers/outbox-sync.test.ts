// Outbox replay on a timer: every 30 s while writes wait, backing off while the server fails
// (5xx), in order and under each write's idempotency key, giving up on a write the server keeps
// failing so the rest still go; revokes queued by sign-outs; and the change feed's listeners.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCachedProfile, writeDevice } from '../../../src/db/meta';
import { enqueueWrite, pendingWrites, rejectedWrites } from '../../../src/db/outbox';
import { queueRevocation } from '../../../src/db/revocations';
import type { ParlayDatabase } from '../../../src/db/schema';
import { ChangeFeed } from '../../../workers/change-feed';
import { flushOutbox, startOutboxTimer } from '../../../workers/outbox-sync';
import { FakeNetwork, FakeTimers, freshDatabase, json, settle, until, untilAsync } from './support';

let db: ParlayDatabase;
let timers: FakeTimers;

beforeEach(async () => {
  db = freshDatabase();
  timers = new FakeTimers();
  await writeDevice(db, {
    device_token: 'tok',
    device_id: 'dev',
    ua_hash: 'ua',
    last_interactive_auth: null,
  });
  await writeCachedProfile(db, {
    user: { id: 7, email: 'm@x.test' },
    roles: ['member'],
    credits: 0,
  });
});
afterEach(async () => {
  await db.delete();
});

describe('outbox timer', () => {
  it('replays every 30 s, backs off while the server answers 5xx, then sends in order', async () => {
    let status = 500;
    const network = new FakeNetwork(() => json({ message: 'busy' }, status));
    await enqueueWrite(
      db,
      { userId: 7, method: 'POST', url: '/api/favorites', body: { favorites: [1] } },
      0,
    );
    await enqueueWrite(
      db,
      { userId: 7, method: 'POST', url: '/api/telemetry/picks', body: { events: [] } },
      1,
    );
    const deps = { fetch: network.fetch, now: () => timers.nowMs };
    const stop = startOutboxTimer(db, timers, deps);
    await timers.advance(29_999);
    expect(network.calls).toHaveLength(0);
    await timers.advance(1);
    await until(() => network.calls.length === 1);
    // the round is over once the failure is recorded; only then is the next one armed
    await untilAsync(async () => (await pendingWrites(db, 7))[0]?.attempts === 1);
    await settle();
    // failed: the next round waits 60 s, not 30
    await timers.advance(30_000);
    expect(network.calls).toHaveLength(1);
    status = 200;
    await timers.advance(30_000);
    await until(() => network.calls.length === 3);
    expect(network.calls.map((c) => c.path)).toEqual([
      '/api/favorites',
      '/api/favorites',
      '/api/telemetry/picks',
    ]);
    const keys = network.calls.map((c) => new Headers(c.init!.headers).get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]); // the same write, the same key: applied once
    // the last write leaves the outbox once its answer is handled (the stale answers go first)
    await untilAsync(async () => (await pendingWrites(db, 7)).length === 0);
    stop();
  });

  it('shares one replay between callers', async () => {
    const network = new FakeNetwork(() => json({}, 200));
    await enqueueWrite(db, { userId: 7, method: 'POST', url: '/api/favorites', body: {} }, 0);
    const deps = { fetch: network.fetch, now: () => timers.nowMs };
    const [a, b] = await Promise.all([flushOutbox(db, deps), flushOutbox(db, deps)]);
    expect(a).toEqual({ sent: 1, rejected: 0, waiting: 0 });
    expect(b).toBe(a);
    expect(network.calls).toHaveLength(1);
  });
});

describe('outbox retry bound', () => {
  it("a write the server keeps answering 'still being processed' no longer jams the writes behind it", async () => {
    // a key left "in progress" on the server (a crash between claim and completion)
    const network = new FakeNetwork((call) => {
      const key = new Headers(call.init!.headers).get('idempotency-key');
      return key === 'stuck-key-1'
        ? json(
            {
              success: false,
              message:
                'A request with this Idempotency-Key is still being processed. Retry shortly.',
            },
            409,
          )
        : json({ success: true }, 200);
    });
    await enqueueWrite(
      db,
      {
        userId: 7,
        method: 'POST',
        url: '/api/load_user_picks',
        body: { picks: [] },
        idempotencyKey: 'stuck-key-1',
      },
      0,
    );
    await enqueueWrite(
      db,
      {
        userId: 7,
        method: 'POST',
        url: '/api/favorites',
        body: { favorites: [3] },
        idempotencyKey: 'later-key-1',
      },
      1,
    );
    const stop = startOutboxTimer(db, timers, { fetch: network.fetch, now: () => timers.nowMs });
    const delivered = () => network.calls.some((c) => c.path === '/api/favorites');
    // one fake minute at a time, as the backed-off timer (30 s, 60 s … 5 min) sends the rounds
    for (let minute = 0; minute < 60 && !delivered(); minute += 1) {
      await timers.advance(60_000);
      await settle(10);
    }
    stop();
    expect(delivered()).toBe(true);
    const stuckCalls = network.calls.filter((c) => c.path === '/api/load_user_picks');
    // bounded: eight answers, not one every round forever
    expect(stuckCalls).toHaveLength(8);
    // the favourites write waited its turn until the list write was given up
    expect(network.calls.at(-1)!.path).toBe('/api/favorites');
    expect(await pendingWrites(db, 7)).toEqual([]);
    const [refused] = await rejectedWrites(db, 7);
    expect(refused).toMatchObject({
      idempotencyKey: 'stuck-key-1',
      lastError: "the server kept answering 'still being processed'",
    });
  });
});

describe('revokes queued by sign-out', () => {
  it('sends the old token, whoever is signed in now, and forgets it once answered', async () => {
    const network = new FakeNetwork(() => json({ success: true, message: 'Signed out' }, 200));
    await queueRevocation(db, 'old-token-of-someone-else', 0);
    const summary = await flushOutbox(db, { fetch: network.fetch, now: () => timers.nowMs });
    expect(summary).toEqual({ sent: 0, rejected: 0, waiting: 0 });
    expect(network.calls).toHaveLength(1);
    const [call] = network.calls;
    expect(call!.path).toBe('/api/auth/sign-out');
    expect(call!.init!.method).toBe('POST');
    // the token to revoke, not the signed-in account's ('tok')
    expect(new Headers(call!.init!.headers).get('x-device-token')).toBe(
      'old-token-of-someone-else',
    );
    expect(await db.revocations.count()).toBe(0);
    // it is not an account write: nothing to show the signed-in bettor
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a revoke while the server fails, sends it on the timer with nobody signed in, and drops it on a 4xx', async () => {
    await db.meta.clear();
    let status = 503;
    const network = new FakeNetwork(() => json({ success: false, message: 'x' }, status));
    await queueRevocation(db, 'old-token', 0);
    const stop = startOutboxTimer(db, timers, { fetch: network.fetch, now: () => timers.nowMs });
    await timers.advance(30_000);
    await until(() => network.calls.length === 1);
    await untilAsync(async () => (await db.revocations.toArray())[0]?.attempts === 1);
    expect(await db.revocations.count()).toBe(1);
    status = 400;
    await timers.advance(60_000);
    await untilAsync(async () => (await db.revocations.count()) === 0);
    stop();
    expect(network.calls.map((c) => c.path)).toEqual(['/api/auth/sign-out', '/api/auth/sign-out']);
  });
});

describe('change feed', () => {
  it('calls every listener, drops one whose page went away, and unsubscribes', async () => {
    const feed = new ChangeFeed();
    const seen: string[] = [];
    const id = feed.subscribe((c) => seen.push(`a:${c.kind}`));
    feed.subscribe(() => Promise.reject(new Error('proxy released')));
    feed.notify({ kind: 'picks', date: '2025-07-20' });
    await until(() => feed.size === 1);
    feed.unsubscribe(id);
    feed.notify({ kind: 'handicappers', date: '2025-07-20' });
    expect(seen).toEqual(['a:picks']);
    expect(feed.size).toBe(0);
  });
});

describe('read your own writes', () => {
  it('drops the stored answers of a resource once the server took a write to it', async () => {
    const stored = (url: string) => ({
      url,
      status: 200,
      contentType: 'application/json',
      body: '{}',
      etag: null,
      storedAt: 0,
      slateDate: '2026-11-26',
    });
    await db.responses.bulkPut([
      stored('/api/settings/preferences'),
      stored('/api/settings/preferences?v=2'),
      stored('/api/settings/date'),
      stored('post:/api/settings/preferences?x=1'),
    ]);
    let status = 503;
    const network = new FakeNetwork(() => json({}, status));
    await enqueueWrite(
      db,
      { userId: 7, method: 'POST', url: '/api/settings/preferences', body: { bankroll: 5 } },
      0,
    );
    const deps = { fetch: network.fetch, now: () => timers.nowMs };
    await flushOutbox(db, deps);
    // not taken: the stored answer is still the truth
    expect(await db.responses.count()).toBe(4);
    status = 200;
    await flushOutbox(db, deps);
    expect((await db.responses.toArray()).map((r) => r.url).sort()).toEqual([
      '/api/settings/date',
      'post:/api/settings/preferences?x=1',
    ]);
  });
});
