import { describe, expect, it } from 'vitest';
import {
  APP_CACHE_VERSION,
  cacheFreshness,
  FAVORITES_CACHE_POLICY,
  GENERIC_CACHE_POLICY,
  isUsable,
  MY_PICKS_CACHE_POLICY,
  SETTINGS_CACHE_POLICIES,
  shouldClearAllCaches,
  TODAYS_EVENTS_CACHE_POLICY,
} from '../../../../src/domain/offline/cache-freshness';

const MIN = 60_000;
const T0 = 1_000_000_000;

describe('cache freshness', () => {
  it('generic: fresh under 5 min, stale to 30 min, then expired', () => {
    const entry = { storedAt: T0 };
    expect(cacheFreshness(entry, GENERIC_CACHE_POLICY, T0 + 5 * MIN - 1)).toBe('fresh');
    expect(cacheFreshness(entry, GENERIC_CACHE_POLICY, T0 + 5 * MIN)).toBe('stale');
    expect(cacheFreshness(entry, GENERIC_CACHE_POLICY, T0 + 30 * MIN - 1)).toBe('stale');
    expect(cacheFreshness(entry, GENERIC_CACHE_POLICY, T0 + 30 * MIN)).toBe('expired');
  });

  it('settings caches (v1): profile and preferences 5 min, referrals 2, security 1', () => {
    const v1 = { storedAt: T0, version: 'v1' };
    expect(cacheFreshness(v1, SETTINGS_CACHE_POLICIES.profile, T0 + 4 * MIN)).toBe('fresh');
    expect(cacheFreshness(v1, SETTINGS_CACHE_POLICIES.preferences, T0 + 5 * MIN)).toBe('expired');
    expect(cacheFreshness(v1, SETTINGS_CACHE_POLICIES.referrals, T0 + 2 * MIN - 1)).toBe('fresh');
    expect(cacheFreshness(v1, SETTINGS_CACHE_POLICIES.referrals, T0 + 2 * MIN)).toBe('expired');
    expect(cacheFreshness(v1, SETTINGS_CACHE_POLICIES.security, T0 + MIN)).toBe('expired');
    expect(
      cacheFreshness({ storedAt: T0, version: 'v0' }, SETTINGS_CACHE_POLICIES.profile, T0),
    ).toBe('expired');
  });

  it("today's events: 10 min fresh, 60 min max, version 1.3.1", () => {
    const entry = { storedAt: T0, version: '1.3.1' };
    expect(cacheFreshness(entry, TODAYS_EVENTS_CACHE_POLICY, T0 + 9 * MIN)).toBe('fresh');
    expect(cacheFreshness(entry, TODAYS_EVENTS_CACHE_POLICY, T0 + 59 * MIN)).toBe('stale');
    expect(cacheFreshness(entry, TODAYS_EVENTS_CACHE_POLICY, T0 + 60 * MIN)).toBe('expired');
    expect(cacheFreshness({ storedAt: T0, version: '1.3.0' }, TODAYS_EVENTS_CACHE_POLICY, T0)).toBe(
      'expired',
    );
  });

  it('my picks: 24 h fresh, 7 days max, version 2.0.0', () => {
    const entry = { storedAt: T0, version: '2.0.0' };
    expect(cacheFreshness(entry, MY_PICKS_CACHE_POLICY, T0 + 23 * 60 * MIN)).toBe('fresh');
    expect(cacheFreshness(entry, MY_PICKS_CACHE_POLICY, T0 + 6 * 24 * 60 * MIN)).toBe('stale');
    expect(cacheFreshness(entry, MY_PICKS_CACHE_POLICY, T0 + 7 * 24 * 60 * MIN)).toBe('expired');
  });

  it('favorites: 5 min fresh, 1 h max', () => {
    expect(cacheFreshness({ storedAt: T0 }, FAVORITES_CACHE_POLICY, T0 + 30 * MIN)).toBe('stale');
    expect(cacheFreshness({ storedAt: T0 }, FAVORITES_CACHE_POLICY, T0 + 60 * MIN)).toBe('expired');
  });

  it('treats a missing entry as expired and a future one as stale', () => {
    expect(cacheFreshness(null, GENERIC_CACHE_POLICY, T0)).toBe('expired');
    expect(cacheFreshness({ storedAt: Number.NaN }, GENERIC_CACHE_POLICY, T0)).toBe('expired');
    expect(cacheFreshness({ storedAt: T0 + MIN }, GENERIC_CACHE_POLICY, T0)).toBe('stale');
    expect(isUsable('stale')).toBe(true);
    expect(isUsable('expired')).toBe(false);
  });

  it('clears everything when the app cache marker changes', () => {
    expect(APP_CACHE_VERSION).toBe('parlay-cache-v2');
    expect(shouldClearAllCaches('parlay-cache-v2')).toBe(false);
    expect(shouldClearAllCaches('parlay-cache-v1')).toBe(true);
    expect(shouldClearAllCaches(null)).toBe(true);
  });
});
