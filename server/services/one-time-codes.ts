// One-time codes: 6 digits from crypto.randomInt, stored hashed, bound to one attempt, single use,
// 10 minutes to live, and dead after 5 wrong tries (so the 6th guess fails even when right).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import {
  countTryOnNewest,
  findNewestCode,
  findNewestUnused,
  insertCode,
  useAllCodes,
  useCodeGivingTryBack,
} from '../repositories/one-time-codes.repository';
import { CODE_EXPIRED_MESSAGES } from '../../src/domain/auth/auth-messages';
import { ONE_TIME_CODE_LENGTH } from '../../src/domain/auth/one-time-code';
import { isoAt, type Clock } from './clock';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_MAX_FAILED_TRIES = 5;

export type CodeChannel = 'sms' | 'email';

function codeHash(attemptId: number, code: string): string {
  // The attempt id is mixed in so a code's hash means nothing outside its attempt.
  return createHash('sha256').update(`${attemptId}:${code}`, 'utf8').digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');
}

/** Issues a fresh code for the attempt; earlier codes of that attempt stop working. */
export async function issueCode(
  db: Kysely<DB>,
  clock: Clock,
  input: { attemptId: number; channel: CodeChannel; target: string },
): Promise<string> {
  const code = newCode();
  await db.transaction().execute(async (trx) => {
    await useAllCodes(trx, input.attemptId, isoAt(clock));
    await insertCode(trx, {
      attempt_id: input.attemptId,
      channel: input.channel,
      target: input.target,
      code_hash: codeHash(input.attemptId, code),
      created_at: isoAt(clock),
      expires_at: isoAt(clock, CODE_LIFETIME_MS),
      used_at: null,
    });
  });
  return code;
}

/**
 * What checking a typed code found: 'ok' (the code is now used up), 'wrong', 'spent' (dead after
 * CODE_MAX_FAILED_TRIES wrong tries, including the try that just killed it) or 'expired' (past its
 * 10 minutes). 'spent' and 'expired' tell the user to ask for a new code: retyping cannot help.
 */
export type CodeCheck = 'ok' | 'wrong' | 'spent' | 'expired';

/**
 * Checks a typed code against the attempt's live code (and its target when given). The try is
 * counted first, in the same statement that checks the code still has tries left, so however many
 * guesses arrive at once exactly CODE_MAX_FAILED_TRIES are ever compared. A match uses the code up
 * (single use: only the update that flips used_at wins).
 */
export async function checkCode(
  db: Kysely<DB>,
  clock: Clock,
  input: { attemptId: number; code: string; target?: string },
): Promise<CodeCheck> {
  const now = isoAt(clock);
  const counted = await countTryOnNewest(db, {
    attemptId: input.attemptId,
    target: input.target,
    now,
    maxFailedTries: CODE_MAX_FAILED_TRIES,
  });
  if (!counted) {
    // Why no try was counted: a dead code says so, anything else (no code, used) is just wrong.
    const dead = await findNewestUnused(db, input.attemptId, input.target);
    if (!dead) return 'wrong';
    if (dead.failed_tries >= CODE_MAX_FAILED_TRIES) return 'spent';
    return dead.expires_at <= now ? 'expired' : 'wrong';
  }

  const expected = Buffer.from(counted.code_hash, 'hex');
  const given = Buffer.from(codeHash(input.attemptId, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    return counted.failed_tries >= CODE_MAX_FAILED_TRIES ? 'spent' : 'wrong';
  }
  // The right code was not a failed try: its count is given back as it is used up.
  return (await useCodeGivingTryBack(db, counted.id, now)) ? 'ok' : 'wrong';
}

/** checkCode for callers that only need yes or no: true only for a live, matching code. */
export async function redeemCode(
  db: Kysely<DB>,
  clock: Clock,
  input: { attemptId: number; code: string; target?: string },
): Promise<boolean> {
  return (await checkCode(db, clock, input)) === 'ok';
}

/**
 * Whether the attempt's newest code was killed by wrong tries: its next send is a replacement the
 * user needs now, not a repeat (see sendCode's minute window).
 */
export async function newestCodeSpent(db: Kysely<DB>, attemptId: number): Promise<boolean> {
  const newest = await findNewestCode(db, attemptId);
  return (
    newest !== undefined && newest.used_at === null && newest.failed_tries >= CODE_MAX_FAILED_TRIES
  );
}

/** The 400 reply for a refused code: a dead code says so and asks for a new one. */
export function codeRefusal(
  check: Exclude<CodeCheck, 'ok'>,
  wrongMessage: string,
): { success: false; message: string; code_expired?: true } {
  if (check === 'wrong') return { success: false, message: wrongMessage };
  const message =
    check === 'spent' ? CODE_EXPIRED_MESSAGES.triesUsedUp : CODE_EXPIRED_MESSAGES.timedOut;
  return { success: false, message, code_expired: true };
}
