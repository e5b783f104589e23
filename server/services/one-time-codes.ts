// One-time codes: 6 digits from crypto.randomInt, stored hashed, bound to one attempt, single use,
// 10 minutes to live, and dead after 5 wrong tries (so the 6th guess fails even when right).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { ONE_TIME_CODE_LENGTH } from '../../src/domain/one-time-code';
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
    await trx
      .updateTable('one_time_codes')
      .set({ used_at: isoAt(clock) })
      .where('attempt_id', '=', input.attemptId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        attempt_id: input.attemptId,
        channel: input.channel,
        target: input.target,
        code_hash: codeHash(input.attemptId, code),
        created_at: isoAt(clock),
        expires_at: isoAt(clock, CODE_LIFETIME_MS),
        used_at: null,
      })
      .execute();
  });
  return code;
}

/**
 * Checks a typed code against the attempt's live code (and its target when given). The try is
 * counted first, in the same statement that checks the code still has tries left, so however many
 * guesses arrive at once exactly CODE_MAX_FAILED_TRIES are ever compared. A match uses the code up
 * (single use: only the update that flips used_at wins). Returns true only for a live, matching code.
 */
export async function redeemCode(
  db: Kysely<DB>,
  clock: Clock,
  input: { attemptId: number; code: string; target?: string },
): Promise<boolean> {
  const now = isoAt(clock);
  const counted = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) }))
    .where('id', '=', (eb) => {
      let newest = eb
        .selectFrom('one_time_codes as c')
        .select('c.id')
        .where('c.attempt_id', '=', input.attemptId)
        .where('c.used_at', 'is', null);
      if (input.target !== undefined) newest = newest.where('c.target', '=', input.target);
      return newest.orderBy('c.id', 'desc').limit(1);
    })
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('failed_tries', '<', CODE_MAX_FAILED_TRIES)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!counted) return false;

  const expected = Buffer.from(counted.code_hash, 'hex');
  const given = Buffer.from(codeHash(input.attemptId, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  // The right code was not a failed try: its count is given back as it is used up.
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ used_at: now, failed_tries: eb('failed_tries', '-', 1) }))
    .where('id', '=', counted.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
