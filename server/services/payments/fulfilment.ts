// Fulfilment, in one place: whoever reports a payment (a webhook delivery, a verify-payment call, a
// replay) goes through applyPaymentEvent, in one transaction. The provider's event id is applied
// once (payment_events primary key) and its payment id grants once (membership_grants unique key),
// so ten concurrent deliveries of one webhook plus a verify call give exactly one grant.
import type { Kysely, Transaction } from 'kysely';
import { FALLBACK_PLANS, isPlanKey, PLAN_ROLES } from '../../../src/domain/payments/payment-plans';
import { grantPeriod } from '../../../src/domain/payments/payment-rules';
import { isPostgres } from '../../db/migrations/columns';
import type { DB } from '../../db/tables';
import {
  failPendingCheckoutBySession,
  findCheckoutBySession,
  getCheckoutStatus,
  insertPaymentEventOnce,
  markCheckoutPaid,
} from '../../repositories/checkouts.repository';
import {
  endSubscriptionGrantsAt,
  findLatestGrantOfSubscription,
  findRunningEnd,
  findSubscriptionHolder,
  insertGrantOnce,
  stopRenewals,
} from '../../repositories/membership-grants.repository';
import { lockUserRow } from '../../repositories/users.repository';
import type { PaymentEvent } from '../../providers/payments/payment-provider';
import { isoAt, type Clock } from '../clock';
import { recordReferral } from '../referrals';

export type FulfilmentOutcome =
  /** The event changed something (a grant, a failed checkout, a stopped renewal). */
  | 'applied'
  /** This event id was applied before: nothing changed. */
  | 'duplicate_event'
  /** Another event (or a verify call) already granted this payment: nothing changed. */
  | 'duplicate_payment'
  /** No checkout or subscription of ours matches: recorded, nothing changed. */
  | 'unknown'
  | 'ignored';

export interface FulfilmentResult {
  outcome: FulfilmentOutcome;
  /** The account concerned, when known. */
  userId: number | null;
}

/** Serialises grants of one account on PostgreSQL (SQLite transactions are serial already). */
async function lockAccount(trx: Transaction<DB>, userId: number): Promise<void> {
  if (!isPostgres(trx as unknown as Kysely<unknown>)) return;
  await lockUserRow(trx, userId);
}

/** When the running access of `role` ends, if it runs at `nowIso`; repeat purchases start there. */
async function currentEnd(
  trx: Transaction<DB>,
  userId: number,
  role: string,
  nowIso: string,
): Promise<number | null> {
  const row = await findRunningEnd(trx, userId, role, nowIso);
  return row?.end ? Date.parse(row.end) : null;
}

async function onCheckoutPaid(
  trx: Transaction<DB>,
  clock: Clock,
  provider: string,
  event: Extract<PaymentEvent, { kind: 'checkout_paid' }>,
): Promise<FulfilmentResult> {
  const checkout = await findCheckoutBySession(trx, provider, event.sessionId);
  if (!checkout || !isPlanKey(checkout.plan)) return { outcome: 'unknown', userId: null };
  await lockAccount(trx, checkout.user_id);
  // One checkout pays once: a second payment id for a paid session grants nothing more (read
  // after the lock, so a concurrent first payment is seen).
  const settled = await getCheckoutStatus(trx, checkout.id);
  if (settled.status === 'paid') return { outcome: 'duplicate_payment', userId: checkout.user_id };
  const now = isoAt(clock);
  const role = PLAN_ROLES[checkout.plan];
  const oneTime = event.subscriptionId === null;
  const period = grantPeriod({
    paidAtMs: clock.now(),
    accessDays: FALLBACK_PLANS[checkout.plan].access_days,
    // a repeat one-time purchase extends the running access; a subscription bills its own period
    currentEndMs: oneTime ? await currentEnd(trx, checkout.user_id, role, now) : null,
    periodEndMs: event.periodEnd?.getTime() ?? null,
  });
  const granted = await insertGrantOnce(trx, {
    user_id: checkout.user_id,
    plan: checkout.plan,
    role,
    starts_at: new Date(period.startsMs).toISOString(),
    expires_at: new Date(period.expiresMs).toISOString(),
    provider,
    provider_payment_id: event.paymentId,
    checkout_id: checkout.id,
    subscription_id: event.subscriptionId,
    amount_cents: event.amountCents,
    currency: event.currency,
    renews: oneTime ? 0 : 1,
    cancel_at_period_end: 0,
    created_at: now,
  });
  if (!granted) {
    return { outcome: 'duplicate_payment', userId: checkout.user_id };
  }
  await markCheckoutPaid(trx, checkout.id, now, event.paymentId);
  // The referrer earns its credit once per paying referee (recordReferral keeps that rule).
  await recordReferral(trx, clock, {
    code: checkout.referral_code,
    referredUserId: checkout.user_id,
    step: 'paid',
  });
  return { outcome: 'applied', userId: checkout.user_id };
}

