// Checkout rows: opened by create-checkout, given the provider's session id, read back by
// verify-payment (the latest of a plan) and by the payment history.
import type { Kysely } from 'kysely';
import type { Transaction as HistoryItem } from '../../../src/api/payments-contract';
import { isPlanKey, type PlanKey } from '../../../src/domain/payments/payment-plans';
import { CHECKOUT_SESSION_TTL_MS } from '../../../src/domain/payments/payment-rules';
import type { DB } from '../../db/tables';
import {
  failPendingCheckout,
  findLatestCheckout,
  insertCheckout,
  selectCheckoutHistory,
  setSessionId,
} from '../../repositories/checkouts.repository';
import { findGrantExpiryOfCheckout } from '../../repositories/membership-grants.repository';
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
  return insertCheckout(db, {
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
  });
}

export async function attachSession(
  db: Kysely<DB>,
  checkoutId: number,
  sessionId: string,
): Promise<void> {
  await setSessionId(db, checkoutId, sessionId);
}

/** The provider refused to open a session: the row is kept as failed, for the history. */
export async function markCheckoutFailed(
  db: Kysely<DB>,
  checkoutId: number,
  reason: string,
): Promise<void> {
  await failPendingCheckout(db, checkoutId, reason.slice(0, 500));
}

/** The account's latest checkout of `plan` that reached its provider. */
export async function latestCheckout(db: Kysely<DB>, userId: number, plan: PlanKey) {
  return findLatestCheckout(db, userId, plan);
}

/** When the access a paid checkout bought ends (its grant's expiry). */
export async function accessUntilOfCheckout(
  db: Kysely<DB>,
  checkoutId: number,
): Promise<string | null> {
  const row = await findGrantExpiryOfCheckout(db, checkoutId);
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
  const rows = await selectCheckoutHistory(db, userId, limit);
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
