// Pending email and phone changes (table contact_changes): a change is requested with the current
// password, proven by a link to the new address or a code to the new phone, then completed. Its
// token is bound to the account, single use and expiring; nothing touches the user before complete.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';
import {
  cancelOpenChanges,
  countCodeTry,
  findChangeByTokenHash,
  findPendingEmailChange,
  insertChange,
  setCompletedOnce,
  setVerifiedOnce,
  updateChange,
  verifyByCode,
} from '../repositories/contact-changes.repository';
import {
  findOtherHolder,
  findPasswordHash,
  getContact,
  updateUser,
} from '../repositories/users.repository';
import { isoAt, type Clock } from './clock';
import { hashToken } from './device-tokens';
import { CODE_LIFETIME_MS, CODE_MAX_FAILED_TRIES, newCode } from './one-time-codes';
import { verifyPassword } from './passwords';
import { giveBack, SIGN_IN_FAILURES_PER_PAIR, takeSlots, type RateLimitStore } from './rate-limits';

export type ContactKind = 'email' | 'phone';
type Db = Kysely<DB> | Transaction<DB>;

export interface ContactChange {
  id: number;
  kind: ContactKind;
  newValue: string;
  expiresAt: string;
  verifiedAt: string | null;
}

/** Why a token does not name a live change of this account. */
export type TokenProblem = 'invalid' | 'expired' | 'used' | 'replaced';

export type PasswordCheck = { ok: true } | { ok: false; retryAfterMs: number | null };

/**
 * The current password, counted like a sign-in from a known device: 5 wrong per account in 15
 * minutes (counted before argon2 runs, so a burst gets no more checks), a right one not counted.
 */
export async function checkCurrentPassword(
  db: Kysely<DB>,
  limits: RateLimitStore,
  clock: Clock,
  userId: number,
  password: string,
): Promise<PasswordCheck> {
  const bucket = `settings-password:${userId}`;
  const refused = await takeSlots(limits, clock, [{ bucket, limits: SIGN_IN_FAILURES_PER_PAIR }]);
  if (refused) return { ok: false, retryAfterMs: refused.retryAfterMs };
  const user = await findPasswordHash(db, userId);
  if (!(await verifyPassword(user?.password_hash ?? null, password))) {
    return { ok: false, retryAfterMs: null };
  }
  await giveBack(limits, clock, bucket);
  return { ok: true };
}

/** The account (other than `userId`) that holds `value` as its email or phone, if any. */
export async function heldByAnother(
  db: Db,
  kind: ContactKind,
  value: string,
  userId: number,
): Promise<boolean> {
  const row = await findOtherHolder(db, kind, value, userId);
  return row !== undefined;
}

/**
 * Writes a verified change onto the account (the new address counts as verified from now);
 * returns the email and phone it had before, for the security event and the notice.
 */
export async function applyContactChange(
  trx: Transaction<DB>,
  clock: Clock,
  userId: number,
  change: Pick<ContactChange, 'kind' | 'newValue'>,
): Promise<{ email: string; phone: string | null }> {
  const before = await getContact(trx, userId);
  const now = isoAt(clock);
  await updateUser(
    trx,
    userId,
    change.kind === 'email'
      ? { email: change.newValue, email_verified_at: now }
      : { phone: change.newValue, phone_verified_at: now },
  );
  return before;
}

