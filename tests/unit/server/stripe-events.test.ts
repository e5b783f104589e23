// The Stripe provider's pure translation (server/providers/payments/stripe-events.ts): the Checkout
// Session it asks for, and what each webhook event or retrieved session means in our terms.
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../../server/providers/payments/payment-provider';
import {
  checkoutIdempotencyKey,
  checkoutSessionParams,
  paymentEventFromStripe,
  sessionStateFromStripe,
  subscriptionPeriodEnd,
} from '../../../server/providers/payments/stripe-events';
import { FALLBACK_PLANS } from '../../../src/domain/payments/payment-plans';

const T = 1_795_000_000; // seconds
const at = (seconds: number) => new Date(seconds * 1000);

function request(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    checkoutId: 41,
    userId: 7,
    email: 'buyer@example.test',
    plan: 'early_access',
    planConfig: FALLBACK_PLANS.early_access,
    amountCents: 4500,
    mode: 'payment',
    successUrl: 'https://app.test/?upgrade=success&payment_status=success',
    cancelUrl: 'https://app.test/?upgrade=failed&payment_status=failed',
    ...over,
  };
}

const event = (type: string, object: object, created = T) => ({
  id: 'evt_1',
  type,
  created,
  data: { object },
});

const paidPaymentSession = {
  id: 'cs_1',
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 4500,
  currency: 'usd',
  payment_intent: 'pi_1',
  subscription: null,
  invoice: null,
};

const paidSubscriptionSession = {
  ...paidPaymentSession,
  id: 'cs_2',
  mode: 'subscription',
  amount_total: 2900,
  payment_intent: null,
  subscription: 'sub_1',
  invoice: 'in_1',
};

describe('checkoutSessionParams', () => {
  it('asks for a one-time payment for early access, with our ids and the return URLs', () => {
    const params = checkoutSessionParams(request());
    expect(params).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 4500,
            product_data: { name: 'Early Access' },
          },
        },
      ],
      client_reference_id: '41',
      customer_email: 'buyer@example.test',
      metadata: { checkout_id: '41', user_id: '7', plan: 'early_access' },
      payment_intent_data: { metadata: { checkout_id: '41', user_id: '7', plan: 'early_access' } },
      success_url: 'https://app.test/?upgrade=success&payment_status=success',
      cancel_url: 'https://app.test/?upgrade=failed&payment_status=failed',
    });
  });

  it('asks for a monthly subscription at the discounted amount for the monthly plans', () => {
    const params = checkoutSessionParams(
      request({
        plan: 'pro',
        planConfig: FALLBACK_PLANS.pro,
        amountCents: 5310,
        mode: 'subscription',
      }),
    );
    expect(params.mode).toBe('subscription');
    expect(params.line_items?.[0]?.price_data).toEqual({
      currency: 'usd',
      unit_amount: 5310,
      product_data: { name: 'Pro' },
      recurring: { interval: 'month' },
    });
    expect(params.subscription_data?.metadata).toEqual({
      checkout_id: '41',
      user_id: '7',
      plan: 'pro',
    });
    expect(params.payment_intent_data).toBeUndefined();
  });

  it('derives one idempotency key per checkout, new when a reused id carries other content', () => {
    const key = checkoutIdempotencyKey(request());
    expect(checkoutIdempotencyKey(request())).toBe(key);
    expect(key).toMatch(/^parlay-checkout-41-[0-9a-f]{24}$/);
    expect(checkoutIdempotencyKey(request({ checkoutId: 42 }))).not.toBe(key);
    // a fresh database numbers checkouts from 1 again: another buyer's checkout 41 is not this one
    expect(checkoutIdempotencyKey(request({ email: 'other@example.test' }))).not.toBe(key);
  });
});

