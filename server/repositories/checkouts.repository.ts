// Queries over checkouts (table checkouts) and the provider events applied to them (payment_events).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertCheckout(db: Db, row: Insertable<DB['checkouts']>): Promise<number> {
  const { id } = await db
    .insertInto('checkouts')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setSessionId(db: Db, checkoutId: number, sessionId: string) {
  await db
    .updateTable('checkouts')
    .set({ provider_session_id: sessionId })
    .where('id', '=', checkoutId)
    .execute();
}

/** Fails a checkout that is still pending (reason as given: the caller cuts it). */
export async function failPendingCheckout(db: Db, checkoutId: number, reason: string) {
  await db
    .updateTable('checkouts')
    .set({ status: 'failed', failure_reason: reason })
    .where('id', '=', checkoutId)
    .where('status', '=', 'pending')
    .execute();
}

/** As failPendingCheckout, by the provider's session id; the account, when one was failed. */
export async function failPendingCheckoutBySession(
  db: Db,
  provider: string,
  sessionId: string,
  reason: string,
) {
  return db
    .updateTable('checkouts')
    .set({ status: 'failed', failure_reason: reason })
    .where('provider', '=', provider)
    .where('provider_session_id', '=', sessionId)
    .where('status', '=', 'pending')
    .returning('user_id')
    .executeTakeFirst();
}

/** The account's latest checkout of `plan` that reached its provider. */
export async function findLatestCheckout(db: Db, userId: number, plan: string) {
  return db
    .selectFrom('checkouts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('plan', '=', plan)
    .where('provider_session_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findCheckoutBySession(db: Db, provider: string, sessionId: string) {
  return db
    .selectFrom('checkouts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_session_id', '=', sessionId)
    .executeTakeFirst();
}

export async function getCheckoutStatus(db: Db, checkoutId: number) {
  return db
    .selectFrom('checkouts')
    .select('status')
    .where('id', '=', checkoutId)
    .executeTakeFirstOrThrow();
}

export async function markCheckoutPaid(
  db: Db,
  checkoutId: number,
  paidAt: string,
  paymentId: string,
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({
      status: 'paid',
      paid_at: paidAt,
      provider_payment_id: paymentId,
      failure_reason: null,
    })
    .where('id', '=', checkoutId)
    .execute();
}

/** The account's newest `limit` checkouts with the expiry of the grant each bought. */
export async function selectCheckoutHistory(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('checkouts')
    .leftJoin('membership_grants', 'membership_grants.checkout_id', 'checkouts.id')
    .select([
      'checkouts.id',
      'checkouts.plan',
      'checkouts.amount_cents',
      'checkouts.discount_cents',
      'checkouts.currency',
      'checkouts.status',
      'checkouts.provider',
      'checkouts.referral_code',
      'checkouts.created_at',
      'checkouts.paid_at',
      'membership_grants.expires_at',
    ])
    .where('checkouts.user_id', '=', userId)
    .orderBy('checkouts.created_at', 'desc')
    .orderBy('checkouts.id', 'desc')
    .limit(limit)
    .execute();
}

/** Records a provider event unless its id was recorded before; true when this call recorded it. */
export async function insertPaymentEventOnce(
  db: Db,
  row: Insertable<DB['payment_events']>,
): Promise<boolean> {
  const first = await db
    .insertInto('payment_events')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(first.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Every checkout of the account, oldest first, without the provider's ids. */
export async function selectExportedCheckoutsOf(db: Db, userId: number) {
  return db
    .selectFrom('checkouts')
    .select(['plan', 'amount_cents', 'discount_cents', 'currency', 'provider', 'status'])
    .select(['referral_code', 'created_at', 'paid_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
