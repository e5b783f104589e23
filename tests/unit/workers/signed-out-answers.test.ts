// A fetch the worker started for one account never writes its answer into the stores after that
// account signed out (the picks page cache and the events snapshot): the next person on the
// device finds nothing of the previous one's, and their own answers are stored as usual.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParlayDatabase } from '../../../src/db/schema';
import { endSession } from '../../../src/db/session';
import { EventsFeed } from '../../../workers/events-feed';
import { PicksWarmupRunner } from '../../../workers/picks-warmup-runner';
import {
  FakeNetwork,
  FakePicksServer,
  FakeTimers,
  drive,
  freshDatabase,
  json,
  makeDeps,
  serverPick,
  signIn,
  slateOf,
  until,
  untilAsync,
} from './support';

const DATE = '2025-07-20';
let db: ParlayDatabase;
let timers: FakeTimers;

beforeEach(async () => {
  db = freshDatabase();
  timers = new FakeTimers();
  await signIn(db, 'token-of-a');
});
afterEach(async () => {
  await db.delete();
});

const signOut = () => endSession(db, { revoke: true, discardWritesOf: 7 }, timers.nowMs);

describe('answers that arrive after sign-out', () => {
  it('the picks warmup stores no page fetched for the account that signed out meanwhile', async () => {
    const server = new FakePicksServer({ [DATE]: slateOf({ top: 30, high: 10 }) });
    const network = new FakeNetwork(server.handle);
    network.hold = true;
    const shown: string[] = [];
    const runner = new PicksWarmupRunner(makeDeps(db, network, timers, 'token-of-a'), {
      onPicks: (_date, result) => shown.push(...result.rows.map((r) => r.id)),
      onStatus: () => undefined,
    });
    runner.start(DATE);
    await until(() => network.held === 2);
    await signOut();
    network.hold = false;
    network.release();
    await untilAsync(async () => network.inFlight === 0 && network.calls.length >= 2);
    await timers.advance(5_000);
    await untilAsync(async () => network.inFlight === 0);
    expect(await db.pickPages.count()).toBe(0);
    expect(await db.cachedPicks.count()).toBe(0);
    expect(shown).toEqual([]);

    // the next account's own answers are stored as usual
    await signIn(db, 'token-of-b');
    const next = new PicksWarmupRunner(
      makeDeps(db, new FakeNetwork(server.handle), timers, 'token-of-b'),
      { onPicks: () => undefined, onStatus: () => undefined },
    );
    next.start(DATE);
    await drive(timers, () => next.state.phase === 'complete');
    await untilAsync(async () => (await db.cachedPicks.count()) === 40);
  });

  it('the events feed stores no snapshot fetched for the account that signed out meanwhile', async () => {
    const network = new FakeNetwork(() =>
      json({
        success: true,
        events: [{ id: 1, name: 'Expert 1', date: DATE, picks: [serverPick(1, 70)] }],
        total: 1,
      }),
    );
    network.hold = true;
    const shown: unknown[] = [];
    const feed = new EventsFeed(makeDeps(db, network, timers, 'token-of-a'), {
      onEvents: (_date, events) => shown.push(...events),
      onState: () => undefined,
    });
    const load = feed.load(DATE);
    await until(() => network.held === 1);
    await signOut();
    network.release();
    await load;
    expect(await db.eventsSnapshots.count()).toBe(0);
    expect(shown).toEqual([]);
  });
});
