// The Stripe path through the real routes, on both engines, with the stripe provider pointed at a
// local fake of the Stripe API (no network): the Checkout Session asked for, fulfilment on a
// signed checkout.session.completed (once, however often delivered), forged and stale deliveries
// refused, verify-payment asking Stripe, renewals, the end of a subscription, and cancellation.
import { afterAll, expect, it, onTestFinished } from 'vitest';
import type { BotCheckProvider } from '../../server/providers/bot-check/bot-check-provider';
import { stripePaymentProvider } from '../../server/providers/payments/stripe-payments';
import { stripeSettingsFromEnv } from '../../server/providers/payments/stripe-settings';
import { fixedClock, type Clock } from '../../server/services/clock';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { grantsOf, userIdByEmail } from '../../server/services/payments/grants';
import { CHECKOUT_BOT_ACTION, type PlanKey } from '../../src/domain/payments/payment-plans';
import { tokenFor } from './support/accounts';
import { startFakeStripe } from './support/fake-stripe';
import { describeApi, PINNED_NOW } from './support/harness';

const DAY_MS = 86_400_000;
// One fake for both engines; it reads the time of whichever app is running its tests.
let appClock: Clock = fixedClock(PINNED_NOW);
const fake = await startFakeStripe(() => appClock.now());
afterAll(() => fake.close());
const settings = stripeSettingsFromEnv(fake.env);
if (!settings) throw new Error('the fake env turns Stripe on');

// The bot check is not under test here: one known token passes.
const HUMAN = 'human-token';
const passingBotCheck: BotCheckProvider = {
  name: 'pow',
  publicSettings: () => ({ site_key: null, challenge_url: null }),
  verify: async (token) => (token === HUMAN ? { ok: true } : { ok: false, reason: 'not human' }),
  cspHosts: { script: [], connect: [], frame: [] },
};

