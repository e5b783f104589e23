import { describe, expect, it } from 'vitest';
import {
  GLOBAL_STALE_MS,
  isGloballyStale,
  isOtherPicksVersion,
  isPersistedTier,
  isTierStale,
  PAGE_CACHE_MAX_ENTRIES,
  pageFreshness,
  pagesToEvict,
  pageTimestamps,
  PICK_TIERS,
  PICKS_CACHE_VERSION,
  picksPageKey,
  picksPageSize,
  TIER_STALE_MS,
} from '../../../../src/domain/offline/picks-cache-policy';
import type { CachedPicksPage } from '../../../../src/domain/offline/picks-cache-policy';

const MIN = 60_000;

describe('picks tiers', () => {
  it('are ordered top, high, medium, low, tail with stale thresholds 5/7/10/15/20 min', () => {
    expect(PICK_TIERS).toEqual(['top', 'high', 'medium', 'low', 'tail']);
    expect(PICK_TIERS.map((t) => TIER_STALE_MS[t] / MIN)).toEqual([5, 7, 10, 15, 20]);
    expect(GLOBAL_STALE_MS).toBe(15 * MIN);
    expect(isTierStale('top', 0, 5 * MIN - 1)).toBe(false);
    expect(isTierStale('top', 0, 5 * MIN)).toBe(true);
    expect(isTierStale('tail', 0, 19 * MIN)).toBe(false);
    expect(isTierStale('low', null, 0)).toBe(true);
    expect(isGloballyStale(0, 15 * MIN)).toBe(true);
    expect(isGloballyStale(0, 14 * MIN)).toBe(false);
    expect(isGloballyStale(null, 0)).toBe(true);
  });

  it('persist top and high only', () => {
    expect(PICK_TIERS.filter(isPersistedTier)).toEqual(['top', 'high']);
  });

  it('page 25 first, then 100', () => {
    expect(picksPageSize(null)).toBe(25);
    expect(picksPageSize(0)).toBe(25);
    expect(picksPageSize('abc')).toBe(100);
    expect(picksPageSize(25)).toBe(100);
  });
});

describe('page cache', () => {
  it('is fresh 5 min, soft-expired to 60 min, then hard-expired; other versions are gone', () => {
    expect(PICKS_CACHE_VERSION).toBe('picks:0.1.2');
    const page = { insertedAt: 0, version: PICKS_CACHE_VERSION };
    expect(pageFreshness(page, 5 * MIN - 1)).toBe('fresh');
    expect(pageFreshness(page, 5 * MIN)).toBe('soft-expired');
    expect(pageFreshness(page, 60 * MIN)).toBe('hard-expired');
    expect(pageFreshness({ insertedAt: 0, version: 'picks:0.1.1' }, 0)).toBe('hard-expired');
    expect(isOtherPicksVersion('picks:0.1.1')).toBe(true);
    expect(isOtherPicksVersion('picks:0.1.2')).toBe(false);
    expect(pageTimestamps(10)).toEqual({
      insertedAt: 10,
      accessedAt: 10,
      expiresAt: 10 + 60 * MIN,
    });
  });

  it('holds at most 120 pages, evicting the expired and then the least recently used', () => {
    expect(PAGE_CACHE_MAX_ENTRIES).toBe(120);
    const now = 10 * MIN;
    const pages: CachedPicksPage[] = Array.from({ length: 123 }, (_, i) => ({
      key: `p${i}`,
      tier: 'top',
      insertedAt: now - MIN,
      accessedAt: now - i,
      expiresAt: now + 59 * MIN,
    }));
    expect(pagesToEvict(pages, now)).toEqual(['p122', 'p121', 'p120']);
    const withExpired = [
      ...pages.slice(0, 119),
      { ...pages[0]!, key: 'old', insertedAt: now - 61 * MIN },
    ];
    expect(pagesToEvict(withExpired, now)).toEqual(['old']);
    expect(pagesToEvict(pages.slice(0, 5), now)).toEqual([]);
  });

  it('keys pages by version, date, tier and cursor', () => {
    expect(picksPageKey('2025-07-20', 'top', null)).toBe('picks:0.1.2|2025-07-20|top|0');
    expect(picksPageKey('2025-07-20', 'high', 'c2')).toBe('picks:0.1.2|2025-07-20|high|c2');
  });
});