/** Opens a change, replacing any pending one of the same kind; returns its token (sent, never stored). */
export async function openChange(
  trx: Transaction<DB>,
  clock: Clock,
  input: { userId: number; kind: ContactKind; newValue: string; lifetimeMs: number },
): Promise<{ id: number; token: string; expiresAt: string }> {
  const now = isoAt(clock);
  await cancelOpenChanges(trx, input.userId, input.kind, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = isoAt(clock, input.lifetimeMs);
  const id = await insertChange(trx, {
    user_id: input.userId,
    kind: input.kind,
    new_value: input.newValue,
    token_hash: hashToken(token),
    code_hash: null,
    code_expires_at: null,
    created_at: now,
    expires_at: expiresAt,
    verified_at: null,
    completed_at: null,
    cancelled_at: null,
  });
  return { id, token, expiresAt };
}

/**
 * The live change `token` names for this account and kind, or why not. Another account's token
 * reads as invalid, exactly like a made-up one.
 */
export async function liveChange(
  db: Db,
  clock: Clock,
  input: { userId: number; token: string; kind?: ContactKind },
): Promise<ContactChange | TokenProblem> {
  const row = await findChangeByTokenHash(db, hashToken(input.token), input.userId);
  if (!row || (input.kind !== undefined && row.kind !== input.kind)) return 'invalid';
  if (row.completed_at !== null) return 'used';
  if (row.cancelled_at !== null) return 'replaced';
  if (row.expires_at <= isoAt(clock)) return 'expired';
  return {
    id: row.id,
    kind: row.kind as ContactKind,
    newValue: row.new_value,
    expiresAt: row.expires_at,
    verifiedAt: row.verified_at,
  };
}

/** The newest pending email change of the account, for the profile. */
export async function pendingEmailChange(
  db: Db,
  clock: Clock,
  userId: number,
): Promise<{ new_email: string; expires_at: string } | null> {
  const row = await findPendingEmailChange(db, userId, isoAt(clock));
  return row ? { new_email: row.new_value, expires_at: row.expires_at } : null;
}

export async function markVerified(db: Db, clock: Clock, changeId: number): Promise<void> {
  await setVerifiedOnce(db, changeId, isoAt(clock));
}

/** Uses the change up; false when another request completed it first (single use under a race). */
export async function markCompleted(
  trx: Transaction<DB>,
  clock: Clock,
  changeId: number,
): Promise<boolean> {
  return setCompletedOnce(trx, changeId, isoAt(clock));
}

function codeHash(changeId: number, code: string): string {
  // The change id is mixed in, so a code's hash means nothing outside its change.
  return createHash('sha256').update(`change:${changeId}:${code}`, 'utf8').digest('hex');
}

/** A fresh code for a phone change (the earlier one stops working, its tries start again). */
export async function issueChangeCode(db: Db, clock: Clock, changeId: number): Promise<string> {
  const code = newCode();
  await updateChange(db, changeId, {
    code_hash: codeHash(changeId, code),
    failed_tries: 0,
    code_expires_at: isoAt(clock, CODE_LIFETIME_MS),
  });
  return code;
}

/** A phone change that texted nothing (the number is another account's) still counts its tries. */
async function armWithoutCode(db: Db, clock: Clock, changeId: number): Promise<void> {
  await updateChange(db, changeId, {
    code_hash: null,
    failed_tries: 0,
    code_expires_at: isoAt(clock, CODE_LIFETIME_MS),
  });
}

/**
 * Arms a phone change for a (new) code, on a request or a resend: the code to text, or null when
 * the number is `taken` by another account (armed without one, so the change can never complete).
 */
export async function armPhoneChange(
  db: Db,
  clock: Clock,
  changeId: number,
  taken: boolean,
): Promise<string | null> {
  if (!taken) return issueChangeCode(db, clock, changeId);
  await armWithoutCode(db, clock, changeId);
  return null;
}

/**
 * Checks a typed code. The try is counted first, in the statement that checks the code still has
 * tries left, so however many guesses arrive at once only CODE_MAX_FAILED_TRIES are compared.
 * 'expired': the code's time or tries are used up (a right code then is refused too).
 */
export async function redeemChangeCode(
  db: Kysely<DB>,
  clock: Clock,
  changeId: number,
  code: string,
): Promise<'ok' | 'invalid' | 'expired'> {
  const now = isoAt(clock);
  const counted = await countCodeTry(db, changeId, now, CODE_MAX_FAILED_TRIES);
  if (!counted) return 'expired';
  if (counted.code_hash === null) return 'invalid';
  const expected = Buffer.from(counted.code_hash, 'hex');
  const given = Buffer.from(codeHash(changeId, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) return 'invalid';
  return (await verifyByCode(db, changeId, now)) ? 'ok' : 'invalid';
}
