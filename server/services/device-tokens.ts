// Device tokens: the credential a trusted device sends as X-Device-Token after two-factor sign-in.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SESSION_DURATION_RULE } from '../../src/domain/account/account-preferences';
import type { DB } from '../db/tables';
import {
  insertDeviceToken,
  revokeByHash,
  setExpiresAt,
  setLastUsedAt,
} from '../repositories/device-tokens.repository';
import { isoAt, type Clock } from './clock';

/** Until the account chooses its session duration (src/domain/account/account-preferences.ts). */
export const DEFAULT_SESSION_HOURS = SESSION_DURATION_RULE.defaultHours;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssueTokenInput {
  userId: number;
  deviceId: string;
  uaHash: string;
  sessionHours?: number;
  /** The User-Agent header it signed in with: names the device in the Security tab. */
  userAgent?: string | null;
}

/** The Security tab's "last used" is this coarse: one write per device per 5 minutes, not per call. */
export const LAST_USED_RESOLUTION_MS = 5 * 60_000;

/** Issues a 256-bit random token; only its hash is stored. Returns the token to hand the device. */
export async function issueDeviceToken(
  db: Kysely<DB>,
  clock: Clock,
  input: IssueTokenInput,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hours = input.sessionHours ?? DEFAULT_SESSION_HOURS;
  await insertDeviceToken(db, {
    user_id: input.userId,
    token_hash: hashToken(token),
    device_id: input.deviceId,
    ua_hash: input.uaHash,
    created_at: isoAt(clock),
    expires_at: isoAt(clock, hours * 3_600_000),
    revoked_at: null,
    last_used_at: null,
    user_agent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function revokeDeviceToken(
  db: Kysely<DB>,
  clock: Clock,
  token: string,
): Promise<void> {
  await revokeByHash(db, hashToken(token), isoAt(clock));
}

/** Records that a live token was used, when its last record is older than the resolution. */
export async function touchDeviceToken(
  db: Kysely<DB>,
  clock: Clock,
  device: { tokenId: number; lastUsedAt: string | null },
): Promise<void> {
  if (device.lastUsedAt !== null && device.lastUsedAt > isoAt(clock, -LAST_USED_RESOLUTION_MS)) {
    return;
  }
  await setLastUsedAt(db, device.tokenId, isoAt(clock));
}

/** A device's session now ends at `expiresAt` (the account chose another session duration). */
export async function extendDeviceToken(
  db: Kysely<DB>,
  tokenId: number,
  expiresAt: string,
): Promise<void> {
  await setExpiresAt(db, tokenId, expiresAt);
}
