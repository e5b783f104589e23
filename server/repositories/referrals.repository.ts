// Queries over referral codes and the referrals they brought in (tables referral_codes, referrals).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The account's newest unretired code (ties broken by key, so concurrent first asks agree). */
export async function findCurrentCode(db: Db, userId: number) {
  return db
    .selectFrom('referral_codes')
    .select(['code', 'code_key'])
    .where('user_id', '=', userId)
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('code_key', 'desc')
    .executeTakeFirst();
}

/** Inserts the code unless its key is taken; true when it was inserted. */
export async function insertCodeIfFree(
  db: Db,
  row: Insertable<DB['referral_codes']>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('referral_codes')
    .values(row)
    .onConflict((oc) => oc.column('code_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findCodeHolder(db: Db, codeKey: string) {
  return db
    .selectFrom('referral_codes')
    .select('user_id')
    .where('code_key', '=', codeKey)
    .executeTakeFirst();
}

/** Makes one of the account's own earlier codes current again (as written now). */
export async function reviveCode(db: Db, codeKey: string, code: string, now: string) {
  await db
    .updateTable('referral_codes')
    .set({ retired_at: null, code, created_at: now })
    .where('code_key', '=', codeKey)
    .execute();
}

export async function insertCode(db: Db, row: Insertable<DB['referral_codes']>): Promise<void> {
  await db.insertInto('referral_codes').values(row).execute();
}

export async function retireCodesExcept(
  db: Db,
  userId: number,
  keepKey: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('referral_codes')
    .set({ retired_at: now })
    .where('user_id', '=', userId)
    .where('code_key', '!=', keepKey)
    .where('retired_at', 'is', null)
    .execute();
}

/** Counts (as the driver returns them: number or numeric string) over the referrer's rows. */
export async function selectReferralTotals(db: Db, referrerUserId: number) {
  return db
    .selectFrom('referrals')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('invited'),
      eb.fn.count<string | number>('signed_up_at').as('signed_up'),
      eb.fn.count<string | number>('paid_at').as('paid'),
      eb.fn.sum<string | number | null>('credits_awarded').as('credits'),
    ])
    .where('referrer_user_id', '=', referrerUserId)
    .executeTakeFirst();
}

export async function findReferralOf(db: Db, referredUserId: number) {
  return db
    .selectFrom('referrals')
    .select(['id', 'referrer_user_id', 'paid_at'])
    .where('referred_user_id', '=', referredUserId)
    .executeTakeFirst();
}

export async function insertReferral(db: Db, row: Insertable<DB['referrals']>): Promise<number> {
  const { id } = await db
    .insertInto('referrals')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Marks the referral paid with its award, once; true when this call did it. */
export async function markReferralPaid(
  db: Db,
  id: number,
  now: string,
  credits: number,
): Promise<boolean> {
  const paid = await db
    .updateTable('referrals')
    .set({ paid_at: now, credits_awarded: credits })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(paid.numUpdatedRows) === 1;
}

/** Every referral code the account held, oldest first. */
export async function selectCodesOf(db: Db, userId: number) {
  return db
    .selectFrom('referral_codes')
    .select(['code', 'created_at', 'retired_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The referrals the account brought in: dates and credits only (not who), oldest first. */
export async function selectReferralsBy(db: Db, referrerUserId: number) {
  return db
    .selectFrom('referrals')
    .select(['invited_at', 'signed_up_at', 'paid_at', 'credits_awarded'])
    .where('referrer_user_id', '=', referrerUserId)
    .orderBy('id')
    .execute();
}
