// The Account Settings caches (version v1): each tab's last answer, kept per account in the
// `responses` table under a key no GET has, so a sign-out or a change of user clears it with the
// rest of the account's cache and the service worker never serves it.
import { accountTag, writeForAccount } from './account-guard';
import { readDevice } from './meta';
import type { ParlayDatabase } from './schema';
import {
  cacheFreshness,
  SETTINGS_CACHE_VERSION,
  type Freshness,
} from '../domain/offline/cache-freshness';
import { slateDateAt } from '../domain/time/slate-date';

export interface SettingsCacheEntry<T> {
  data: T;
  storedAt: number;
  version: string;
}

/** What a tab does on opening, given its cached answer: show it and stop, or ask the server. */
export type SettingsLoadPlan<T> =
  | { kind: 'use-cache'; entry: SettingsCacheEntry<T> }
  /** The cached answer (if any) is too old to show online; it stays in hand for offline. */
  | { kind: 'fetch'; fallback: SettingsCacheEntry<T> | null };

export function settingsCacheKey(cacheKey: string): string {
  return `settings:${SETTINGS_CACHE_VERSION}:${cacheKey}`;
}

/** How old `entry` is under the settings rule: fresh while younger than maxAgeMs, then expired. */
export function settingsFreshness(
  entry: SettingsCacheEntry<unknown> | null,
  maxAgeMs: number,
  nowMs: number,
): Freshness {
  return cacheFreshness(
    entry,
    { freshMs: maxAgeMs, maxAgeMs, version: SETTINGS_CACHE_VERSION },
    nowMs,
  );
}

/**
 * A fresh entry is used without asking the server; anything else (old, another version, none,
 * or a reload the bettor asked for) is fetched, keeping the entry for when the network is down.
 * A time in the future (the clock moved back) counts as stale, so it is refetched too.
 */
export function planSettingsLoad<T>(
  entry: SettingsCacheEntry<T> | null,
  maxAgeMs: number,
  nowMs: number,
  forced: boolean,
): SettingsLoadPlan<T> {
  if (!forced && entry && settingsFreshness(entry, maxAgeMs, nowMs) === 'fresh')
    return { kind: 'use-cache', entry };
  return { kind: 'fetch', fallback: entry };
}

async function currentAccount(db: ParlayDatabase): Promise<{ token: string | null; tag: string }> {
  const token = (await readDevice(db))?.device_token ?? null;
  return { token, tag: await accountTag(token) };
}

/** The signed-in account's cached answer for `cacheKey`, or null (none, unreadable, another's). */
export async function readSettingsCache<T>(
  db: ParlayDatabase,
  cacheKey: string,
): Promise<SettingsCacheEntry<T> | null> {
  const [row, account] = await Promise.all([
    db.responses.get(settingsCacheKey(cacheKey)),
    currentAccount(db),
  ]);
  if (!row || row.account !== account.tag) return null;
  try {
    const parsed = JSON.parse(row.body) as { version?: unknown; data?: unknown };
    if (typeof parsed.version !== 'string' || parsed.data === undefined) return null;
    return { data: parsed.data as T, storedAt: row.storedAt, version: parsed.version };
  } catch {
    return null;
  }
}

/** Stores `data` as the account's answer for `cacheKey`; dropped if the account signed out meanwhile. */
export async function writeSettingsCache<T>(
  db: ParlayDatabase,
  cacheKey: string,
  data: T,
  nowMs: number,
): Promise<boolean> {
  const account = await currentAccount(db);
  if (account.token === null) return false;
  const body = JSON.stringify({ version: SETTINGS_CACHE_VERSION, data });
  return writeForAccount(db, account.token, [db.responses], () =>
    db.responses.put({
      url: settingsCacheKey(cacheKey),
      status: 200,
      contentType: 'application/json',
      body,
      etag: null,
      storedAt: nowMs,
      slateDate: slateDateAt(nowMs),
      account: account.tag,
    }),
  );
}
