// Changing a password (with the current one) and resetting it (through a single-use emailed link).
// Either way every device token the caller does not hold is revoked, in the same transaction as the
// new hash and its security event, so a stolen session ends the moment the owner acts.
import type { Kysely, Transaction } from 'kysely';
import {
  ACCOUNT_SECURITY_MESSAGES,
  PASSWORD_RESET_LINK_MINUTES,
} from '../../src/domain/account/account-security';
import type { DB } from '../db/tables';
import { findLiveLink, useAllLinks } from '../repositories/email-links.repository';
import {
  findPasswordHash,
  setEmailVerifiedOnce,
  updateUser,
} from '../repositories/users.repository';
import { revokeOtherDevices } from './account-devices';
import { isoAt, type Clock } from './clock';
import { hashToken } from './device-tokens';
import { issueEmailLink, redeemEmailLink } from './email-links';
import { verifyPassword } from './passwords';
import {
  addressKey,
  giveBack,
  takeSlot,
  takeSlots,
  type RateLimitStore,
  type WindowLimit,
} from './rate-limits';
import { recordSecurityEvent, type EventOrigin } from './security-events';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Reset links requested for one email address (known or not): 3 per hour. */
export const RESET_REQUESTS_PER_EMAIL: WindowLimit[] = [{ max: 3, windowMs: HOUR }];
/** Reset links requested from one network address (any emails): 10 per hour. */
export const RESET_REQUESTS_PER_ADDRESS: WindowLimit[] = [{ max: 10, windowMs: HOUR }];
/** Wrong current passwords on the change form, per account: 5 per 15 minutes. */
export const PASSWORD_CHECKS_PER_ACCOUNT: WindowLimit[] = [{ max: 5, windowMs: 15 * MINUTE }];

export const RESET_LINK_LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * MINUTE;

export class PasswordRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 429,
    message: string,
  ) {
    super(message);
  }
}

/** Takes one reset request slot for the email and the caller's address; false when either is full. */
export async function takeResetRequestSlot(
  limits: RateLimitStore,
  clock: Clock,
  email: string,
  address: string,
): Promise<boolean> {
  const refused = await takeSlots(limits, clock, [
    { bucket: `reset-email:${email}`, limits: RESET_REQUESTS_PER_EMAIL },
    { bucket: `reset-ip:${addressKey(address)}`, limits: RESET_REQUESTS_PER_ADDRESS },
  ]);
  return refused === null;
}

/** Issues a reset link for the account and records the request; returns the link's token. */
export async function issueResetLink(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  origin: EventOrigin,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const token = await issueEmailLink(
      trx,
      clock,
      userId,
      'password_reset',
      RESET_LINK_LIFETIME_MS,
    );
    await recordSecurityEvent(trx, clock, { userId, kind: 'password_reset_requested', origin });
    return token;
  });
}

/** Every unused reset link of the account stops working (a newer password makes them stale). */
async function retireResetLinks(trx: Transaction<DB>, clock: Clock, userId: number) {
  await useAllLinks(trx, userId, 'password_reset', isoAt(clock));
}

/** True when the token is a live reset link (checked before the argon2 work of a new hash). */
export async function resetLinkIsLive(db: Kysely<DB>, clock: Clock, token: string) {
  const row = await findLiveLink(db, hashToken(token), 'password_reset', isoAt(clock));
  return row !== undefined;
}

/**
 * Uses the link, sets the password, revokes every device token of the account and records
 * 'password_reset', all or nothing. A link that is unknown, used, expired or of another purpose
 * is refused (400) and changes nothing.
 */
export async function resetPassword(
  db: Kysely<DB>,
  clock: Clock,
  input: { token: string; passwordHash: string; origin: EventOrigin },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await redeemEmailLink(trx, clock, input.token, 'password_reset');
    if (userId === undefined) {
      throw new PasswordRefusal(400, ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid);
    }
    await updateUser(trx, userId, { password_hash: input.passwordHash });
    // the link reached the inbox: the address is proven
    await setEmailVerifiedOnce(trx, userId, isoAt(clock));
    const signedOut = await revokeOtherDevices(trx, clock, userId, null);
    await retireResetLinks(trx, clock, userId);
    await recordSecurityEvent(trx, clock, {
      userId,
      kind: 'password_reset',
      origin: input.origin,
      detail: { devices_signed_out: signedOut },
    });
  });
}

/**
 * Checks the current password: every check is counted per account before argon2 runs (a burst
 * gets exactly the limit), a right one is given back. Throws a PasswordRefusal (400 wrong, 429
 * too many).
 */
export async function checkCurrentPassword(
  db: Kysely<DB>,
  limits: RateLimitStore,
  clock: Clock,
  userId: number,
  current: string,
): Promise<void> {
  const bucket = `password-check:${userId}`;
  if (!(await takeSlot(limits, clock, bucket, PASSWORD_CHECKS_PER_ACCOUNT))) {
    throw new PasswordRefusal(429, ACCOUNT_SECURITY_MESSAGES.tooManyPasswordChecks);
  }
  const row = await findPasswordHash(db, userId);
  if (!(await verifyPassword(row?.password_hash ?? null, current))) {
    throw new PasswordRefusal(400, ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);
  }
  await giveBack(limits, clock, bucket);
}

/** Sets the new hash, revokes every other device token, records 'password_changed'. */
export async function changePassword(
  trx: Transaction<DB>,
  clock: Clock,
  input: { userId: number; keepTokenId: number | null; passwordHash: string; origin: EventOrigin },
): Promise<number> {
  await updateUser(trx, input.userId, { password_hash: input.passwordHash });
  const signedOut = await revokeOtherDevices(trx, clock, input.userId, input.keepTokenId);
  await retireResetLinks(trx, clock, input.userId);
  await recordSecurityEvent(trx, clock, {
    userId: input.userId,
    kind: 'password_changed',
    origin: input.origin,
    detail: { other_devices_signed_out: signedOut },
  });
  return signedOut;
}
