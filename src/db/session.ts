// Starting and ending an account's session on this device's database, each in one transaction,
// so a fetch still under way for the previous account can never write its answer in between
// (src/db/account-guard.ts checks the token in a transaction over the same device record).
import { cachedTables, clearCachedTables, META_KEYS, type DeviceIdentity } from './meta';
import { queueRevocation } from './revocations';
import type { ParlayDatabase } from './schema';

export interface EndSessionOptions {
  /** Queue the device token for POST /api/auth/sign-out (a sign-out the bettor asked for). */
  revoke: boolean;
  /**
   * The account whose outbox entries go with the session ("Sign out now": its unsent writes, as
   * the dialog warns, and its refused ones); null keeps them for that account's next sign-in.
   */
  discardWritesOf: number | null;
}

/**
 * Forgets the device token, clears the account's cached tables and profile, and (per options)
 * queues the token's revocation and discards the account's outbox entries. The device id stays.
 */
export async function endSession(
  db: ParlayDatabase,
  options: EndSessionOptions,
  nowMs: number,
): Promise<void> {
  await db.transaction('rw', [...cachedTables(db), db.outbox, db.revocations], async () => {
    const device = (await db.meta.get(META_KEYS.device))?.value as DeviceIdentity | undefined;
    if (device?.device_token) {
      if (options.revoke) await queueRevocation(db, device.device_token, nowMs);
      await db.meta.put({ key: META_KEYS.device, value: { ...device, device_token: null } });
    }
    await clearCachedTables(db);
    if (options.discardWritesOf !== null) {
      const userId = options.discardWritesOf;
      await db.outbox.filter((entry) => entry.userId === userId).delete();
    }
  });
}

/**
 * A device token was issued (two-factor success): whatever another account left cached goes, and
 * the new identity is stored, together.
 */
export async function beginSession(db: ParlayDatabase, device: DeviceIdentity): Promise<void> {
  await db.transaction('rw', cachedTables(db), async () => {
    await clearCachedTables(db);
    await db.meta.put({ key: META_KEYS.device, value: device });
  });
}
