// Device tokens: the credential a trusted device sends as X-Device-Token after two-factor sign-in.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

export const DEFAULT_SESSION_HOURS = 30 * 24;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssueTokenInput {
  userId: number;
  deviceId: string;
  uaHash: string;
  sessionHours?: number;
}

/** Issues a 256-bit random token; only its hash is stored. Returns the token to hand the device. */
export async function issueDeviceToken(
  db: Kysely<DB>,
  clock: Clock,
  input: IssueTokenInput,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hours = input.sessionHours ?? DEFAULT_SESSION_HOURS;
  await db
    .insertInto('device_tokens')
    .values({
      user_id: input.userId,
      token_hash: hashToken(token),
      device_id: input.deviceId,
      ua_hash: input.uaHash,
      created_at: isoAt(clock),
      expires_at: isoAt(clock, hours * 3_600_000),
      revoked_at: null,
      last_used_at: null,
    })
    .execute();
  return token;
}

export async function revokeDeviceToken(
  db: Kysely<DB>,
  clock: Clock,
  token: string,
): Promise<void> {
  await db
    .updateTable('device_tokens')
    .set({ revoked_at: isoAt(clock) })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}
