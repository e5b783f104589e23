// The tiered warmup against a fake network and a pinned clock: tier order, at most 2 requests
// in flight, the 250 ms idle pause, the fallback day, 304s, version changes and stale tiers.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParlayDatabase } from '../../../src/db/schema';
import { PicksWarmupRunner } from '../../../workers/picks-warmup-runner';
import { pagesOf, picksOf } from '../../../workers/picks-store';
import {
  FakeNetwork,
  FakePicksServer,
  FakeTimers,
  freshDatabase,
  makeDeps,
  settle,
  drive,
  until,
  slateOf,
  signIn,
} from './support';

const DATE = '2025-07-20';
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

function setup(server: FakePicksServer, network = new FakeNetwork(server.handle)) {
  const stored: string[] = [];
  const runner = new PicksWarmupRunner(makeDeps(db, network, timers), {
    onPicks: (date, result) => stored.push(...result.rows.map((r) => `${date}:${r.id}`)),
    onStatus: () => undefined,
  });
  return { runner, network, stored };
}

const tierOf = (url: string) => new URL(url, 'http://x').searchParams.get('tier');
const offsetOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('offset'));

describe('tiered warmup', () => {
  it('asks each tier in order, first pages of 25, top and high following their cursors by 100', async () => {
    const server = new FakePicksServer({
      [DATE]: slateOf({ top: 140, high: 30, medium: 40, low: 10, tail: 5 }),
    });
    const { runner, network } = setup(server);
    runner.start(DATE);
    await drive(timers, () => runner.state.phase === 'complete' && network.inFlight === 0);
    await timers.advance(1_000);
    const warm = network.calls.map((c) => `${tierOf(c.url)}@${offsetOf(c.url)}`);
    // top and high first, every tier's first page in tier order; top and high follow their
    // cursors (medium's rest is the idle prefetch after the warmup)
    expect(warm.slice(0, 2)).toEqual(['top@0', 'high@0']);
    expect(warm.filter((w) => w.endsWith('@0'))).toEqual([
      'top@0',
      'high@0',
      'medium@0',
      'low@0',
      'tail@0',
    ]);
    expect(warm).toContain('top@25');
    expect(warm).toContain('top@125');
    expect(warm).toContain('high@25');
    const first = network.calls.filter((c) => offsetOf(c.url) === 0);
    expect(new Set(first.map((c) => c.query.get('limit')))).toEqual(new Set(['25']));
    const later = network.calls.filter((c) => offsetOf(c.url) > 0).map((c) => c.query.get('limit'));
    expect(new Set(later)).toEqual(new Set(['100']));
    for (const call of network.calls) {
      expect(call.query.get('min_confidence')).toBe('50');
      expect(call.query.get('sort')).toBe('confidence');
      expect(new Headers(call.init?.headers).get('x-device-token')).toBe('device-token-1');
    }
    // medium's remaining 15 came by the idle prefetch; everything is cached
    expect(warm).toContain('medium@25');
    expect(await picksOf(db, DATE)).toHaveLength(225);
  });

  it('never has more than 2 requests in flight, and waits 250 ms after the first answer', async () => {
    const server = new FakePicksServer({ [DATE]: slateOf({ top: 300, high: 300, medium: 30 }) });
    const network = new FakeNetwork(server.handle);
    network.hold = true;
    const { runner } = setup(server, network);
    runner.start(DATE);
    await until(() => network.held === 2);
    await settle();
    expect(network.held).toBe(2);
    expect(network.calls.map((c) => tierOf(c.url))).toEqual(['top', 'high']);
    network.release(1);
    await until(() => runner.state.tiers.top.status === 'success');
    await settle();
    // the first answer is in: nothing more for 250 ms
    expect(network.calls).toHaveLength(2);
    await timers.advance(249);
    expect(network.calls).toHaveLength(2);
    await timers.advance(1);
    expect(network.calls).toHaveLength(3);
    network.hold = false;
    network.release();
    await drive(timers, () => runner.state.phase === 'complete');
    expect(network.maxInFlight).toBeLessThanOrEqual(2);
    expect(network.calls.length).toBeGreaterThan(10);
  });

  it('falls back once to the previous UTC day when the first top page is empty', async () => {
    const server = new FakePicksServer({
      [DATE]: slateOf({ top: 0, high: 5 }),
      '2025-07-19': slateOf({ top: 4, high: 3 }, 100),
    });
    const { runner, network } = setup(server);
    runner.start(DATE);
    await drive(timers, () => runner.state.phase === 'complete');
    expect(runner.state.date).toBe('2025-07-19');
    expect(runner.state.fallbackUsed).toBe(true);
    expect(runner.state.phase).toBe('complete');
    const topDates = network.calls
      .filter((c) => tierOf(c.url) === 'top')
      .map((c) => c.query.get('date'));
    expect(topDates).toEqual([DATE, '2025-07-19']);
    expect((await picksOf(db, '2025-07-19')).map((r) => r.id).sort()).toHaveLength(7);
  });

  it('falls back when the first top page times out, and says so', async () => {
    const server = new FakePicksServer({ '2025-07-19': slateOf({ top: 3 }) });
    const network = new FakeNetwork((call) =>
      call.query.get('date') === DATE && call.query.get('tier') === 'top'
        ? new Promise<Response>(() => undefined)
        : server.handle(call),
    );
    const statuses: string[] = [];
    const runner = new PicksWarmupRunner(makeDeps(db, network, timers), {
      onPicks: () => undefined,
      onStatus: (s) => statuses.push(s.tiers.top.error ?? ''),
    });
    runner.start(DATE);
    await until(() => network.calls.length === 2);
    await timers.advance(8_000);
    expect(statuses).toContain('Timeout - trying fallback date');
    await drive(timers, () => runner.state.phase === 'complete');
    expect(runner.state.date).toBe('2025-07-19');
    expect(runner.state.tiers.top.status).toBe('success');
  });

  it('records the spec messages and retries a failed tier once', async () => {
    const server = new FakePicksServer({ [DATE]: slateOf({ top: 3, high: 3 }) });
    const network = new FakeNetwork((call) =>
      call.query.get('tier') === 'medium'
        ? new Response('oops', { status: 503 })
        : server.handle(call),
    );
    const { runner } = setup(server, network);
    runner.start(DATE);
    await drive(timers, () => runner.state.phase === 'complete');
    expect(runner.state.tiers.medium.status).toBe('error');
    expect(runner.state.tiers.medium.error).toBe('Retry failed: HTTP error! status: 503');
    expect(network.calls.filter((c) => tierOf(c.url) === 'medium')).toHaveLength(2);
    expect(runner.state.phase).toBe('complete');
  });

  it('says Network error when the network is down', async () => {
    const network = new FakeNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    const { runner } = setup(new FakePicksServer({}), network);
    runner.start(DATE);
    await drive(timers, () => runner.state.phase === 'complete');
    expect(runner.state.tiers.top.error).toMatch(/Network error$/);
  });

  it('sends the stored ETag and keeps the page on a 304', async () => {
    const server = new FakePicksServer({ [DATE]: slateOf({ top: 10, high: 2 }) });
    const { runner, network } = setup(server);
    runner.start(DATE);
    await drive(timers, () => runner.state.phase === 'complete');
    const before = await picksOf(db, DATE);
    network.calls = [];
    await timers.advance(6 * 60_000);
    runner.tick(); // top is stale after 5 min: a new run revalidates
    await drive(timers, () => runner.state.phase === 'complete');
    const top = network.calls.find((c) => tierOf(c.url) === 'top')!;
    expect(new Headers(top.init?.headers).get('if-none-match')).toBe(`W/"v1-${DATE}-top.top.0.25"`);
    expect(runner.state.tiers.top.status).toBe('success');
    expect((await picksOf(db, DATE)).map((r) => r.id).sort()).toEqual(
      before.map((r) => r.id).sort(),
    );
    const page = (await pagesOf(db, DATE)).find((p) => p.tier === 'top')!;
    expect(page.insertedAt).toBeGreaterThan(timers.nowMs - 60_000);
  });

  it('refreshes once the top tier is stale (5 min), not before', async () => {
    const server = new FakePicksServer({ [DATE]: slateOf({ top: 2, high: 2, medium: 2 }) });
    const { runner, network } = setup(server);
    runner.start(DATE);
    await drive(timers, () => runner.state.phase === 'complete' && network.inFlight === 0);
    await timers.advance(500);
    const warmCalls = network.calls.length;
    await timers.advance(3 * 60_000);
    runner.tick();
    await timers.advance(1_000);
    expect(network.calls).toHaveLength(warmCalls);
    expect(runner.state.tiers.top.stale).toBe(false);
    await timers.advance(2 * 60_000);
    runner.tick();
    await drive(timers, () => runner.state.phase === 'complete');
    expect(network.calls.length).toBeGreaterThan(warmCalls);
    expect(runner.state.phase).toBe('complete');
  });

  it('drops a tier’s pages when the server version changes and reads the tier again', async () => {
    const server = new FakePicksServer({ [DATE]: slateOf({ top: 130 }) });
    const { runner, network } = setup(server);
    runner.start(DATE);
    await drive(timers, () => runner.state.phase === 'complete');
    expect((await pagesOf(db, DATE)).filter((p) => p.tier === 'top')).toHaveLength(3);
    // the slate changes: top's first page is replaced, a pick dropped
    server.slates[DATE]!.top = server.slates[DATE]!.top!.slice(1);
    server.versions.set(`${DATE}|top`, 'v2');
    network.calls = [];
    runner.start(DATE, true);
    await drive(timers, () => runner.state.phase === 'complete');
    const pages = (await pagesOf(db, DATE)).filter((p) => p.tier === 'top');
    expect(new Set(pages.map((p) => p.version))).toEqual(new Set(['v2']));
    expect(await picksOf(db, DATE)).toHaveLength(129);
  });

  it('reads the tiers once more when the stored answers changed during a run', async () => {
    const server = new FakePicksServer({ [DATE]: slateOf({ top: 3, high: 2 }) });
    const network = new FakeNetwork(server.handle);
    network.hold = true;
    const { runner } = setup(server, network);
    runner.start(DATE);
    await until(() => network.held === 2);
    network.release(1); // top's old page is read
    await until(() => runner.state.tiers.top.status === 'success');
    server.slates[DATE]!.top = slateOf({ top: 4 }, 50).top;
    server.versions.set(`${DATE}|top`, 'v2');
    runner.refresh(DATE); // the service worker announced a changed body meanwhile
    network.hold = false;
    network.release();
    await drive(timers, () => runner.state.phase === 'complete');
    await drive(
      timers,
      () =>
        runner.state.phase === 'complete' &&
        network.calls.filter((c) => tierOf(c.url) === 'top').length === 2,
    );
    await drive(timers, () => runner.state.phase === 'complete' && network.inFlight === 0);
    const top = (await picksOf(db, DATE)).filter((r) => r.tier === 'top').map((r) => r.id);
    expect(top.sort()).toEqual(['50', '51', '52', '53']);
  });
});