async function onRenewed(
  trx: Transaction<DB>,
  clock: Clock,
  provider: string,
  event: Extract<PaymentEvent, { kind: 'subscription_renewed' }>,
): Promise<FulfilmentResult> {
  const previous = await findLatestGrantOfSubscription(trx, provider, event.subscriptionId);
  if (!previous || !isPlanKey(previous.plan)) return { outcome: 'unknown', userId: null };
  await lockAccount(trx, previous.user_id);
  const period = grantPeriod({
    paidAtMs: clock.now(),
    accessDays: FALLBACK_PLANS[previous.plan].access_days,
    currentEndMs: Date.parse(previous.expires_at),
    periodEndMs: event.periodEnd.getTime(),
  });
  const applied = await insertGrantOnce(trx, {
    user_id: previous.user_id,
    plan: previous.plan,
    role: previous.role,
    starts_at: new Date(period.startsMs).toISOString(),
    expires_at: new Date(period.expiresMs).toISOString(),
    provider,
    provider_payment_id: event.paymentId,
    checkout_id: null,
    subscription_id: event.subscriptionId,
    amount_cents: event.amountCents,
    currency: event.currency,
    renews: 1,
    cancel_at_period_end: 0,
    created_at: isoAt(clock),
  });
  return { outcome: applied ? 'applied' : 'duplicate_payment', userId: previous.user_id };
}

async function onEnded(
  trx: Transaction<DB>,
  provider: string,
  event: Extract<PaymentEvent, { kind: 'subscription_ended' }>,
): Promise<FulfilmentResult> {
  const endedAt = event.endedAt.toISOString();
  const stopped = await stopRenewals(trx, provider, event.subscriptionId);
  // Ended early (cancelled at once, refunded): access ends with it.
  await endSubscriptionGrantsAt(trx, provider, event.subscriptionId, endedAt);
  const any = await findSubscriptionHolder(trx, provider, event.subscriptionId);
  return {
    outcome: stopped > 0 ? 'applied' : 'unknown',
    userId: any?.user_id ?? null,
  };
}

/** Applies one authenticated provider event, once. */
export async function applyPaymentEvent(
  db: Kysely<DB>,
  clock: Clock,
  providerName: string,
  event: PaymentEvent,
): Promise<FulfilmentResult> {
  return db.transaction().execute(async (trx) => {
    const first = await insertPaymentEventOnce(trx, {
      provider: providerName,
      event_id: event.eventId,
      kind: event.kind,
      received_at: isoAt(clock),
    });
    if (!first) {
      return { outcome: 'duplicate_event', userId: null };
    }
    switch (event.kind) {
      case 'checkout_paid':
        return onCheckoutPaid(trx, clock, providerName, event);
      case 'checkout_failed': {
        const failed = await failPendingCheckoutBySession(
          trx,
          providerName,
          event.sessionId,
          event.reason.slice(0, 500),
        );
        return { outcome: failed ? 'applied' : 'unknown', userId: failed?.user_id ?? null };
      }
      case 'subscription_renewed':
        return onRenewed(trx, clock, providerName, event);
      case 'subscription_ended':
        return onEnded(trx, providerName, event);
      default:
        return { outcome: 'ignored', userId: null };
    }
  });
}
