// Sign-in throttling (OWASP Authentication Cheat Sheet): failures are counted per (account,
// origin) and, for origins the account has never seen, per account with a daily backoff, so a
// guesser slows only itself down and the owner on their own device or network is never locked out.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import type { SignInLimitReason } from '../../src/domain/auth/sign-in-rules';
import { selectUnrevokedTokenId } from '../repositories/device-tokens.repository';
import {
  deleteStaleOrigins,
  selectRecentOrigin,
  upsertOrigin,
} from '../repositories/sign-in-origins.repository';
import { isoAt, type Clock } from './clock';
import { hashToken } from './device-tokens';
import {
  addressKey,
  giveBack,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_PAIR,
  takeSlots,
  type RateLimitStore,
  type Slot,
} from './rate-limits';

/** An address that completed a sign-in to the account this recently is one the owner uses. */
export const RECENT_SIGN_IN_MS = 30 * 24 * 3_600_000;

export interface SignInOrigin {
  /** Network address as limits count it (IPv6 by /64). */
  address: string;
  /** Id of a device token (live or expired, not revoked) issued to this account, if one was sent. */
  knownDeviceId: number | null;
  /** The address completed a sign-in to this account within RECENT_SIGN_IN_MS. */
  knownAddress: boolean;
}

/** Who is asking, as far as this account is concerned. `userId` null: no such account. */
export async function signInOrigin(
  db: Kysely<DB>,
  clock: Clock,
  input: { userId: number | null; address: string; deviceToken: string | undefined },
): Promise<SignInOrigin> {
  const address = addressKey(input.address);
  if (input.userId === null) return { address, knownDeviceId: null, knownAddress: false };
  const device = input.deviceToken
    ? await selectUnrevokedTokenId(db, input.userId, hashToken(input.deviceToken))
    : undefined;
  const seen = await selectRecentOrigin(
    db,
    input.userId,
    address,
    isoAt(clock, -RECENT_SIGN_IN_MS),
  );
  return { address, knownDeviceId: device?.id ?? null, knownAddress: seen !== undefined };
}

/** The buckets a sign-in attempt takes before its password is checked. */
export function signInSlots(email: string, origin: SignInOrigin): Slot[] {
  // A known device is counted by itself (wherever it connects from), anything else by address.
  const originKey =
    origin.knownDeviceId !== null ? `device:${origin.knownDeviceId}` : `addr:${origin.address}`;
  const slots: Slot[] = [
    { bucket: `sign-in:${origin.address}`, limits: SIGN_IN_ATTEMPTS_PER_ADDRESS },
    { bucket: `sign-in-pair:${email}|${originKey}`, limits: SIGN_IN_FAILURES_PER_PAIR },
  ];
  if (origin.knownDeviceId === null && !origin.knownAddress) {
    slots.push({ bucket: `sign-in-account:${email}`, limits: SIGN_IN_FAILURES_PER_ACCOUNT });
  }
  return slots;
}

export interface SignInThrottle {
  reason: SignInLimitReason;
  retryAfterMs: number;
}

/**
 * Counts the attempt first, atomically, in every bucket that applies: null when it may go on to
 * the password check, otherwise why not. Nothing is counted when it is refused.
 */
export async function takeSignInSlots(
  limits: RateLimitStore,
  clock: Clock,
  slots: readonly Slot[],
): Promise<SignInThrottle | null> {
  const refused = await takeSlots(limits, clock, slots);
  if (!refused) return null;
  return {
    reason: refused.bucket.startsWith('sign-in-account:') ? 'account' : 'origin',
    retryAfterMs: refused.retryAfterMs,
  };
}

/** A right password was not a failure: the failure buckets get their slot back. */
export async function forgiveSignIn(
  limits: RateLimitStore,
  clock: Clock,
  slots: readonly Slot[],
): Promise<void> {
  for (const slot of slots) {
    // The per-address budget counts every attempt, right or wrong.
    if (slot.bucket.startsWith('sign-in:')) continue;
    await giveBack(limits, clock, slot.bucket);
  }
}

/** Both factors passed from this address: the owner uses it, so it is spared the account limit. */
export async function rememberSignInOrigin(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  address: string,
): Promise<void> {
  await upsertOrigin(db, userId, addressKey(address), isoAt(clock));
  // The account's stale addresses go as it signs in; nothing else needs to sweep the table.
  await deleteStaleOrigins(db, userId, isoAt(clock, -RECENT_SIGN_IN_MS));
}
