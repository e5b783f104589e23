// The picks page cache in Dexie: pages of each warmup tier and the picks they brought, at most
// 120 pages (hard-expired, then least recently used, go first), version invalidation per tier,
// and only the top and high tiers kept across restarts. A page is stored only while the account
// it was fetched for is still signed in.
import { META_KEYS, type DeviceIdentity } from '../src/db/meta';
import type { CachedPickRow, ParlayDatabase, PickPageRow } from '../src/db/schema';
import {
  PAGE_CACHE_MAX_ENTRIES,
  PICKS_CACHE_VERSION,
  PICK_TIERS,
  pageFreshness,
  isPersistedTier,
  pagesToEvict,
  pageTimestamps,
  picksPageKey,
  type CachedPicksPage,
  type PickTier,
} from '../src/domain/offline/picks-cache-policy';
import type { Pick } from '../src/domain/picks/server-pick';
import { pickSearchText, slimPick } from './pick-search-text';

export interface PageToStore {
  date: string;
  tier: PickTier;
  cursor: number;
  nextCursor: number | null;
  picks: Pick[];
  etag: string | null;
  version: string;
  totalQualified: number;
  /** The device token the page was fetched with (src/db/account-guard.ts). */
  token: string | null;
}

export interface StoreResult {
  page: PickPageRow;
  rows: CachedPickRow[];
  /** Picks of pages that left the cache (evicted or invalidated), by date. */
  removed: { date: string; ids: string[] }[];
  /** The server's version of the tier changed: the tier's older pages were dropped. */
  versionChanged: boolean;
}

/** The page as the cache policy reads it: its `version` is the picks cache version. */
function policyView(page: PickPageRow): CachedPicksPage {
  return { ...page, version: page.cacheVersion };
}

export function pageKeyOf(date: string, tier: PickTier, cursor: number): string {
  return picksPageKey(date, tier, cursor);
}

async function deletePages(db: ParlayDatabase, pages: readonly PickPageRow[]) {
  const removed = new Map<string, string[]>();
  for (const page of pages) {
    const rows = await db.cachedPicks.where('pageKey').equals(page.key).toArray();
    await db.cachedPicks.bulkDelete(rows.map((r) => [r.date, r.id] as [string, string]));
    const ids = removed.get(page.date) ?? [];
    ids.push(...rows.map((r) => r.id));
    removed.set(page.date, ids);
  }
  await db.pickPages.bulkDelete(pages.map((p) => p.key));
  return [...removed].map(([date, ids]) => ({ date, ids }));
}

/**
 * Stores one page and its picks. When the page's server version differs from the tier's stored
 * pages, those pages go first (version invalidation); then the cache is cut to 120 pages.
 * Null when the page was fetched for a token that is no longer this device's (a sign-out or a
 * change of user happened meanwhile): nothing is stored. The check and the writes share one
 * transaction with the device record, as the sign-out does (src/db/session.ts).
 */
export async function storePage(
  db: ParlayDatabase,
  input: PageToStore,
  nowMs: number,
): Promise<StoreResult | null> {
  return db.transaction('rw', db.meta, db.pickPages, db.cachedPicks, async () => {
    const device = (await db.meta.get(META_KEYS.device))?.value as DeviceIdentity | undefined;
    if ((device?.device_token ?? null) !== input.token) return null;
    const key = pageKeyOf(input.date, input.tier, input.cursor);
    const tierPages = await db.pickPages
      .where('date')
      .equals(input.date)
      .filter((p) => p.tier === input.tier)
      .toArray();
    const outdated = tierPages.filter((p) => p.version !== input.version && p.key !== key);
    const removed = await deletePages(db, outdated);
    const page: PickPageRow = {
      key,
      date: input.date,
      tier: input.tier,
      cursor: input.cursor,
      nextCursor: input.nextCursor,
      pickIds: input.picks.map((p) => p.id),
      etag: input.etag,
      version: input.version,
      cacheVersion: PICKS_CACHE_VERSION,
      totalQualified: input.totalQualified,
      ...pageTimestamps(nowMs),
    };
    // the page's previous picks that it no longer holds leave with it
    const previous = await db.cachedPicks.where('pageKey').equals(key).toArray();
    const kept = new Set(page.pickIds);
    const gone = previous.filter((r) => !kept.has(r.id));
    await db.cachedPicks.bulkDelete(gone.map((r) => [r.date, r.id] as [string, string]));
    if (gone.length > 0) removed.push({ date: input.date, ids: gone.map((r) => r.id) });
    const rows: CachedPickRow[] = input.picks.map((pick) => {
      const slim = slimPick(pick);
      return {
        date: input.date,
        id: pick.id,
        tier: input.tier,
        pageKey: key,
        confidence: pick.confidence,
        pick: slim,
        searchText: pickSearchText(slim),
        storedAt: nowMs,
      };
    });
    await db.pickPages.put(page);
    await db.cachedPicks.bulkPut(rows);
    // Over 120 pages: hard-expired ones, then the least recently used, go. Under it, an expired
    // page stays until its tier is refetched (dropExpiredPages), so offline it still shows.
    const all = await db.pickPages.toArray();
    if (all.length > PAGE_CACHE_MAX_ENTRIES) {
      const evict = new Set(pagesToEvict(all.map(policyView), nowMs));
      evict.delete(key);
      removed.push(
        ...(await deletePages(
          db,
          all.filter((p) => evict.has(p.key)),
        )),
      );
    }
    return { page, rows, removed, versionChanged: outdated.length > 0 };
  });
}

