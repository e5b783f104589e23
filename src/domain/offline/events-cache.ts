// Loading the events feed: what to show first and whether to ask the server, given the cache.
import { cacheFreshness, TODAYS_EVENTS_CACHE_POLICY } from './cache-freshness';
import type { CacheEntryStamp, CachePolicy } from './cache-freshness';

export const EVENTS_LOAD_DEBOUNCE_MS = 150;
export const EVENTS_FIRST_PAGE_SIZE = 25;
export const EVENTS_LATER_PAGE_SIZE = 100;

export const EVENTS_MESSAGES = {
  loadFailed: 'Failed to load events',
  unknown: 'An unknown error occurred',
  noEventsForHandicapper: 'No events found for this handicapper.',
} as const;

export type EventsLoadDecision =
  /** Fresh and non-empty: show it, skip the server. */
  | 'use-cache'
  /** Fresh but empty: show it, but ask the server whether that is really so. */
  | 'verify-empty'
  /** Stale: show it and refetch in the background. */
  | 'show-stale-and-refetch'
  /** No usable cache, but a last saved snapshot: show that and fetch. */
  | 'show-snapshot-and-fetch'
  /** Nothing at all: full loading screen while fetching. */
  | 'full-loading';

export function decideEventsLoad(
  cached: (CacheEntryStamp & { eventCount: number }) | null,
  hasSnapshot: boolean,
  nowMs: number,
  policy: CachePolicy = TODAYS_EVENTS_CACHE_POLICY,
): EventsLoadDecision {
  const freshness = cacheFreshness(cached, policy, nowMs);
  if (cached && freshness === 'fresh') return cached.eventCount > 0 ? 'use-cache' : 'verify-empty';
  if (cached && freshness === 'stale') return 'show-stale-and-refetch';
  return hasSnapshot ? 'show-snapshot-and-fetch' : 'full-loading';
}

export function fetchesServer(decision: EventsLoadDecision): boolean {
  return decision !== 'use-cache';
}

/** Player images are dropped before an events record is cached (they are cached per day apart). */
export function withoutPlayerImage<T extends { player_image_base64?: unknown }>(
  event: T,
): Omit<T, 'player_image_base64'> {
  const { player_image_base64: _dropped, ...rest } = event;
  return rest;
}

/** A failed refresh while data is on screen. */
export function usingCachedDataText(message: string): string {
  return `Using cached data: ${message}`;
}

export function eventsPageSize(offset: number): number {
  return offset <= 0 ? EVENTS_FIRST_PAGE_SIZE : EVENTS_LATER_PAGE_SIZE;
}

/** Load-more appends while fewer than the total are shown. */
export function canLoadMoreEvents(shown: number, total: number): boolean {
  return shown < total;
}
