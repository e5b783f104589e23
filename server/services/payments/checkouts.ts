// Checkout rows: opened by create-checkout, given the provider's session id, read back by
// verify-payment (the latest of a plan) and by the payment history.
import type { Kysely } from 'kysely';
import type { Transaction as HistoryItem } from '../../../src/api/payments-contract';
import { isPlanKey, type PlanKey } from '../../../src/domain/payments/payment-plans';
import { CHECKOUT_SESSION_TTL_MS } from '../../../src/domain/payments/payment-rules';
import type { DB } from '../../db/tables';
import { isoAt, type Clock } from '../clock';

export interface NewCheckout {
  userId: number;
  plan: PlanKey;
  amountCents: number;
  discountCents: number;
  currency: string;
  provider: string;
  referralCode: string | null;
}

export async function openCheckout(
  db: Kysely<DB>,
  clock: Clock,
  input: NewCheckout,
): Promise<number> {
  const { id } = await db
    .insertInto('checkouts')
    .values({
      user_id: input.userId,
      plan: input.plan,
      amount_cents: input.amountCents,
      discount_cents: input.discountCents,
      currency: input.currency,
      provider: input.provider,
      provider_session_id: null,
      provider_payment_id: null,
      referral_code: input.referralCode,
      status: 'pending',
      failure_reason: null,
      created_at: isoAt(clock),
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function attachSession(
  db: Kysely<DB>,
  checkoutId: number,
  sessionId: string,
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ provider_session_id: sessionId })
    .where('id', '=', checkoutId)
    .execute();
}

/** The provider refused to open a session: the row is kept as failed, for the history. */
export async function markCheckoutFailed(
  db: Kysely<DB>,
  checkoutId: number,
  reason: string,
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ status: 'failed', failure_reason: reason.slice(0, 500) })
    .where('id', '=', checkoutId)
    .where('status', '=', 'pending')
    .execute();
}

/** The account's latest checkout of `plan` that reached its provider. */
export async function latestCheckout(db: Kysely<DB>, userId: number, plan: PlanKey) {
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

/** When the access a paid checkout bought ends (its grant's expiry). */
export async function accessUntilOfCheckout(
  db: Kysely<DB>,
  checkoutId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('membership_grants')
    .select('expires_at')
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
  return row?.expires_at ?? null;
}

/**
 * The account's checkouts, newest first. A pending one older than a provider session lives is
 * shown as expired: nobody can pay it any more.
 */
export async function paymentHistory(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  limit: number,
): Promise<HistoryItem[]> {
  const rows = await db
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
  const staleBefore = isoAt(clock, -CHECKOUT_SESSION_TTL_MS);
  return rows.flatMap((row) => {
    if (!isPlanKey(row.plan)) return [];
    const status =
      row.status === 'pending' && row.created_at < staleBefore ? 'expired' : row.status;
    return [
      {
        id: row.id,
        plan: row.plan,
        amount_cents: row.amount_cents,
        discount_cents: row.discount_cents,
        currency: row.currency,
        status: status as HistoryItem['status'],
        provider: row.provider,
        referral_code: row.referral_code,
        created_at: row.created_at,
        paid_at: row.paid_at,
        access_until: row.expires_at,
      },
    ];
  });
}
