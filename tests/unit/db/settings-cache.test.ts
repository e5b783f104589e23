// The Account Settings cache rule (version v1): a cached answer younger than its tab's max age is
// used without asking the server; older, of another version, or another account's is not; and a
// sign-out clears it with the rest of the account's cache.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../src/db/session';
import { writeDevice } from '../../../src/db/meta';
import { ParlayDatabase } from '../../../src/db/schema';
import {
  planSettingsLoad,
  readSettingsCache,
  settingsCacheKey,
  writeSettingsCache,
  type SettingsCacheEntry,
} from '../../../src/db/settings-cache';
import { SETTINGS_CACHE_POLICIES } from '../../../src/domain/offline/cache-freshness';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 23, 18, 0, 0);
let db: ParlayDatabase;
let counter = 0;

const signIn = (token: string) =>
  writeDevice(db, { device_token: token, device_id: 'd', ua_hash: 'u', last_interactive_auth: 1 });

beforeEach(async () => {
  counter += 1;
  db = new ParlayDatabase(`settings-cache-${counter}`);
  await signIn('token-a');
});

afterEach(async () => {
  await db.delete();
});

describe('planSettingsLoad', () => {
  const entry = (ageMs: number, version = 'v1'): SettingsCacheEntry<string> => ({
    data: 'cached',
    storedAt: NOW - ageMs,
    version,
  });

  it.each([
    ['profile', 5],
    ['preferences', 5],
    ['referrals', 2],
    ['security', 1],
  ] as const)('%s: cached answers are used for %i minutes, then fetched', (tab, minutes) => {
    const maxAge = SETTINGS_CACHE_POLICIES[tab].maxAgeMs;
    expect(maxAge).toBe(minutes * MINUTE);
    expect(planSettingsLoad(entry(maxAge - 1), maxAge, NOW, false).kind).toBe('use-cache');
    const old = planSettingsLoad(entry(maxAge), maxAge, NOW, false);
    // too old to show online, kept in hand for when the network is down
    expect(old).toEqual({ kind: 'fetch', fallback: entry(maxAge) });
  });

  it('fetches with nothing cached, on another version, a clock moved back, or a forced reload', () => {
    const maxAge = 5 * MINUTE;
    expect(planSettingsLoad(null, maxAge, NOW, false)).toEqual({ kind: 'fetch', fallback: null });
    expect(planSettingsLoad(entry(MINUTE, 'v0'), maxAge, NOW, false).kind).toBe('fetch');
    expect(planSettingsLoad(entry(-MINUTE), maxAge, NOW, false).kind).toBe('fetch');
    expect(planSettingsLoad(entry(MINUTE), maxAge, NOW, true).kind).toBe('fetch');
  });
});

describe('the stored settings cache', () => {
  it('reads back what was written for the signed-in account, under a key no GET has', async () => {
    expect(await writeSettingsCache(db, 'referrals', { code: 'ABC' }, NOW)).toBe(true);
    expect(await readSettingsCache(db, 'referrals')).toEqual({
      data: { code: 'ABC' },
      storedAt: NOW,
      version: 'v1',
    });
    expect(settingsCacheKey('referrals')).toBe('settings:v1:referrals');
    expect((await db.responses.get('settings:v1:referrals'))?.url.startsWith('/api')).toBe(false);
  });

  it("never hands one account's settings to another", async () => {
    await writeSettingsCache(db, 'profile', { email: 'a@example.com' }, NOW);
    await signIn('token-b');
    expect(await readSettingsCache(db, 'profile')).toBeNull();
  });

  it('is cleared by a sign-out, and not written without a signed-in account', async () => {
    await writeSettingsCache(db, 'security', { events: [] }, NOW);
    await endSession(db, { revoke: false, discardWritesOf: null }, NOW);
    expect(await db.responses.count()).toBe(0);
    expect(await writeSettingsCache(db, 'security', { events: [] }, NOW)).toBe(false);
    expect(await db.responses.count()).toBe(0);
  });

  it('reads an unreadable row as nothing cached', async () => {
    await writeSettingsCache(db, 'profile', { ok: true }, NOW);
    await db.responses.update('settings:v1:profile', { body: '{not json' });
    expect(await readSettingsCache(db, 'profile')).toBeNull();
  });
});
