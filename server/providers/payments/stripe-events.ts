// Pure translation between Stripe's objects and ours: what a Checkout Session is created with, and
// what a webhook event or a retrieved session means in PaymentEvent / SessionState terms. Objects
// are read defensively (an event arrives in the webhook endpoint's API version, not necessarily the
// SDK's), so a field that moved or is missing gives 'ignored' or a fallback, never a crash.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { CheckoutRequest, PaymentEvent, SessionState } from './payment-provider';

/** The part of a Stripe event we read (a verified Stripe.Event fits it). */
export interface StripeEventEnvelope {
  id: string;
  type: string;
  created?: number;
  data: { object: unknown };
}

type Fields = Record<string, unknown>;

function fields(value: unknown): Fields {
  return typeof value === 'object' && value !== null ? (value as Fields) : {};
}
function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
function whole(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
/** An id field may hold the id or, when expanded, the object itself. */
function idOf(value: unknown): string | null {
  return text(value) ?? text(fields(value).id);
}
function fromUnixSeconds(seconds: number | null): Date | null {
  return seconds === null ? null : new Date(seconds * 1000);
}

/**
 * One idempotency key per checkout: a retried create returns the same session. Stripe keeps a key
 * for 24 h and refuses it for different parameters, and our checkout ids start again from 1 in a
 * fresh database (a reset dev machine, a second environment on one Stripe account), so the key
 * also carries a digest of the parameters: a reused id with other content is a new key.
 */
export function checkoutIdempotencyKey(request: CheckoutRequest): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(checkoutSessionParams(request)))
    .digest('hex')
    .slice(0, 24);
  return `parlay-checkout-${request.checkoutId}-${digest}`;
}

/**
 * The Checkout Session for one of our checkouts: a one-time payment (early_access) or a monthly
 * subscription, priced inline (price_data) so no Stripe catalogue has to be set up first. Our ids
 * travel as client_reference_id and metadata (also on the payment intent / subscription, so later
 * events and the Dashboard can be traced back to the buyer).
 */
export function checkoutSessionParams(
  request: CheckoutRequest,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    checkout_id: String(request.checkoutId),
    user_id: String(request.userId),
    plan: request.plan,
  };
  const subscription = request.mode === 'subscription';
  return {
    mode: request.mode,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.planConfig.currency,
          unit_amount: request.amountCents,
          product_data: { name: request.planConfig.name },
          ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    client_reference_id: String(request.checkoutId),
    customer_email: request.email,
    metadata,
    ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

/**
 * When a subscription's paid period ends. Since API 2025-03-31 the period lives on each item
 * (items.data[].current_period_end); older versions had it on the subscription itself.
 */
export function subscriptionPeriodEnd(subscription: unknown): Date | null {
  const sub = fields(subscription);
  const items = fields(sub.items).data;
  const itemEnds = Array.isArray(items)
    ? items.map((item) => whole(fields(item).current_period_end)).filter((end) => end !== null)
    : [];
  if (itemEnds.length > 0) return fromUnixSeconds(Math.max(...itemEnds));
  return fromUnixSeconds(whole(sub.current_period_end));
}

/**
 * The payment a paid session stands for, the dedupe key for its grant: the payment intent of a
 * one-time payment, the first invoice of a subscription (the session's `invoice`, or the expanded
 * subscription's latest invoice), else the session itself. The webhook and verify-payment read
 * the same fields, so both name the same payment.
 */
function sessionPaymentId(session: Fields): string {
  const invoice = idOf(session.invoice) ?? idOf(fields(session.subscription).latest_invoice);
  const paymentIntent = idOf(session.payment_intent);
  const preferred = session.mode === 'subscription' ? invoice : paymentIntent;
  return preferred ?? paymentIntent ?? invoice ?? text(session.id) ?? '';
}

/**
 * Paid means the money arrived: payment_status 'paid' (a session can be status 'complete' yet
 * 'unpaid' while a bank debit settles), or a complete session that needed no payment.
 */
function sessionIsPaid(session: Fields): boolean {
  return (
    session.payment_status === 'paid' ||
    (session.status === 'complete' && session.payment_status === 'no_payment_required')
  );
}

function paidSession(session: Fields) {
  return {
    paymentId: sessionPaymentId(session),
    subscriptionId: idOf(session.subscription),
    amountCents: whole(session.amount_total) ?? 0,
    currency: text(session.currency) ?? 'usd',
    periodEnd: subscriptionPeriodEnd(session.subscription),
  };
}

/** What verify-payment learns from a retrieved session (subscription expanded when possible). */
export function sessionStateFromStripe(session: unknown): SessionState {
  const object = fields(session);
  if (sessionIsPaid(object)) return { paid: true, ...paidSession(object) };
  return { paid: false, failed: object.status === 'expired' };
}

/** The new paid-through date on a renewal invoice: the latest end among its lines' periods. */
function invoicePeriodEnd(invoice: Fields): Date | null {
  const lines = fields(invoice.lines).data;
  if (!Array.isArray(lines)) return null;
  const ends = lines
    .map((line) => whole(fields(fields(line).period).end))
    .filter((e) => e !== null);
  return ends.length > 0 ? fromUnixSeconds(Math.max(...ends)) : null;
}

/** The subscription an invoice bills: parent.subscription_details (new API) or `subscription`. */
function invoiceSubscriptionId(invoice: Fields): string | null {
  const details = fields(fields(invoice.parent).subscription_details);
  return idOf(details.subscription) ?? idOf(invoice.subscription);
}

/** A verified Stripe event in our terms; anything we do not act on is 'ignored'. */
export function paymentEventFromStripe(event: StripeEventEnvelope): PaymentEvent {
  const eventId = event.id;
  const object = fields(event.data.object);
  const ignored: PaymentEvent = { kind: 'ignored', eventId, type: event.type };
  const objectId = text(object.id);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A completed session paid by a delayed method (bank debit) is still 'unpaid': its
      // async_payment_succeeded event fulfils it later (Stripe's fulfilment guide).
      if (!objectId || !sessionIsPaid(object)) return ignored;
      return { kind: 'checkout_paid', eventId, sessionId: objectId, ...paidSession(object) };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      if (!objectId) return ignored;
      const reason = event.type === 'checkout.session.expired' ? 'expired' : 'payment_failed';
      return { kind: 'checkout_failed', eventId, sessionId: objectId, reason };
    }
    case 'invoice.paid': {
      // The first invoice (subscription_create) is the checkout's own payment, fulfilled by
      // checkout.session.completed; only the monthly cycle is a renewal.
      if (object.billing_reason !== 'subscription_cycle') return ignored;
      const subscriptionId = invoiceSubscriptionId(object);
      const paymentId = text(object.id);
      const periodEnd = invoicePeriodEnd(object);
      if (!subscriptionId || !paymentId || !periodEnd) return ignored;
      return {
        kind: 'subscription_renewed',
        eventId,
        subscriptionId,
        paymentId,
        amountCents: whole(object.amount_paid) ?? 0,
        currency: text(object.currency) ?? 'usd',
        periodEnd,
      };
    }
    case 'customer.subscription.deleted': {
      if (!objectId) return ignored;
      const endedSeconds =
        whole(object.ended_at) ?? whole(object.canceled_at) ?? whole(event.created) ?? 0;
      const endedAt = new Date(endedSeconds * 1000);
      return { kind: 'subscription_ended', eventId, subscriptionId: objectId, endedAt };
    }
    default:
      return ignored;
  }
}
