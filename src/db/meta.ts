// Typed helpers over the meta table: device identity, the cached profile, the cache version marker.
import { CACHE_VERSION_MARKER, type ParlayDatabase } from './schema';

export interface DeviceIdentity {
  device_token: string | null;
  device_id: string;
  ua_hash: string;
  last_interactive_auth: number | null;
}

export interface CachedProfile {
  user: { id: number; email: string };
  roles: string[];
  credits: number;
}

export const META_KEYS = {
  device: 'device',
  profile: 'profile',
  cacheVersion: 'cacheVersion',
} as const;

export async function readDevice(db: ParlayDatabase): Promise<DeviceIdentity | undefined> {
  return (await db.meta.get(META_KEYS.device))?.value as DeviceIdentity | undefined;
}

export async function writeDevice(db: ParlayDatabase, device: DeviceIdentity): Promise<void> {
  await db.meta.put({ key: META_KEYS.device, value: device });
}

export async function readCachedProfile(db: ParlayDatabase): Promise<CachedProfile | undefined> {
  return (await db.meta.get(META_KEYS.profile))?.value as CachedProfile | undefined;
}

export async function writeCachedProfile(
  db: ParlayDatabase,
  profile: CachedProfile,
): Promise<void> {
  await db.meta.put({ key: META_KEYS.profile, value: profile });
}

/** Every table that holds cached data (the outbox and the device identity are not cache). */
export function cachedTables(db: ParlayDatabase) {
  return [
    db.responses,
    db.meta,
    db.myPicks,
    db.favorites,
    db.pickPages,
    db.cachedPicks,
    db.eventsSnapshots,
  ];
}

/** Empties the cached tables and the cached profile; call inside a transaction over cachedTables. */
export async function clearCachedTables(db: ParlayDatabase): Promise<void> {
  await Promise.all([
    db.responses.clear(),
    db.myPicks.clear(),
    db.favorites.clear(),
    db.pickPages.clear(),
    db.cachedPicks.clear(),
    db.eventsSnapshots.clear(),
  ]);
  await db.meta.delete(META_KEYS.profile);
}

/**
 * Clears what was cached for the signed-in account. The outbox is kept: a write the bettor made
 * waits for that account's next sign-in (a sign-out that discards it is src/db/sign-out.ts).
 */
export async function clearAccountData(db: ParlayDatabase): Promise<void> {
  await db.transaction('rw', cachedTables(db), async () => {
    await clearCachedTables(db);
  });
}

/**
 * Clears every cached table when the stored marker differs from the current one.
 * Returns true when it cleared. The device identity survives: it is not cache.
 */
export async function applyCacheVersion(
  db: ParlayDatabase,
  marker: string = CACHE_VERSION_MARKER,
): Promise<boolean> {
  const stored = (await db.meta.get(META_KEYS.cacheVersion))?.value;
  if (stored === marker) return false;
  await db.transaction('rw', cachedTables(db), async () => {
    await clearCachedTables(db);
    await db.meta.put({ key: META_KEYS.cacheVersion, value: marker });
  });
  return stored !== undefined;
}
