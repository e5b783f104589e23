// The account's signed-in devices (live device tokens) for the Security tab: list, sign one out,
// sign out every other one. Token hashes never leave this module.
import type { Kysely } from 'kysely';
import type { Device } from '../../src/api/security-contract';
import { describeUserAgent } from '../../src/domain/account/user-agent';
import type { DB } from '../db/tables';
import {
  revokeLiveToken,
  revokeTokensExcept,
  selectLiveTokens,
} from '../repositories/device-tokens.repository';
import { isoAt, type Clock } from './clock';

/** Live tokens of the account: the caller's own first (marked current), then newest first. */
export async function listDevices(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  currentTokenId: number | null,
): Promise<Device[]> {
  const rows = await selectLiveTokens(db, userId, isoAt(clock));
  const current = rows.filter((row) => row.id === currentTokenId);
  const others = rows.filter((row) => row.id !== currentTokenId);
  return [...current, ...others].map((row) => ({
    id: row.id,
    current: row.id === currentTokenId,
    ...describeUserAgent(row.user_agent),
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
  }));
}

/**
 * Signs one of the account's live devices out. Undefined when the id is not a live device of this
 * account (another account's id looks exactly like a missing one).
 */
export async function revokeDevice(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  tokenId: number,
): Promise<{ userAgent: string | null } | undefined> {
  const row = await revokeLiveToken(db, userId, tokenId, isoAt(clock));
  return row ? { userAgent: row.user_agent } : undefined;
}

/** Signs out every live device of the account except `keepTokenId` (all when null); the count. */
export async function revokeOtherDevices(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  keepTokenId: number | null,
): Promise<number> {
  return revokeTokensExcept(db, userId, keepTokenId, isoAt(clock));
}
