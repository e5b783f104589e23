// The stripe payment provider against the local fake of the Stripe API (no network): what the SDK
// sends for a checkout, idempotent retries, signature checks on webhook deliveries (forged, stale,
// tampered), session retrieval for verify-payment, and cancellation at the period end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentProvider,
} from '../../server/providers/payments/payment-provider';
import { stripePaymentProvider } from '../../server/providers/payments/stripe-payments';
import { stripeSettingsFromEnv } from '../../server/providers/payments/stripe-settings';
import { fixedClock } from '../../server/services/clock';
import { FALLBACK_PLANS, type PlanKey } from '../../src/domain/payments/payment-plans';
import { PINNED_NOW } from './support/harness';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';

const clock = fixedClock(PINNED_NOW);
const nowSeconds = () => Math.floor(clock.now() / 1000);
let fake: FakeStripe;
let provider: PaymentProvider;
let serial = 100;

function request(plan: PlanKey, amountCents = FALLBACK_PLANS[plan].price_cents): CheckoutRequest {
  serial += 1;
  return {
    checkoutId: serial,
    userId: 9,
    email: 'buyer@stripe.test',
    plan,
    planConfig: FALLBACK_PLANS[plan],
    amountCents,
    mode: FALLBACK_PLANS[plan].interval === 'month' ? 'subscription' : 'payment',
    successUrl: 'http://app.test/?upgrade=success&payment_status=success',
    cancelUrl: 'http://app.test/?upgrade=failed&payment_status=failed',
  };
}

const parse = (delivery: { payload: string; headers: Record<string, string> }) =>
  provider.parseWebhook(Buffer.from(delivery.payload), delivery.headers);

beforeAll(async () => {
  fake = await startFakeStripe(() => clock.now());
  const settings = stripeSettingsFromEnv(fake.env);
  if (!settings) throw new Error('fake env should turn Stripe on');
  provider = stripePaymentProvider(settings, clock);
});
afterAll(async () => {
  await fake.close();
});

describe('stripe provider: checkout sessions', () => {
  it('creates a one-time payment for early access with our ids and an idempotency key', async () => {
    const asked = request('early_access');
    const session = await provider.createCheckout(asked);
    expect(session.url).toBe(`${fake.baseUrl}/c/pay/${session.sessionId}`);
    const sent = fake.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers['idempotency-key']).toContain(String(asked.checkoutId));
    expect(sent?.params).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '4500' } }],
      client_reference_id: String(asked.checkoutId),
      customer_email: 'buyer@stripe.test',
      metadata: { checkout_id: String(asked.checkoutId), user_id: '9', plan: 'early_access' },
      success_url: asked.successUrl,
      cancel_url: asked.cancelUrl,
    });
    expect(JSON.stringify(sent?.params)).not.toContain('recurring');
  });

  it('creates a monthly subscription for the monthly plans', async () => {
    await provider.createCheckout(request('pro', 5310));
    expect(fake.requests.at(-1)?.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { unit_amount: '5310', recurring: { interval: 'month' } } }],
    });
  });

  it('answers the same session when the same checkout is asked for twice', async () => {
    const asked = request('member');
    const first = await provider.createCheckout(asked);
    const second = await provider.createCheckout(asked);
    expect(second).toEqual(first);
    expect(
      [...fake.sessions.values()].filter((s) => s.client_reference_id === String(asked.checkoutId)),
    ).toHaveLength(1);
  });

  it('retries a failed call with the same idempotency key', async () => {
    const before = fake.requests.length;
    fake.failNext(500);
    const session = await provider.createCheckout(request('basic_membership'));
    const tries = fake.requests.slice(before);
    expect(tries).toHaveLength(2);
    expect(tries[1]?.headers['idempotency-key']).toBe(tries[0]?.headers['idempotency-key']);
    expect(fake.sessions.has(session.sessionId)).toBe(true);
  });

  it('fails clearly when Stripe keeps failing or does not know a session', async () => {
    fake.failNext(500, 3);
    await expect(provider.createCheckout(request('member'))).rejects.toThrow(/told to fail/);
    await expect(provider.retrieveSession('cs_test_missing')).rejects.toThrow(/No such checkout/);
  });
});