describeApi(
  'payments through stripe (local fake)',
  (ctx) => {
    let serial = 0;

    async function buyer() {
      const { app, clock, dialect } = ctx();
      serial += 1;
      const email = `stripe${serial}-${dialect}@payments.test`;
      const token = await tokenFor(app, clock, email);
      const userId = await userIdByEmail(app.database.db, email);
      if (userId === undefined) throw new Error('buyer not created');
      return { token, userId };
    }

    const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      ctx().app.inject({ method, url, headers: { 'x-device-token': token }, payload });

    async function checkout(token: string, plan: PlanKey) {
      const res = await call('POST', '/api/payments/create-checkout', token, {
        plan,
        return_url: `${ctx().app.config.publicUrl}/?upgrade=success`,
        recaptcha_token: HUMAN,
        recaptcha_action: CHECKOUT_BOT_ACTION,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const sessionId = String(body.checkout_url).split('/').at(-1) ?? '';
      return { body, sessionId, sent: fake.requests.at(-1) };
    }

    const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/payments/webhook/stripe',
        headers: delivery.headers,
        payload: delivery.payload,
      });

    const grants = (userId: number) => grantsOf(ctx().app.database.db, userId);
    const status = async (token: string) =>
      (await call('GET', '/api/payments/subscription/status', token)).json();
    const verify = async (token: string, plan: PlanKey) =>
      (await call('POST', '/api/payments/verify-payment', token, { plan })).json();

    /** A paid subscription checkout, fulfilled by its webhook. */
    async function subscriber(plan: PlanKey = 'member') {
      const who = await buyer();
      const { sessionId } = await checkout(who.token, plan);
      const session = fake.markPaid(sessionId);
      const res = await deliver(fake.delivery(fake.event('checkout.session.completed', session)));
      expect(res.json().outcome).toBe('applied');
      return { ...who, subscriptionId: String(session.subscription) };
    }

    it('opens a one-time Checkout Session for early access and answers its URL', async () => {
      const { token, userId } = await buyer();
      const { body, sessionId, sent } = await checkout(token, 'early_access');
      expect(body).toMatchObject({ success: true, mode: 'redirect', amount_cents: 4500 });
      expect(body.checkout_url).toBe(`${fake.baseUrl}/c/pay/${sessionId}`);
      expect(sent?.path).toBe('/v1/checkout/sessions');
      expect(sent?.headers['idempotency-key']).toMatch(/^parlay-checkout-\d+-/);
      expect(sent?.params).toMatchObject({
        mode: 'payment',
        line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '4500' } }],
        metadata: { user_id: String(userId), plan: 'early_access' },
        success_url: expect.stringContaining('payment_status=success'),
        cancel_url: expect.stringContaining('payment_status=failed'),
      });
      expect(await grants(userId)).toHaveLength(0);
    });

    it('opens a monthly subscription for the monthly plans', async () => {
      const { token } = await buyer();
      const { body, sent } = await checkout(token, 'pro');
      expect(body.amount_cents).toBe(5900);
      expect(sent?.params).toMatchObject({
        mode: 'subscription',
        line_items: [{ price_data: { unit_amount: '5900', recurring: { interval: 'month' } } }],
      });
    });

    it('grants once for a signed checkout.session.completed, even delivered 10 times at once', async () => {
      const { token, userId } = await buyer();
      const { sessionId } = await checkout(token, 'early_access');
      const event = fake.event('checkout.session.completed', fake.markPaid(sessionId));
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => deliver(fake.delivery(event))),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(replies.filter((r) => r.json().outcome === 'applied')).toHaveLength(1);
      const granted = await grants(userId);
      expect(granted).toHaveLength(1);
      expect(granted[0]).toMatchObject({
        plan: 'early_access',
        role: 'member',
        amount_cents: 4500,
      });
      expect(Date.parse(granted[0]!.expires_at)).toBe(ctx().clock.now() + 30 * DAY_MS);
      expect((await status(token)).status).toBe('active');
    });

    it('refuses a forged, tampered or stale delivery with 400 and grants nothing', async () => {
      const { token, userId } = await buyer();
      const { sessionId } = await checkout(token, 'early_access');
      const event = fake.event('checkout.session.completed', fake.markPaid(sessionId));
      const good = fake.delivery(event);
      const stale = Math.floor(ctx().clock.now() / 1000) - 301;
      const refused = [
        fake.delivery(event, { secret: 'whsec_not_ours' }),
        fake.delivery(event, { timestampSeconds: stale }),
        {
          payload: good.payload.replace('"amount_total":4500', '"amount_total":1'),
          headers: good.headers,
        },
        { payload: good.payload, headers: { 'content-type': 'application/json' } },
      ];
      for (const delivery of refused) {
        const res = await deliver(delivery);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: 'Invalid webhook signature' });
      }
      expect(await grants(userId)).toHaveLength(0);
      // the genuine delivery still works afterwards
      expect((await deliver(good)).json().outcome).toBe('applied');
      expect(await grants(userId)).toHaveLength(1);
    });

    it('verify-payment asks Stripe: unpaid is not verified, paid grants once', async () => {
      const { token, userId } = await buyer();
      const { sessionId } = await checkout(token, 'early_access');
      expect(await verify(token, 'early_access')).toMatchObject({ success: true, verified: false });
      expect(fake.requests.at(-1)?.path).toBe(`/v1/checkout/sessions/${sessionId}`);
      expect(await grants(userId)).toHaveLength(0);

      const session = fake.markPaid(sessionId);
      const first = await verify(token, 'early_access');
      expect(first).toMatchObject({ success: true, verified: true });
      expect(await verify(token, 'early_access')).toMatchObject({ verified: true });
      // the webhook arrives late: the same payment, nothing more
      const late = await deliver(fake.delivery(fake.event('checkout.session.completed', session)));
      expect(late.json().outcome).toBe('duplicate_payment');
      const granted = await grants(userId);
      expect(granted).toHaveLength(1);
      expect(granted[0]?.provider_payment_id).toBe(session.payment_intent);
      expect(first.access_until).toBe(granted[0]?.expires_at);
    });

    it('extends access on a paid renewal invoice, once', async () => {
      const { token: firstToken, userId, subscriptionId } = await subscriber('member');
      const { app, clock } = ctx();
      const firstEnd = Date.parse((await status(firstToken)).access_until);
      clock.advance(30 * DAY_MS);
      onTestFinished(() => clock.set(PINNED_NOW));
      // a month on, the first device token has expired: sign in again
      const token = await issueDeviceToken(app.database.db, clock, {
        userId,
        deviceId: 'd',
        uaHash: 'u',
      });
      const nextEnd = new Date(firstEnd + 30 * DAY_MS);
      const event = fake.event('invoice.paid', fake.renewalInvoice(subscriptionId, nextEnd));
      const replies = await Promise.all([
        deliver(fake.delivery(event)),
        deliver(fake.delivery(event)),
      ]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await grants(userId)).toHaveLength(2);
      expect(await status(token)).toMatchObject({
        status: 'active',
        renews: true,
        access_until: nextEnd.toISOString(),
      });
      // the first invoice of a subscription is the checkout's own payment: no second grant
      const create = {
        ...fake.renewalInvoice(subscriptionId, nextEnd),
        billing_reason: 'subscription_create',
      };
      expect(
        (await deliver(fake.delivery(fake.event('invoice.paid', create)))).json().outcome,
      ).toBe('ignored');
      expect(await grants(userId)).toHaveLength(2);
    });

    it('stops renewal when Stripe deletes the subscription', async () => {
      const { token, subscriptionId } = await subscriber('pro');
      const endedAt = Math.floor(ctx().clock.now() / 1000);
      const deleted = fake.event('customer.subscription.deleted', {
        id: subscriptionId,
        object: 'subscription',
        status: 'canceled',
        ended_at: endedAt,
      });
      expect((await deliver(fake.delivery(deleted))).json().outcome).toBe('applied');
      const after = await status(token);
      expect(after.renews).toBe(false);
      expect(after.status).not.toBe('active');
    });

    it('cancel-subscription asks Stripe to cancel at the period end', async () => {
      const { token, subscriptionId } = await subscriber('member');
      const until = (await status(token)).access_until;
      const res = await call('POST', '/api/payments/cancel-subscription', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, status: 'canceled', access_until: until });
      const sent = fake.requests.at(-1);
      expect(sent?.method).toBe('POST');
      expect(sent?.path).toBe(`/v1/subscriptions/${subscriptionId}`);
      expect(sent?.params).toEqual({ cancel_at_period_end: 'true' });
      expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
      // nothing renews any more: a second cancel asks Stripe nothing
      const before = fake.requests.length;
      expect((await call('POST', '/api/payments/cancel-subscription', token)).json().success).toBe(
        false,
      );
      expect(fake.requests.length).toBe(before);
    });

    it('answers 404 for another provider name and 502 when Stripe is down', async () => {
      const { token, userId } = await buyer();
      const event = fake.delivery(fake.event('checkout.session.expired', { id: 'cs_x' }));
      expect((await deliver(event)).statusCode).toBe(200);
      const sandbox = await ctx().app.inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: event.headers,
        payload: event.payload,
      });
      expect(sandbox.statusCode).toBe(404);
      fake.failNext(500, 3);
      const down = await call('POST', '/api/payments/create-checkout', token, {
        plan: 'member',
        return_url: `${ctx().app.config.publicUrl}/?upgrade=success`,
        recaptcha_token: HUMAN,
        recaptcha_action: CHECKOUT_BOT_ACTION,
      });
      expect(down.statusCode).toBe(502);
      expect(await grants(userId)).toHaveLength(0);
    });
  },
  {
    deps: (clock) => {
      appClock = clock;
      return { paymentProvider: stripePaymentProvider(settings, clock), botCheck: passingBotCheck };
    },
  },
);