export function readPage(db: ParlayDatabase, key: string): Promise<PickPageRow | undefined> {
  return db.pickPages.get(key);
}

/** A 304 or a read: the page was used now (least recently used goes first). */
export async function touchPage(db: ParlayDatabase, key: string, nowMs: number): Promise<void> {
  await db.pickPages.update(key, { accessedAt: nowMs });
}

/** A 304 revalidated the page: it is as good as new. */
export async function revalidatePage(db: ParlayDatabase, key: string, nowMs: number) {
  await db.pickPages.update(key, pageTimestamps(nowMs));
}

export async function pagesOf(db: ParlayDatabase, date: string): Promise<PickPageRow[]> {
  return db.pickPages.where('date').equals(date).toArray();
}

export async function picksOf(db: ParlayDatabase, date: string): Promise<CachedPickRow[]> {
  return db.cachedPicks.where('date').equals(date).toArray();
}

/** After a tier was refetched: its pages the run did not renew and that are past 60 min go. */
export async function dropExpiredPages(
  db: ParlayDatabase,
  date: string,
  tier: PickTier,
  nowMs: number,
): Promise<StoreResult['removed']> {
  return db.transaction('rw', db.pickPages, db.cachedPicks, async () => {
    const pages = await db.pickPages
      .where('date')
      .equals(date)
      .filter((p) => p.tier === tier && pageFreshness(policyView(p), nowMs) === 'hard-expired')
      .toArray();
    return deletePages(db, pages);
  });
}

/**
 * How much of the slate's final order the cached pages give. The server orders a date's picks
 * tier after tier (the tiers are confidence bands), confidence first within each; a tier is known
 * down to where its chain of pages from offset 0 breaks. Every pick up to `lastId` (the last pick of
 * that known run, null when there is none) is settled: no page still to come holds a pick that
 * sorts before it. `complete` when every tier's chain reaches its last page. A page whose last pick
 * is not `held` (the index skipped it) breaks the chain as a missing page does.
 */
export interface SettledPrefix {
  complete: boolean;
  lastId: string | null;
}

export function settledPrefix(
  pages: readonly PickPageRow[],
  held: (id: string) => boolean = () => true,
): SettledPrefix {
  let lastId: string | null = null;
  for (const tier of PICK_TIERS) {
    const byCursor = new Map(pages.filter((p) => p.tier === tier).map((p) => [p.cursor, p]));
    let page = byCursor.get(0);
    for (let hops = 0; page && hops < 10_000; hops += 1) {
      const last = page.pickIds.at(-1);
      if (last !== undefined && !held(last)) return { complete: false, lastId };
      if (last !== undefined) lastId = last;
      if (page.nextCursor === null) break;
      page = byCursor.get(page.nextCursor);
    }
    if (!page || page.nextCursor !== null) return { complete: false, lastId };
  }
  return { complete: true, lastId };
}

/** Every tier's page chain from offset 0 ends on a last page: the date is fully cached. */
export function tiersComplete(pages: readonly PickPageRow[]): boolean {
  return settledPrefix(pages).complete;
}

/**
 * At start: pages of another cache version go, and so do tiers that are not persisted across
 * restarts (medium, low, tail); top and high stay, so the first screen shows at once.
 */
export async function pruneAtStart(db: ParlayDatabase): Promise<void> {
  await db.transaction('rw', db.pickPages, db.cachedPicks, async () => {
    const all = await db.pickPages.toArray();
    const dropped = all.filter(
      (p) => p.cacheVersion !== PICKS_CACHE_VERSION || !isPersistedTier(p.tier),
    );
    await deletePages(db, dropped);
  });
}
