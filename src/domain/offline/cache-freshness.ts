// How old a cached answer may be: one freshness rule for every local cache, and the policies
// the spec fixes for each of them.

export type Freshness = 'fresh' | 'stale' | 'expired';

export interface CachePolicy {
  /** Younger than this: use without asking the server. */
  freshMs: number;
  /** Older than this: do not use at all. Between the two: show, then revalidate. */
  maxAgeMs: number;
  /** When set, an entry written under another version is expired. */
  version?: string;
}

export interface CacheEntryStamp {
  storedAt: number;
  version?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const GENERIC_CACHE_POLICY: CachePolicy = { freshMs: 5 * MINUTE, maxAgeMs: 30 * MINUTE };

/** Settings caches (version v1) are used only while fresh: past their age they are refetched. */
export const SETTINGS_CACHE_VERSION = 'v1';
export const SETTINGS_CACHE_POLICIES = {
  profile: { freshMs: 5 * MINUTE, maxAgeMs: 5 * MINUTE, version: SETTINGS_CACHE_VERSION },
  preferences: { freshMs: 5 * MINUTE, maxAgeMs: 5 * MINUTE, version: SETTINGS_CACHE_VERSION },
  referrals: { freshMs: 2 * MINUTE, maxAgeMs: 2 * MINUTE, version: SETTINGS_CACHE_VERSION },
  security: { freshMs: 1 * MINUTE, maxAgeMs: 1 * MINUTE, version: SETTINGS_CACHE_VERSION },
  /** Billing (subscription status, payment history): a payment or a cancel changes it. */
  billing: { freshMs: 1 * MINUTE, maxAgeMs: 1 * MINUTE, version: SETTINGS_CACHE_VERSION },
} as const satisfies Record<string, CachePolicy>;

export const TODAYS_EVENTS_CACHE_POLICY: CachePolicy = {
  freshMs: 10 * MINUTE,
  maxAgeMs: 60 * MINUTE,
  version: '1.3.1',
};

export const MY_PICKS_CACHE_POLICY: CachePolicy = {
  freshMs: 24 * HOUR,
  maxAgeMs: 7 * 24 * HOUR,
  version: '2.0.0',
};

export const FAVORITES_CACHE_POLICY: CachePolicy = { freshMs: 5 * MINUTE, maxAgeMs: HOUR };

/** The application cache version marker: when the stored one differs, every local cache goes. */
export const APP_CACHE_VERSION = 'parlay-cache-v2';

export function shouldClearAllCaches(storedMarker: string | null | undefined): boolean {
  return storedMarker !== APP_CACHE_VERSION;
}

/**
 * Fresh while younger than freshMs, stale until maxAgeMs, then expired. A wrong version or an
 * unreadable time counts as expired; a time in the future (the clock moved back) as stale, so
 * the data still shows offline but is revalidated.
 */
export function cacheFreshness(
  entry: CacheEntryStamp | null | undefined,
  policy: CachePolicy,
  nowMs: number,
): Freshness {
  if (!entry || !Number.isFinite(entry.storedAt)) return 'expired';
  if (policy.version !== undefined && entry.version !== policy.version) return 'expired';
  const age = nowMs - entry.storedAt;
  if (age < 0) return 'stale';
  if (age < policy.freshMs) return 'fresh';
  if (age < policy.maxAgeMs) return 'stale';
  return 'expired';
}

/** Whether cached data may be shown at all (fresh or stale). */
export function isUsable(freshness: Freshness): boolean {
  return freshness !== 'expired';
}
