// The Dexie page cache: 120 pages at most (least recently used out), version invalidation per
// tier, expired pages kept until their tier is refetched, top and high kept across restarts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParlayDatabase } from '../../../src/db/schema';
import { PICKS_CACHE_VERSION, type PickTier } from '../../../src/domain/offline/picks-cache-policy';
import { mapServerPick } from '../../../src/domain/picks/server-pick';
import {
  dropExpiredPages,
  pagesOf,
  picksOf,
  pruneAtStart,
  storePage,
  tiersComplete,
  touchPage,
} from '../../../workers/picks-store';
import { freshDatabase, serverPick } from './support';

const DATE = '2025-07-20';
const MINUTE = 60_000;
let db: ParlayDatabase;

beforeEach(() => {
  db = freshDatabase();
});
afterEach(async () => {
  await db.delete();
});

function page(tier: PickTier, cursor: number, ids: number[], version = 'v1', date = DATE) {
  return {
    date,
    tier,
    cursor,
    nextCursor: null,
    picks: ids.map((id) => mapServerPick(serverPick(id, 80))),
    etag: `W/"${version}.${cursor}"`,
    version,
    totalQualified: ids.length,
    // no device token stored and none sent: the page is the anonymous caller's
    token: null,
  };
}

describe('picks page cache', () => {
  it('stores a page and its picks, slimmed and searchable', async () => {
    const withImage = { ...page('top', 0, [1, 2]) };
    withImage.picks[0] = { ...withImage.picks[0]!, playerImageBase64: 'AAAA' };
    await storePage(db, withImage, 1_000);
    const [stored] = await pagesOf(db, DATE);
    expect(stored).toMatchObject({ tier: 'top', cursor: 0, cacheVersion: PICKS_CACHE_VERSION });
    expect(stored!.pickIds).toEqual(['1', '2']);
    const picks = await picksOf(db, DATE);
    expect(picks.map((p) => p.pick.playerImageBase64)).toEqual([null, null]);
    expect(picks[0]!.searchText).toContain('lakers vs celtics');
  });

  it('keeps at most 120 pages, evicting the least recently used', async () => {
    for (let i = 0; i < 121; i += 1) {
      await storePage(
        db,
        page('top', i * 100, [i + 1], 'v1', `2025-06-${String((i % 28) + 1).padStart(2, '0')}`),
        i,
      );
      if (i === 0) await touchPage(db, (await db.pickPages.toArray())[0]!.key, 500); // used late
    }
    const all = await db.pickPages.toArray();
    expect(all).toHaveLength(120);
    // page 1 (accessed at 1) was the least recently used; page 0 was touched at 500
    expect(all.some((p) => p.cursor === 100)).toBe(false);
    expect(all.some((p) => p.cursor === 0)).toBe(true);
    expect(await db.cachedPicks.count()).toBe(120);
  });

  it("drops a tier's pages stored under an older server version", async () => {
    await storePage(db, { ...page('high', 0, [1, 2]), nextCursor: 2 }, 0);
    await storePage(db, page('high', 2, [3]), 0);
    await storePage(db, page('top', 0, [9]), 0);
    const result = await storePage(db, page('high', 0, [1, 4], 'v2'), 10);
    expect(result!.versionChanged).toBe(true);
    const high = (await pagesOf(db, DATE)).filter((p) => p.tier === 'high');
    expect(high.map((p) => p.version)).toEqual(['v2']);
    expect((await picksOf(db, DATE)).map((p) => p.id).sort()).toEqual(['1', '4', '9']);
    expect(result!.removed.flatMap((r) => r.ids).sort()).toEqual(['2', '3']);
  });

  it('keeps hard-expired pages until their tier is refetched', async () => {
    await storePage(db, page('medium', 0, [1]), 0);
    await storePage(db, page('top', 0, [2]), 61 * MINUTE);
    expect(await db.pickPages.count()).toBe(2);
    const removed = await dropExpiredPages(db, DATE, 'medium', 61 * MINUTE);
    expect(removed).toEqual([{ date: DATE, ids: ['1'] }]);
    expect((await pagesOf(db, DATE)).map((p) => p.tier)).toEqual(['top']);
  });

  it('keeps top and high across a restart and drops the other tiers', async () => {
    for (const [i, tier] of (['top', 'high', 'medium', 'low', 'tail'] as const).entries()) {
      await storePage(db, page(tier, 0, [i + 1]), 0);
    }
    await pruneAtStart(db);
    expect((await pagesOf(db, DATE)).map((p) => p.tier).sort()).toEqual(['high', 'top']);
    expect((await picksOf(db, DATE)).map((p) => p.id).sort()).toEqual(['1', '2']);
  });

  it('knows when every tier is cached to its last page', async () => {
    const tiers = ['top', 'high', 'medium', 'low', 'tail'] as const;
    for (const tier of tiers) await storePage(db, { ...page(tier, 0, [1]), nextCursor: 25 }, 0);
    expect(tiersComplete(await pagesOf(db, DATE))).toBe(false);
    for (const tier of tiers) await storePage(db, page(tier, 25, [2]), 0);
    expect(tiersComplete(await pagesOf(db, DATE))).toBe(true);
  });
});
