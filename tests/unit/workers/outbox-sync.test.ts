// Outbox replay on a timer: every 30 s while writes wait, backing off while the server fails
// (5xx), in order and under each write's idempotency key; and the change feed's listeners.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCachedProfile, writeDevice } from '../../../src/db/meta';
import { enqueueWrite, pendingWrites } from '../../../src/db/outbox';
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
    let status = 503;
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
    expect(await pendingWrites(db, 7)).toHaveLength(0);
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