describe('paymentEventFromStripe', () => {
  it('maps a paid one-time checkout to checkout_paid keyed by its payment intent', () => {
    expect(paymentEventFromStripe(event('checkout.session.completed', paidPaymentSession))).toEqual(
      {
        kind: 'checkout_paid',
        eventId: 'evt_1',
        sessionId: 'cs_1',
        paymentId: 'pi_1',
        subscriptionId: null,
        amountCents: 4500,
        currency: 'usd',
        periodEnd: null,
      },
    );
  });

  it('keys a subscription checkout by its first invoice, or the subscription latest invoice', () => {
    const completed = paymentEventFromStripe(
      event('checkout.session.completed', paidSubscriptionSession),
    );
    expect(completed).toMatchObject({
      paymentId: 'in_1',
      subscriptionId: 'sub_1',
      periodEnd: null,
    });
    const expanded = {
      ...paidSubscriptionSession,
      invoice: null,
      subscription: {
        id: 'sub_1',
        latest_invoice: 'in_9',
        items: { data: [{ current_period_end: T + 100 }, { current_period_end: T + 50 }] },
      },
    };
    expect(paymentEventFromStripe(event('checkout.session.completed', expanded))).toMatchObject({
      paymentId: 'in_9',
      subscriptionId: 'sub_1',
      periodEnd: at(T + 100),
    });
  });

  it('waits for async_payment_succeeded when a completed session is not paid yet', () => {
    const unpaid = { ...paidPaymentSession, payment_status: 'unpaid' };
    expect(paymentEventFromStripe(event('checkout.session.completed', unpaid))).toEqual({
      kind: 'ignored',
      eventId: 'evt_1',
      type: 'checkout.session.completed',
    });
    expect(
      paymentEventFromStripe(event('checkout.session.async_payment_succeeded', paidPaymentSession)),
    ).toMatchObject({ kind: 'checkout_paid', paymentId: 'pi_1' });
  });

  it('maps a failed delayed payment and an expired session to checkout_failed', () => {
    expect(
      paymentEventFromStripe(event('checkout.session.async_payment_failed', { id: 'cs_1' })),
    ).toEqual({
      kind: 'checkout_failed',
      eventId: 'evt_1',
      sessionId: 'cs_1',
      reason: 'payment_failed',
    });
    expect(paymentEventFromStripe(event('checkout.session.expired', { id: 'cs_1' }))).toMatchObject(
      {
        kind: 'checkout_failed',
        reason: 'expired',
      },
    );
  });

  const renewal = {
    id: 'in_2',
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_paid: 2900,
    currency: 'usd',
    period_end: T, // the period just billed for, not the new one
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    lines: { data: [{ period: { start: T, end: T + 30 * 86_400 } }] },
  };

  it('maps a cycle invoice.paid to subscription_renewed through the lines period end', () => {
    expect(paymentEventFromStripe(event('invoice.paid', renewal))).toEqual({
      kind: 'subscription_renewed',
      eventId: 'evt_1',
      subscriptionId: 'sub_1',
      paymentId: 'in_2',
      amountCents: 2900,
      currency: 'usd',
      periodEnd: at(T + 30 * 86_400),
    });
    // an older API version names the subscription on the invoice itself
    const legacy = { ...renewal, parent: null, subscription: 'sub_old' };
    expect(paymentEventFromStripe(event('invoice.paid', legacy))).toMatchObject({
      subscriptionId: 'sub_old',
    });
  });

  it('ignores the first invoice (the checkout pays it) and malformed renewals', () => {
    const first = { ...renewal, billing_reason: 'subscription_create' };
    expect(paymentEventFromStripe(event('invoice.paid', first)).kind).toBe('ignored');
    expect(paymentEventFromStripe(event('invoice.paid', { ...renewal, lines: {} })).kind).toBe(
      'ignored',
    );
    expect(paymentEventFromStripe(event('invoice.paid', { ...renewal, parent: null })).kind).toBe(
      'ignored',
    );
  });

  it('maps customer.subscription.deleted to subscription_ended at its end', () => {
    expect(
      paymentEventFromStripe(
        event('customer.subscription.deleted', { id: 'sub_1', ended_at: T + 5, canceled_at: T }),
      ),
    ).toEqual({
      kind: 'subscription_ended',
      eventId: 'evt_1',
      subscriptionId: 'sub_1',
      endedAt: at(T + 5),
    });
    expect(
      paymentEventFromStripe(event('customer.subscription.deleted', { id: 'sub_1' }, T + 9)),
    ).toMatchObject({ endedAt: at(T + 9) });
  });

  it('ignores every other event type and objects without an id', () => {
    for (const type of ['payment_intent.succeeded', 'customer.created', 'invoice.payment_failed']) {
      expect(paymentEventFromStripe(event(type, paidPaymentSession))).toEqual({
        kind: 'ignored',
        eventId: 'evt_1',
        type,
      });
    }
    expect(
      paymentEventFromStripe(event('checkout.session.completed', { payment_status: 'paid' })).kind,
    ).toBe('ignored');
    expect(paymentEventFromStripe(event('checkout.session.expired', null as never)).kind).toBe(
      'ignored',
    );
  });
});

describe('sessionStateFromStripe', () => {
  it('is paid only when the money arrived', () => {
    expect(sessionStateFromStripe(paidPaymentSession)).toEqual({
      paid: true,
      paymentId: 'pi_1',
      subscriptionId: null,
      amountCents: 4500,
      currency: 'usd',
      periodEnd: null,
    });
    expect(sessionStateFromStripe({ ...paidPaymentSession, payment_status: 'unpaid' })).toEqual({
      paid: false,
      failed: false,
    });
    expect(
      sessionStateFromStripe({ ...paidPaymentSession, status: 'open', payment_status: 'unpaid' }),
    ).toEqual({ paid: false, failed: false });
    expect(
      sessionStateFromStripe({
        ...paidPaymentSession,
        payment_status: 'no_payment_required',
        payment_intent: null,
      }),
    ).toMatchObject({ paid: true, paymentId: 'cs_1' });
  });

  it('reports an expired session as failed', () => {
    expect(
      sessionStateFromStripe({
        ...paidPaymentSession,
        status: 'expired',
        payment_status: 'unpaid',
      }),
    ).toEqual({ paid: false, failed: true });
  });
});

describe('subscriptionPeriodEnd', () => {
  it('reads the items period end, or the subscription-level one of older API versions', () => {
    expect(subscriptionPeriodEnd({ items: { data: [{ current_period_end: T }] } })).toEqual(at(T));
    expect(subscriptionPeriodEnd({ current_period_end: T + 1, items: { data: [] } })).toEqual(
      at(T + 1),
    );
    expect(subscriptionPeriodEnd('sub_1')).toBeNull();
    expect(subscriptionPeriodEnd(null)).toBeNull();
  });
});