describe('stripe provider: webhook signatures', () => {
  it('reads a delivery signed with our secret', async () => {
    const { sessionId } = await provider.createCheckout(request('early_access'));
    const session = fake.markPaid(sessionId);
    const event = parse(fake.delivery(fake.event('checkout.session.completed', session)));
    expect(event).toMatchObject({
      kind: 'checkout_paid',
      sessionId,
      paymentId: session.payment_intent,
      amountCents: 4500,
      subscriptionId: null,
    });
  });

  it('rejects a missing, forged, tampered or stale signature', () => {
    const event = fake.event('checkout.session.expired', {
      id: 'cs_x',
      object: 'checkout.session',
    });
    const good = fake.delivery(event);
    expect(parse(good)).toMatchObject({ kind: 'checkout_failed', sessionId: 'cs_x' });
    const rejected = [
      { payload: good.payload, headers: { 'content-type': 'application/json' } },
      fake.delivery(event, { secret: 'whsec_someone_else' }),
      { payload: good.payload.replace('cs_x', 'cs_y'), headers: good.headers },
      fake.delivery(event, { timestampSeconds: nowSeconds() - 301 }),
    ];
    for (const delivery of rejected) {
      expect(() => parse(delivery)).toThrow(WebhookSignatureError);
    }
    // the tolerance is Stripe's 300 s, measured on the server's clock
    expect(parse(fake.delivery(event, { timestampSeconds: nowSeconds() - 299 })).kind).toBe(
      'checkout_failed',
    );
  });
});

describe('stripe provider: verify and cancel', () => {
  it('reports a session unpaid until the fake marks it paid (one-time payment)', async () => {
    const { sessionId } = await provider.createCheckout(request('early_access'));
    expect(await provider.retrieveSession(sessionId)).toEqual({ paid: false, failed: false });
    const session = fake.markPaid(sessionId);
    expect(await provider.retrieveSession(sessionId)).toEqual({
      paid: true,
      paymentId: session.payment_intent,
      subscriptionId: null,
      amountCents: 4500,
      currency: 'usd',
      periodEnd: null,
    });
  });

  it('names the same payment from verify and from the webhook for a subscription', async () => {
    const { sessionId } = await provider.createCheckout(request('member'));
    const session = fake.markPaid(sessionId);
    const verified = await provider.retrieveSession(sessionId);
    const retrieve = fake.requests.at(-1);
    expect(retrieve?.path).toBe(`/v1/checkout/sessions/${sessionId}`);
    expect(retrieve?.params.expand).toEqual(['subscription']);
    const delivered = parse(fake.delivery(fake.event('checkout.session.completed', session)));
    expect(verified).toMatchObject({
      paid: true,
      paymentId: session.invoice,
      subscriptionId: session.subscription,
      periodEnd: new Date((nowSeconds() + 30 * 86_400) * 1000),
    });
    expect(delivered).toMatchObject({
      paymentId: session.invoice,
      subscriptionId: session.subscription,
    });
  });

  it('cancels at the end of the paid period', async () => {
    const { sessionId } = await provider.createCheckout(request('pro'));
    const subscriptionId = String(fake.markPaid(sessionId).subscription);
    const { accessUntil } = await provider.cancelSubscription(subscriptionId);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe(`/v1/subscriptions/${subscriptionId}`);
    expect(sent?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(accessUntil).toEqual(new Date((nowSeconds() + 30 * 86_400) * 1000));
    await expect(provider.cancelSubscription('sub_test_missing')).rejects.toThrow(
      /No such subscription/,
    );
  });
});
