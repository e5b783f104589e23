// Stored answers belong to the account they were fetched for: a fetch that started before a
// sign-out (or a change of user) must not write the previous account's answer back afterwards.
import type { Table } from 'dexie';
import { DEVICE_TOKEN_HEADER } from '../api/http-headers';
import { META_KEYS, type DeviceIdentity } from './meta';
import type { ParlayDatabase } from './schema';

/** The tag of requests made without a device token. */
export const ANONYMOUS_ACCOUNT = 'anonymous';

/**
 * The account a request was made for, as stored beside its answer: a SHA-256 of the device token
 * (never the token itself, so a stored row does not hand out a credential).
 */
export async function accountTag(token: string | null): Promise<string> {
  if (!token) return ANONYMOUS_ACCOUNT;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The device token in X-Device-Token headers, or null. */
export function tokenOfHeaders(headers: HeadersInit | undefined): string | null {
  return new Headers(headers).get(DEVICE_TOKEN_HEADER) || null;
}

/**
 * Runs `write` only while `token` is still this device's token, in one transaction with the
 * device record: a sign-out (src/db/sign-out.ts) changes the token and clears the cached tables
 * in one transaction too, so the write lands either before it (and is cleared) or not at all.
 * Returns false when the write was dropped. No non-Dexie await may happen inside `write`.
 */
export async function writeForAccount(
  db: ParlayDatabase,
  token: string | null,
  tables: Table[],
  write: () => Promise<unknown>,
): Promise<boolean> {
  return db.transaction('rw', [db.meta, ...tables], async () => {
    const device = (await db.meta.get(META_KEYS.device))?.value as DeviceIdentity | undefined;
    if ((device?.device_token ?? null) !== token) return false;
    await write();
    return true;
  });
}
