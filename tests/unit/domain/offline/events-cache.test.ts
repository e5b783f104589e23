import { describe, expect, it } from 'vitest';
import {
  canLoadMoreEvents,
  decideEventsLoad,
  EVENTS_LOAD_DEBOUNCE_MS,
  EVENTS_MESSAGES,
  eventsPageSize,
  fetchesServer,
  usingCachedDataText,
  withoutPlayerImage,
} from '../../../../src/domain/offline/events-cache';

const MIN = 60_000;
const cached = (ageMin: number, eventCount: number, version = '1.3.1') => ({
  storedAt: 0,
  version,
  eventCount,
  now: ageMin * MIN,
});

describe('events cache decision', () => {
  it('skips the server for a fresh, non-empty cache', () => {
    const c = cached(9, 4);
    expect(decideEventsLoad(c, false, c.now)).toBe('use-cache');
    expect(fetchesServer('use-cache')).toBe(false);
  });

  it('verifies a fresh but empty cache with the server', () => {
    const c = cached(1, 0);
    expect(decideEventsLoad(c, true, c.now)).toBe('verify-empty');
    expect(fetchesServer('verify-empty')).toBe(true);
  });

  it('shows a stale cache and refetches', () => {
    const c = cached(30, 4);
    expect(decideEventsLoad(c, false, c.now)).toBe('show-stale-and-refetch');
  });

  it('falls back to the last snapshot, else the full loading screen', () => {
    const old = cached(61, 4);
    expect(decideEventsLoad(old, true, old.now)).toBe('show-snapshot-and-fetch');
    expect(decideEventsLoad(null, false, 0)).toBe('full-loading');
    const otherVersion = cached(1, 4, '1.2.0');
    expect(decideEventsLoad(otherVersion, false, otherVersion.now)).toBe('full-loading');
  });
});

describe('events feed', () => {
  it('drops player images before caching', () => {
    const record = {
      id: 1,
      name: 'x',
      picks: [],
      player_image_base64: 'data:...',
      date: '2025-07-20',
    };
    expect(withoutPlayerImage(record)).toEqual({ id: 1, name: 'x', picks: [], date: '2025-07-20' });
  });

  it('pages 25 then 100, loads more while fewer than the total are shown, debounced 150 ms', () => {
    expect(eventsPageSize(0)).toBe(25);
    expect(eventsPageSize(25)).toBe(100);
    expect(canLoadMoreEvents(25, 30)).toBe(true);
    expect(canLoadMoreEvents(30, 30)).toBe(false);
    expect(EVENTS_LOAD_DEBOUNCE_MS).toBe(150);
  });

  it('words its messages', () => {
    expect(usingCachedDataText('offline')).toBe('Using cached data: offline');
    expect(EVENTS_MESSAGES).toEqual({
      loadFailed: 'Failed to load events',
      unknown: 'An unknown error occurred',
      noEventsForHandicapper: 'No events found for this handicapper.',
    });
  });
});
