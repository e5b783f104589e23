// The worker's picks answers: from the cache at once (never waiting for the network), one window
// of rows, the loading / error / 'Using cached data' states, and change notices to the page.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataChange } from '../../../src/api/worker-contract';
import type { ParlayDatabase } from '../../../src/db/schema';
import { TODAYS_EVENTS_CACHE_POLICY } from '../../../src/domain/offline/cache-freshness';
import { handicapperIdFromName } from '../../../src/domain/handicappers/handicappers';
import { mapServerPick } from '../../../src/domain/picks/server-pick';
import { ChangeFeed } from '../../../workers/change-feed';
import { PicksService } from '../../../workers/picks-service';
import { storePage } from '../../../workers/picks-store';
import {
  FakeNetwork,
  FakePicksServer,
  FakeTimers,
  drive,
  freshDatabase,
  json,
  makeDeps,
  serverPick,
  settle,
  slateOf,
  signIn,
  until,
  DEVICE_TOKEN,
} from './support';

const DATE = '2025-07-20';
const ALL = { league: 'ALL', statType: 'ALL' as const, search: '' };
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

function service(network: FakeNetwork) {
  const feed = new ChangeFeed();
  const changes: DataChange[] = [];
  feed.subscribe((change) => changes.push(change));
  const picks = new PicksService(makeDeps(db, network, timers), feed, async () => DATE);
  return { picks, changes };
}

async function cacheTop(ids: number[]) {
  await storePage(
    db,
    {
      date: DATE,
      tier: 'top',
      cursor: 0,
      nextCursor: null,
      picks: ids.map((id) => mapServerPick(serverPick(id, 90 - id / 10))),
      etag: null,
      version: 'v1',
      totalQualified: ids.length,
      token: DEVICE_TOKEN,
    },
    timers.nowMs,
  );
}

describe('picks answers', () => {
  it('answers from the cache at once while the network hangs', async () => {
    await cacheTop(Array.from({ length: 60 }, (_, i) => i + 1));
    const network = new FakeNetwork(() => new Promise<Response>(() => undefined));
    const { picks } = service(network);
    const page = await picks.picksPage({ ...ALL, offset: 25, limit: 25 });
    expect(page.rows).toHaveLength(25);
    expect(page.matched).toBe(60);
    expect(page.loading).toBe(false);
    expect(page.error).toBeNull();
    expect(page.rows[0]!.id).toBe('26');
    // rows are posted slim: no images, expert names only (bytes are measured by the bench)
    expect(
      page.rows.every((r) => r.playerImageBase64 === null && r.handicappers.length === 0),
    ).toBe(true);
    expect(page.rows[0]!.handicapperNames.length).toBeGreaterThan(0);
  });

  it('shows the loading state with nothing cached, then the picks, and tells the page', async () => {
    const server = new FakePicksServer({ [DATE]: slateOf({ top: 30, high: 10 }) });
    const { picks, changes } = service(new FakeNetwork(server.handle));
    const first = await picks.picksPage({ ...ALL, offset: 0, limit: 25 });
    expect(first.loading).toBe(true);
    expect(first.rows).toEqual([]);
    await drive(timers, () => picks.runner.state.phase === 'complete');
    // the page re-asks after each change notice; the last one brings the full summary
    let later = await picks.picksPage({ ...ALL, offset: 0, limit: 25 });
    for (let i = 0; i < 100 && later.totalQualified !== 40; i += 1) {
      await timers.advance(50);
      later = await picks.picksPage({ ...ALL, offset: 0, limit: 25 });
    }
    expect(later.loading).toBe(false);
    expect(later.matched).toBe(40);
    expect(later.totalQualified).toBe(40);
    expect(later.status.phase).toBe('complete');
    expect(changes).toContainEqual({ kind: 'picks', date: DATE });
  });

  it("says 'Error loading picks' material when nothing is cached and the network fails", async () => {
    const { picks } = service(new FakeNetwork(() => json({ message: 'nope' }, 500)));
    await picks.warm();
    await drive(timers, () => picks.runner.state.phase === 'complete');
    const page = await picks.picksPage({ ...ALL, offset: 0, limit: 25 });
    expect(page.loading).toBe(false);
    expect(page.error).toMatch(/nope$/);
    expect(page.cachedNotice).toBeNull();
  });

  it("shows cached picks with 'Using cached data: …' when the refresh fails", async () => {
    await cacheTop([1, 2, 3]);
    const { picks } = service(new FakeNetwork(() => Promise.reject(new TypeError('offline'))));
    await picks.warm();
    await drive(timers, () => picks.runner.state.phase === 'complete');
    const page = await picks.picksPage({ ...ALL, offset: 0, limit: 25 });
    expect(page.rows.map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(page.error).toBeNull();
    expect(page.cachedNotice).toBe('Using cached data: Retry failed: Network error');
  });

  for (const [what, tell] of [
    [
      'the service worker stores a new body',
      (picks: PicksService) =>
        picks.storedResponseChanged(`/api/picks?date=${DATE}&tier=top&offset=0&limit=25`),
    ],
    ['the connection comes back', (picks: PicksService) => void picks.warm(false, true)],
  ] as const) {
    it(`reads the picks again when ${what} during a run`, async () => {
      const server = new FakePicksServer({ [DATE]: slateOf({ top: 3, high: 2 }) });
      const network = new FakeNetwork(server.handle);
      network.hold = true;
      const { picks } = service(network);
      await picks.warm();
      await until(() => network.held === 2);
      network.release(1); // the run reads top's old page
      await until(() => picks.runner.state.tiers.top.status === 'success');
      // the slate gains a pick while the run goes on, and the worker is told
      server.slates[DATE]!.top = slateOf({ top: 4 }, 50).top;
      server.versions.set(`${DATE}|top`, 'v2');
      tell(picks);
      await settle();
      network.hold = false;
      network.release();
      let page = await picks.picksPage({ ...ALL, offset: 0, limit: 25 });
      for (let i = 0; i < 200 && !page.rows.some((r) => r.id === '53'); i += 1) {
        await timers.advance(50);
        page = await picks.picksPage({ ...ALL, offset: 0, limit: 25 });
      }
      expect(page.rows.map((r) => r.id)).toContain('53');
    });
  }

  it('filters the window with the search and league', async () => {
    await cacheTop(Array.from({ length: 50 }, (_, i) => i + 1));
    const { picks } = service(new FakeNetwork(() => new Promise<Response>(() => undefined)));
    const page = await picks.picksPage({
      league: 'NBA',
      statType: 'ALL',
      search: 'jalen',
      offset: 0,
      limit: 25,
    });
    expect(page.matched).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.league === 'NBA' && /jalen/i.test(r.playerName))).toBe(true);
  });
});

