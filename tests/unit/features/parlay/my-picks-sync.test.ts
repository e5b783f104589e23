// The server's copy of My Picks in Dexie: adopted whole only when no list change of ours is
// unsent, otherwise only its fields are merged; freshness decides when to ask.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readMyPicks, saveMyPicks } from '../../../../src/db/my-picks';
import { replayOutbox } from '../../../../src/db/outbox';
import { ParlayDatabase } from '../../../../src/db/schema';
import { upgradeStoredPick, type SelectedPick } from '../../../../src/domain/my-picks';
import {
  adoptServerList,
  mergeServerFields,
  wantsServerList,
} from '../../../../src/features/parlay/my-picks-sync';

const HOUR = 3_600_000;
let db: ParlayDatabase;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new ParlayDatabase(`my-picks-sync-${counter}`);
});
afterEach(async () => {
  await db.delete();
});

const item = (id: string, extra: Partial<SelectedPick> = {}) =>
  upgradeStoredPick({ id, playerName: `Player ${id}`, confidence: 60, addedAt: 1, ...extra });

const fromServer = (id: string) =>
  item(id, { confidence: 71, probability: 0.71, gameKey: 'game-3', team: 'Hawks', side: 1 });

describe('adoptServerList', () => {
  it('replaces the device’s list when nothing of ours waits to be sent', async () => {
    await saveMyPicks(db, 7, [item('a')], 0);
    await replayOutbox(db, 7, async () => ({ kind: 'sent' }), 0);
    expect(await adoptServerList(db, 7, [fromServer('b'), fromServer('c')], 10)).toBe('replaced');
    const list = await readMyPicks(db, 7, 10);
    expect(list.map((p) => p.id)).toEqual(['b', 'c']);
    expect(list[0]).toMatchObject({ probability: 0.71, gameKey: 'game-3', side: 1 });
    // adopting writes nothing to the outbox: it is the server's own list
    expect(await db.outbox.count()).toBe(0);
  });

  it('only merges the server’s fields while a list change of ours is unsent', async () => {
    await saveMyPicks(db, 7, [item('a'), item('b')], 0);
    expect(await adoptServerList(db, 7, [fromServer('a'), fromServer('z')], 10)).toBe('merged');
    const list = await readMyPicks(db, 7, 10);
    expect(list.map((p) => p.id)).toEqual(['a', 'b']);
    expect(list[0]).toMatchObject({ confidence: 71, probability: 0.71, team: 'Hawks' });
    expect(list[1]).not.toHaveProperty('probability');
  });

  it('leaves other accounts alone', async () => {
    await saveMyPicks(db, 8, [item('x')], 0);
    await adoptServerList(db, 7, [fromServer('b')], 10);
    expect((await readMyPicks(db, 8, 10)).map((p) => p.id)).toEqual(['x']);
  });
});

describe('mergeServerFields and wantsServerList', () => {
  it('merges onto listed items only, and asks again once a row is past 24 h', async () => {
    expect(await wantsServerList(db, 7, 0)).toBe(true);
    await saveMyPicks(db, 7, [item('a')], 0);
    expect(await wantsServerList(db, 7, 23 * HOUR)).toBe(false);
    expect(await wantsServerList(db, 7, 25 * HOUR)).toBe(true);
    await mergeServerFields(db, 7, [fromServer('a'), fromServer('q')], 25 * HOUR);
    expect(await wantsServerList(db, 7, 26 * HOUR)).toBe(false);
    expect((await readMyPicks(db, 7, 26 * HOUR)).map((p) => p.id)).toEqual(['a']);
  });
});
