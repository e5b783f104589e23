// Referral codes (table referral_codes) and the referrals they brought in (table referrals): the
// account's current code (a generated one until it chooses its own), claiming a code, the stats,
// and the one call that records a referred account's sign-up or first payment.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  GENERATED_CODE_ALPHABET,
  GENERATED_CODE_GROUP_LENGTH,
  GENERATED_CODE_GROUPS,
  generatedReferralCode,
  REFERRAL_CREDITS_PER_PAID,
  referralCodeKey,
} from '../../src/domain/account/referral-code';
import type { DB } from '../db/tables';
import {
  findCodeHolder,
  findCurrentCode,
  findReferralOf,
  insertCode,
  insertCodeIfFree,
  insertReferral,
  markReferralPaid,
  retireCodesExcept,
  reviveCode,
  selectReferralTotals,
} from '../repositories/referrals.repository';
import { addCredits, getCreatedAt } from '../repositories/users.repository';
import { isoAt, type Clock } from './clock';

type Db = Kysely<DB> | Transaction<DB>;

/** Thrown when a code another account holds is claimed (also when it won a concurrent claim). */
export class ReferralCodeTaken extends Error {}

function generateCode(): string {
  const count = GENERATED_CODE_GROUPS * GENERATED_CODE_GROUP_LENGTH;
  return generatedReferralCode(
    Array.from({ length: count }, () => randomInt(GENERATED_CODE_ALPHABET.length)),
  );
}

/** The account's current code; the first ask gives it a generated one. */
export async function currentReferralCode(db: Db, clock: Clock, userId: number): Promise<string> {
  const existing = await findCurrentCode(db, userId);
  if (existing) return existing.code;
  for (let tries = 0; tries < 5; tries += 1) {
    const code = generateCode();
    const inserted = await insertCodeIfFree(db, {
      code_key: referralCodeKey(code),
      code,
      user_id: userId,
      created_at: isoAt(clock),
      retired_at: null,
    });
    if (inserted) {
      // Two first asks at once may both insert: the ordering in findCurrentCode picks one for both.
      return (await findCurrentCode(db, userId))?.code ?? code;
    }
  }
  throw new Error('could not generate a free referral code');
}

/** Who holds `code` (current or retired), if anyone. */
export async function referralCodeOwner(db: Db, code: string): Promise<number | null> {
  const row = await findCodeHolder(db, referralCodeKey(code));
  return row?.user_id ?? null;
}

/**
 * Makes `code` (already checked against the rules) the account's current code. Its earlier codes
 * stay its own, retired, so links shared before still credit it. Throws ReferralCodeTaken when
 * another account holds the code; a concurrent claim loses on the primary key the same way.
 */
export async function claimReferralCode(
  trx: Transaction<DB>,
  clock: Clock,
  userId: number,
  code: string,
): Promise<void> {
  const key = referralCodeKey(code);
  const now = isoAt(clock);
  const held = await findCodeHolder(trx, key);
  if (held && held.user_id !== userId) throw new ReferralCodeTaken();
  if (held) {
    await reviveCode(trx, key, code, now);
  } else {
    await insertCode(trx, {
      code_key: key,
      code,
      user_id: userId,
      created_at: now,
      retired_at: null,
    });
  }
  await retireCodesExcept(trx, userId, key, now);
}

export interface ReferralCounts {
  invited: number;
  signed_up: number;
  paid: number;
  credits_earned: number;
}

/** Counted from the referrals rows: nothing estimated. */
export async function referralCounts(db: Db, userId: number): Promise<ReferralCounts> {
  const row = await selectReferralTotals(db, userId);
  return {
    invited: Number(row?.invited ?? 0),
    signed_up: Number(row?.signed_up ?? 0),
    paid: Number(row?.paid ?? 0),
    credits_earned: Number(row?.credits ?? 0),
  };
}

/**
 * Records that `referredUserId` arrived with `code` ('signed_up') or paid for the first time
 * ('paid': the referrer earns REFERRAL_CREDITS_PER_PAID credits, once per referred account). An
 * account's first code sticks; an unknown code or one's own code records nothing. Call it inside
 * the transaction of the sign-up or payment it describes. Returns whether anything was recorded.
 */
export async function recordReferral(
  trx: Transaction<DB>,
  clock: Clock,
  input: { code: string | null; referredUserId: number; step: 'signed_up' | 'paid' },
): Promise<boolean> {
  const now = isoAt(clock);
  let row = await findReferralOf(trx, input.referredUserId);
  if (!row) {
    const referrer = input.code ? await referralCodeOwner(trx, input.code) : null;
    if (referrer === null || referrer === input.referredUserId || !input.code) return false;
    const user = await getCreatedAt(trx, input.referredUserId);
    const id = await insertReferral(trx, {
      referrer_user_id: referrer,
      referred_user_id: input.referredUserId,
      code_key: referralCodeKey(input.code),
      invited_at: user.created_at,
      signed_up_at: user.created_at,
      paid_at: null,
    });
    row = { id, referrer_user_id: referrer, paid_at: null };
  }
  if (input.step !== 'paid' || row.paid_at !== null) return true;
  if (await markReferralPaid(trx, row.id, now, REFERRAL_CREDITS_PER_PAID)) {
    await addCredits(trx, row.referrer_user_id, REFERRAL_CREDITS_PER_PAID);
  }
  return true;
}