describe('the end of the Picks list', () => {
  const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

  it('lists the slate in its order while the lower tiers page in, and ends only once all are in', async () => {
    const slate = slateOf({ top: 30, high: 30, medium: 250, low: 250, tail: 250 });
    const order = ['top', 'high', 'medium', 'low', 'tail'].flatMap((t) =>
      slate[t]!.map((p) => String(p.id)),
    );
    const { picks } = service(new FakeNetwork(new FakePicksServer({ [DATE]: slate }).handle));
    await picks.warm();
    const shown: number[] = [];
    for (let step = 0; step < 400; step += 1) {
      await timers.advance(50);
      const page = await picks.picksPage({ ...ALL, offset: 0, limit: 1000 });
      // the list only grows at its end: what it shows is always the start of the final order
      expect(ids(page.rows)).toEqual(order.slice(0, page.rows.length));
      expect(page.matched).toBe(page.rows.length);
      // the handicapper cards' counts grow with the slate: that tab says so while the picks do
      const cards = await picks.handicappersPage({ ...ALL, offset: 0, limit: 25 });
      expect(cards.more).toBe(page.more);
      shown.push(page.rows.length);
      if (page.more !== true) break;
    }
    // the end is real: every qualified pick, and it came after the list had grown on the way
    expect(shown.at(-1)).toBe(order.length);
    expect(shown.some((n) => n > 0 && n < order.length)).toBe(true);
    const last = await picks.picksPage({ ...ALL, offset: 0, limit: 1000 });
    expect(last.complete).toBe(true);
    expect(last.more).toBe(false);
    expect((await picks.handicappersPage({ ...ALL, offset: 0, limit: 25 })).more).toBe(false);
  });

  it('keeps a filtered list to the settled picks too, and says more are coming', async () => {
    const slate = slateOf({ top: 5, high: 5, medium: 200 });
    const server = new FakePicksServer({ [DATE]: slate });
    // medium's pages after its first wait until the test lets them through
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const network = new FakeNetwork(async (call) => {
      const later = call.query.get('tier') === 'medium' && call.query.get('offset') !== '0';
      if (later) await gate;
      return server.handle(call);
    });
    const { picks } = service(network);
    await picks.warm();
    await drive(timers, () => picks.runner.state.phase === 'complete');
    await drive(timers, () => network.inFlight > 0);
    await timers.advance(100); // the summary after the last stored page
    const nba = { ...ALL, league: 'NBA', offset: 0, limit: 1000 };
    const partial = await picks.picksPage(nba);
    expect(partial.more).toBe(true);
    expect(partial.complete).toBe(false);
    const settled = ['top', 'high'].flatMap((t) => slate[t]!).concat(slate.medium!.slice(0, 25));
    expect(ids(partial.rows)).toEqual(
      settled.filter((p) => p.league === 'NBA').map((p) => String(p.id)),
    );
    open();
    await drive(timers, () => !picks.runner.fetching);
    await timers.advance(100);
    const done = await picks.picksPage(nba);
    expect(done.more).toBe(false);
    expect(done.matched).toBe(
      ['top', 'high', 'medium'].flatMap((t) => slate[t]!).filter((p) => p.league === 'NBA').length,
    );
  });

  it('lists every cached pick when nothing more can be fetched (offline, failures)', async () => {
    const slate = slateOf({ top: 5, high: 5, medium: 200, low: 50 });
    const server = new FakePicksServer({ [DATE]: slate });
    // the connection goes before the idle prefetch asks for medium's second page
    const network = new FakeNetwork((call) =>
      call.query.get('tier') === 'medium' && call.query.get('offset') !== '0'
        ? Promise.reject(new TypeError('offline'))
        : server.handle(call),
    );
    const { picks } = service(network);
    await picks.warm();
    await drive(timers, () => picks.runner.state.phase === 'complete');
    await drive(timers, () => !picks.runner.fetching);
    await timers.advance(100);
    const page = await picks.picksPage({ ...ALL, offset: 0, limit: 1000 });
    expect(page.more).toBe(false);
    expect(page.complete).toBe(false);
    // top, high, medium's first page, and all of low (below the gap medium leaves)
    expect(page.rows).toHaveLength(5 + 5 + 25 + 50);
  });
});

