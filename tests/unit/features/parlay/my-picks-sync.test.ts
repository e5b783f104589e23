// My Picks and favourites on the device (issue [N]): every change queues an operation keyed by the
// pick's canonical id; the server's list is adopted with this device's unsent operations on top,
// so what the bettor just did shows until the server has it, and another device's edits arrive.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAVORITE_OPS_URL,
  adoptServerFavorites,
  readFavorites,
  toggleFavoriteFor,
} from '../../../../src/db/favorites';
import {
  LOAD_USER_PICKS_URL,
  USER_PICK_OPS_URL,
  readMyPicks,
  removeMyPickFor,
  toggleMyPickFor,
} from '../../../../src/db/my-picks';
import { enqueueWrite, replayOutbox } from '../../../../src/db/outbox';
import { ParlayDatabase } from '../../../../src/db/schema';
import { upgradeStoredPick, type SelectedPick } from '../../../../src/domain/lists/my-picks';
import {
  adoptServerList,
  mergeServerFields,
  pendingMyPickOps,
} from '../../../../src/features/parlay/my-picks-sync';

let db: ParlayDatabase;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new ParlayDatabase(`my-picks-sync-${counter}`);
});
afterEach(async () => {
  await db.delete();
});

const item = (source: string, extra: Partial<SelectedPick> = {}) =>
  upgradeStoredPick({
    id: `pick_${source}`,
    sourceId: source,
    playerName: `Player ${source}`,
    confidence: 60,
    addedAt: 1,
    ...extra,
  });
const fromProfile = (source: string) =>
  item(source, { id: `handicapper_${source}_Lucky_Lou`, sourceType: 'handicapper' });
const fromServer = (source: string) =>
  item(source, { confidence: 71, probability: 0.71, gameKey: 'game-3', team: 'Hawks', side: 1 });
const sendAll = () => replayOutbox(db, 7, async () => ({ kind: 'sent' }), 0);
const ids = async () => (await readMyPicks(db, 7, 10)).map((p) => p.id);

describe('a change to My Picks', () => {
  it('queues one operation keyed by the pick, and a pick is listed once wherever it was added', async () => {
    await toggleMyPickFor(db, 7, fromProfile('15329'), 5);
    const [write] = await db.outbox.toArray();
    expect(write!.url).toBe(USER_PICK_OPS_URL);
    expect(JSON.parse(write!.body!).ops).toMatchObject([
      { kind: 'add', key: 'pick_15329', at: 5, item: { id: 'handicapper_15329_Lucky_Lou' } },
    ]);
    // the same pick from the list takes it off: it was already there
    await toggleMyPickFor(db, 7, item('15329'), 6);
    expect(await ids()).toEqual([]);
    expect((await pendingMyPickOps(db, 7)).map((op) => [op.kind, op.key])).toEqual([
      ['add', 'pick_15329'],
      ['remove', 'pick_15329'],
    ]);
    await toggleMyPickFor(db, 7, item('1'), 7);
    await removeMyPickFor(db, 7, 'pick_1', 8);
    await removeMyPickFor(db, 7, 'pick_1', 9); // nothing to remove: nothing queued
    expect(await db.outbox.count()).toBe(4);
  });
});

describe('adoptServerList', () => {
  it('takes the server’s list when nothing of ours waits, and queues nothing', async () => {
    await toggleMyPickFor(db, 7, item('a'), 0);
    await sendAll();
    expect(await adoptServerList(db, 7, [fromServer('b'), fromServer('c')], 10)).toBe('replaced');
    expect(await ids()).toEqual(['pick_b', 'pick_c']);
    expect((await readMyPicks(db, 7, 10))[0]).toMatchObject({ probability: 0.71, side: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps this device’s unsent adds and removes on top of another device’s list', async () => {
    await toggleMyPickFor(db, 7, item('a'), 0);
    await toggleMyPickFor(db, 7, item('b'), 1);
    await sendAll();
    // offline: adds c, removes a; the server meanwhile got d from the other device
    await toggleMyPickFor(db, 7, item('c'), 2);
    await removeMyPickFor(db, 7, 'pick_a', 3);
    await adoptServerList(db, 7, [fromServer('a'), fromServer('b'), fromServer('d')], 10);
    expect(new Set(await ids())).toEqual(new Set(['pick_b', 'pick_c', 'pick_d']));
    expect(await db.outbox.count()).toBe(2);
  });

  it('only merges the server’s fields while an older version’s whole list is unsent', async () => {
    await enqueueWrite(db, { userId: 7, method: 'POST', url: LOAD_USER_PICKS_URL, body: {} }, 0);
    await toggleMyPickFor(db, 7, item('a'), 0);
    expect(await adoptServerList(db, 7, [fromServer('a'), fromServer('z')], 10)).toBe('merged');
    const list = await readMyPicks(db, 7, 10);
    expect(list.map((p) => p.id)).toEqual(['pick_a']);
    expect(list[0]).toMatchObject({ confidence: 71, probability: 0.71, team: 'Hawks' });
  });

  it('leaves other accounts alone', async () => {
    await toggleMyPickFor(db, 8, item('x'), 0);
    await adoptServerList(db, 7, [fromServer('b')], 10);
    expect((await readMyPicks(db, 8, 10)).map((p) => p.id)).toEqual(['pick_x']);
  });

  it('mergeServerFields touches listed items only', async () => {
    await toggleMyPickFor(db, 7, item('a'), 0);
    await mergeServerFields(db, 7, [fromServer('a'), fromServer('q')], 5);
    expect(await ids()).toEqual(['pick_a']);
    expect((await readMyPicks(db, 7, 10))[0]).toMatchObject({ gameKey: 'game-3' });
  });
});

describe('favourites', () => {
  const hc = (id: number) => ({ id, name: `H${id}`, accuracy: '60%' });

  it('queue operations and keep unsent stars over the server’s list', async () => {
    await toggleFavoriteFor(db, 7, hc(1), 0);
    await toggleFavoriteFor(db, 7, hc(2), 1);
    await toggleFavoriteFor(db, 7, hc(1), 2);
    const writes = await db.outbox.toArray();
    expect(writes.every((w) => w.url === FAVORITE_OPS_URL)).toBe(true);
    expect(writes.map((w) => JSON.parse(w.body!).ops[0].kind)).toEqual(['add', 'add', 'remove']);
    // the server still has the old list [1, 3] (3 starred on another device)
    await adoptServerFavorites(db, 7, [1, 3], new Map([[3, { name: 'H3', accuracy: '55%' }]]), 5);
    expect(await readFavorites(db, 7)).toEqual([
      { id: 3, name: 'H3', accuracy: '55%' },
      { id: 2, name: 'H2', accuracy: '60%' },
    ]);
    await sendAll();
    await adoptServerFavorites(db, 7, [3, 2], new Map(), 6);
    expect((await readFavorites(db, 7)).map((f) => f.id)).toEqual([3, 2]);
  });
});
