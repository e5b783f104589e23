// The events feed's loading rules over its Dexie snapshot, with a pinned clock: fresh non-empty
// skips the server, fresh empty is verified, stale shows and refetches, expired shows the
// snapshot and fetches, nothing means loading; page sizes 25 then 100; images dropped.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventsFeedRecord, ParlayDatabase } from '../../../src/db/schema';
import { EventsFeed, type EventsFeedState } from '../../../workers/events-feed';
import {
  FakeNetwork,
  FakeTimers,
  freshDatabase,
  json,
  makeDeps,
  serverPick,
  signIn,
} from './support';

const DATE = '2025-07-20';
const MINUTE = 60_000;
let db: ParlayDatabase;
let timers: FakeTimers;

beforeEach(async () => {
  db = freshDatabase();
  timers = new FakeTimers();
  await signIn(db);
});
afterEach(async () => {
  await db.delete();
});

function record(id: number): EventsFeedRecord & { player_image_base64: string } {
  return {
    id,
    name: `Expert ${id}`,
    date: DATE,
    picks: [{ ...serverPick(id, 70), player_image_base64: 'IMG' }],
    player_image_base64: 'IMG',
  };
}

function eventsServer(total: number, fail = false) {
  return new FakeNetwork((call) => {
    if (fail) return json({ message: 'down' }, 503);
    const offset = Number(call.query.get('offset'));
    const limit = Number(call.query.get('limit'));
    const events = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      record(offset + i + 1),
    );
    return json({ success: true, date: DATE, events, total, limit, message: '' });
  });
}

function feedWith(network: FakeNetwork) {
  const shown: EventsFeedRecord[][] = [];
  const states: EventsFeedState[] = [];
  const feed = new EventsFeed(makeDeps(db, network, timers), {
    onEvents: (_date, events) => shown.push(events),
    onState: (_date, state) => states.push(state),
  });
  return { feed, shown, states };
}

async function snapshot(count: number, ageMs: number, version = '1.3.1') {
  await db.eventsSnapshots.put({
    date: DATE,
    events: Array.from({ length: count }, (_, i) => record(i + 1)),
    total: count,
    storedAt: timers.nowMs - ageMs,
    version,
  });
}

describe('events feed loading', () => {
  it('with nothing cached: the loading state, pages of 25 then 100 up to the total, images dropped', async () => {
    const network = eventsServer(180);
    const { feed, shown, states } = feedWith(network);
    await feed.load(DATE);
    expect(states[0]).toMatchObject({ loading: true, decision: 'full-loading' });
    expect(network.calls.map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([
      ['0', '25'],
      ['25', '100'],
      ['125', '100'],
    ]);
    expect(shown.at(-1)).toHaveLength(180);
    const stored = await db.eventsSnapshots.get(DATE);
    expect(stored!.events).toHaveLength(180);
    expect(stored!.version).toBe('1.3.1');
    expect(JSON.stringify(stored)).not.toContain('IMG');
    expect(feed.state(DATE)).toMatchObject({ loading: false, error: null });
  });

  it('a fresh non-empty cache skips the server', async () => {
    await snapshot(3, 9 * MINUTE);
    const network = eventsServer(5);
    const { feed, shown } = feedWith(network);
    await feed.load(DATE);
    expect(network.calls).toHaveLength(0);
    expect(shown[0]).toHaveLength(3);
    expect(feed.state(DATE).decision).toBe('use-cache');
  });

  it('a fresh empty cache is verified with the server', async () => {
    await snapshot(0, 1 * MINUTE);
    const network = eventsServer(2);
    const { feed, shown } = feedWith(network);
    await feed.load(DATE);
    expect(network.calls).toHaveLength(1);
    expect(shown.at(-1)).toHaveLength(2);
  });

  it('a stale cache shows at once and is refetched', async () => {
    await snapshot(3, 30 * MINUTE);
    const network = eventsServer(4);
    const { feed, shown, states } = feedWith(network);
    await feed.load(DATE);
    expect(shown[0]).toHaveLength(3);
    expect(shown.at(-1)).toHaveLength(4);
    expect(states[0]).toMatchObject({ decision: 'show-stale-and-refetch', loading: false });
  });

  it('an expired cache (or another version) shows as the last snapshot while fetching', async () => {
    await snapshot(2, 2 * 60 * MINUTE, '1.0.0');
    const network = eventsServer(1, true);
    const { feed, shown, states } = feedWith(network);
    await feed.load(DATE);
    expect(shown[0]).toHaveLength(2);
    expect(states[0]).toMatchObject({ decision: 'show-snapshot-and-fetch', loading: false });
    expect(feed.state(DATE).error).toBe('HTTP error! status: 503');
  });

  it('says Network error when the network is down, and debounces bursts of requests', async () => {
    const network = new FakeNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    const { feed } = feedWith(network);
    feed.request(DATE);
    feed.request(DATE);
    await timers.advance(149);
    expect(network.calls).toHaveLength(0);
    feed.request(DATE);
    await timers.advance(150);
    await timers.advance(10);
    expect(network.calls).toHaveLength(1);
    expect(feed.state(DATE).error).toBe('Network error');
  });
});
