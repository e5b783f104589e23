// The picks cache: tiers and their staleness, the page cache's size and lifetimes, and the
// cache version that invalidates everything stored under an older one.
import { MIN_CONFIDENCE } from '../confidence/confidence';

export const PICK_TIERS = ['top', 'high', 'medium', 'low', 'tail'] as const;
export type PickTier = (typeof PICK_TIERS)[number];

/**
 * The warmup tiers as confidence bands [min, max): the client warms each tier's first page at
 * once and keeps paging top and high. The bands partition the qualified picks (>= MIN_CONFIDENCE).
 */
export const PICK_TIER_BANDS = {
  top: [75, null],
  high: [65, 75],
  medium: [58, 65],
  low: [53, 58],
  tail: [MIN_CONFIDENCE, 53],
} as const satisfies Record<PickTier, readonly [number, number | null]>;

/** 'top >= 75, high 65-75, …': the bands in words, for the API's description. */
export function tierBandsText(): string {
  return PICK_TIERS.map((tier) => {
    const [min, max] = PICK_TIER_BANDS[tier];
    return max === null ? `${tier} >= ${min}` : `${tier} ${min}-${max}`;
  }).join(', ');
}

const MINUTE = 60_000;

export const TIER_STALE_MS: Readonly<Record<PickTier, number>> = {
  top: 5 * MINUTE,
  high: 7 * MINUTE,
  medium: 10 * MINUTE,
  low: 15 * MINUTE,
  tail: 20 * MINUTE,
};
export const GLOBAL_STALE_MS = 15 * MINUTE;

export const PICKS_CACHE_VERSION = 'picks:0.1.2';
export const PAGE_CACHE_MAX_ENTRIES = 120;
export const PAGE_SOFT_TTL_MS = 5 * MINUTE;
export const PAGE_HARD_TTL_MS = 60 * MINUTE;
export const PERSISTED_TIERS: readonly PickTier[] = ['top', 'high'];

export const PICKS_FIRST_PAGE_SIZE = 25;
export const PICKS_LATER_PAGE_SIZE = 100;
export const PICKS_MAX_CONCURRENT_REQUESTS = 2;
export const PICKS_IDLE_PREFETCH_DELAY_MS = 250;

/** 25 for a tier's first page, 100 after. */
export function picksPageSize(cursor: string | number | null | undefined): number {
  return cursor === null || cursor === undefined || cursor === 0 || cursor === ''
    ? PICKS_FIRST_PAGE_SIZE
    : PICKS_LATER_PAGE_SIZE;
}

export function isTierStale(tier: PickTier, fetchedAtMs: number | null, nowMs: number): boolean {
  return fetchedAtMs === null || nowMs - fetchedAtMs >= TIER_STALE_MS[tier];
}

/** The whole warm cache is stale 15 min after the last complete warmup. */
export function isGloballyStale(lastWarmAtMs: number | null, nowMs: number): boolean {
  return lastWarmAtMs === null || nowMs - lastWarmAtMs >= GLOBAL_STALE_MS;
}

export function isPersistedTier(tier: PickTier): boolean {
  return PERSISTED_TIERS.includes(tier);
}

export interface CachedPicksPage {
  key: string;
  tier: PickTier;
  insertedAt: number;
  accessedAt: number;
  expiresAt: number;
  version?: string;
}

export type PageFreshness = 'fresh' | 'soft-expired' | 'hard-expired';

/** Fresh for 5 min (serve), soft-expired to 60 min (serve and refetch), then gone. */
export function pageFreshness(
  page: Pick<CachedPicksPage, 'insertedAt' | 'version'>,
  nowMs: number,
): PageFreshness {
  if (page.version !== undefined && page.version !== PICKS_CACHE_VERSION) return 'hard-expired';
  const age = nowMs - page.insertedAt;
  if (age < PAGE_SOFT_TTL_MS) return 'fresh';
  if (age < PAGE_HARD_TTL_MS) return 'soft-expired';
  return 'hard-expired';
}

/** A new page's lifetimes. */
export function pageTimestamps(nowMs: number): {
  insertedAt: number;
  accessedAt: number;
  expiresAt: number;
} {
  return { insertedAt: nowMs, accessedAt: nowMs, expiresAt: nowMs + PAGE_HARD_TTL_MS };
}

/**
 * The keys to evict so at most 120 pages stay: hard-expired pages first, then the least
 * recently used.
 */
export function pagesToEvict(
  pages: readonly CachedPicksPage[],
  nowMs: number,
  maxEntries = PAGE_CACHE_MAX_ENTRIES,
): string[] {
  const expired = pages.filter((p) => pageFreshness(p, nowMs) === 'hard-expired');
  const alive = pages
    .filter((p) => pageFreshness(p, nowMs) !== 'hard-expired')
    .sort((a, b) => a.accessedAt - b.accessedAt);
  const overflow = Math.max(0, alive.length - maxEntries);
  return [...expired, ...alive.slice(0, overflow)].map((p) => p.key);
}

/** Stored under another version: throw it away. */
export function isOtherPicksVersion(version: string | null | undefined): boolean {
  return version !== PICKS_CACHE_VERSION;
}

export function picksPageKey(date: string, tier: PickTier, cursor: string | number | null): string {
  return `${PICKS_CACHE_VERSION}|${date}|${tier}|${cursor ?? 0}`;
}