describe('handicapper answers', () => {
  it('builds cards from the cached picks and the events feed, one window at a time', async () => {
    await cacheTop([1, 2, 3]);
    const events = [
      {
        // the server's handicapper id is the stable hash of the name
        id: handicapperIdFromName('Feed Only Fred'),
        name: 'Feed Only Fred',
        date: DATE,
        picks: [serverPick(500, 77, { handicapperNames: ['Feed Only Fred'] })],
        record: { wins: 30, losses: 20, pushes: 1, pending: 1 },
      },
    ];
    const network = new FakeNetwork((call) =>
      call.path === '/api/todays_events'
        ? json({ success: true, date: DATE, events, total: 1, limit: 25, message: '' })
        : new Promise<Response>(() => undefined),
    );
    const { picks, changes } = service(network);
    const first = await picks.handicappersPage({ ...ALL, offset: 0, limit: 25 });
    expect(first.rows.length).toBeGreaterThan(0);
    await timers.advance(150); // the events load is debounced 150 ms
    // the change notice is coalesced over 50 fake ms, armed whenever the load gets that far
    await drive(timers, () => changes.some((c) => c.kind === 'handicappers'));
    await drive(timers, () => network.callsTo('/api/todays_events').length === 1);
    await timers.advance(100);
    const later = await picks.handicappersPage({ ...ALL, offset: 0, limit: 25 });
    expect(later.rows.map((c) => c.name)).toContain('Feed Only Fred');
    const fred = later.rows.find((c) => c.name === 'Feed Only Fred')!;
    // the card's accuracy is the feed's graded record (30 of 50 decided), not the pick-count formula
    expect(fred).toMatchObject({ accuracy: '60%', accuracyNote: null, rating: 3 });
    expect(await picks.handicapperPicks(fred.id)).toMatchObject({ name: 'Feed Only Fred' });
    expect((await picks.handicapperPicks(fred.id)).picks.map((p) => p.id)).toEqual(['500']);
    const window = await picks.handicappersPage({ ...ALL, offset: 1, limit: 1 });
    expect(window.rows).toHaveLength(1);
    expect(window.matched).toBe(later.matched);
  });

  it('reads the feed again once when a stored snapshot predates the records', async () => {
    await cacheTop([1, 2, 3]);
    const old = [{ id: 5, name: 'Feed Only Fred', date: DATE, picks: [] }];
    await db.eventsSnapshots.put({
      date: DATE,
      events: old,
      total: 1,
      storedAt: Date.now(),
      version: TODAYS_EVENTS_CACHE_POLICY.version!,
    });
    const fresh = [{ ...old[0]!, record: { wins: 3, losses: 1, pushes: 0, pending: 0 } }];
    const network = new FakeNetwork((call) =>
      call.path === '/api/todays_events'
        ? json({ success: true, date: DATE, events: fresh, total: 1, limit: 25, message: '' })
        : new Promise<Response>(() => undefined),
    );
    const { picks } = service(network);
    await picks.handicappersPage({ ...ALL, offset: 0, limit: 25 });
    await drive(timers, () => network.callsTo('/api/todays_events').length === 1);
    await timers.advance(500);
    // the fresh feed carried records: no second re-read
    expect(network.callsTo('/api/todays_events')).toHaveLength(1);
  });
});

describe('no doomed requests', () => {
  it('a device that may not load picks answers from its cache and sends nothing, even on the timer', async () => {
    await cacheTop([1, 2, 3]);
    const network = new FakeNetwork(() => json({ success: true, picks: [] }));
    const feed = new ChangeFeed();
    let may = false;
    const picks = new PicksService(
      makeDeps(db, network, timers),
      feed,
      async () => DATE,
      {},
      async () => may,
    );
    const page = await picks.picksPage({ ...ALL, offset: 0, limit: 25 });
    expect(page.rows).toHaveLength(3);
    await picks.warm();
    await picks.handicappersPage({ ...ALL, offset: 0, limit: 25 });
    for (let i = 0; i < 5; i += 1) {
      picks.tick();
      await timers.advance(30_000);
    }
    await settle(20);
    expect(network.calls.map((c) => c.path)).toEqual([]);

    // once the account may (a sign-in, an upgrade), the timer starts the warmup by itself
    may = true;
    picks.tick();
    await until(() => network.calls.some((c) => c.path === '/api/picks'));
  });
});
