// Fulfilment through the webhook (issue [K]): one grant per payment whatever the number of
// concurrent deliveries, verify calls and replays; forged, stale or malformed deliveries change
// nothing; expiry, repeat purchases, renewals, cancellation and the referral credit.
import { expect, it } from 'vitest';
import { REFERRAL_CREDITS_PER_PAID } from '../../src/domain/account/referral-code';
import { currentReferralCode } from '../../server/services/referrals';
import { describeApi, PINNED_NOW } from './support/harness';
import {
  buyer,
  call,
  deliverEvent,
  freshToken,
  grantCount,
  PAYING_CARD,
  payOnPage,
  rolesOf,
  sandboxOf,
  startCheckout,
  testBotCheck,
} from './support/payments';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function paidEvent(sessionId: string, paymentId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `evt_${paymentId}`,
    type: 'checkout.paid',
    created: Math.floor(PINNED_NOW / 1000),
    data: {
      session_id: sessionId,
      payment_id: paymentId,
      subscription_id: null,
      amount_cents: 4500,
      currency: 'usd',
      period_end: null,
      ...overrides,
    },
  };
}

describeApi(
  'payments: webhook fulfilment',
  (ctx) => {
    it('grants once for 10 concurrent deliveries, 10 events of one payment and verify calls', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'burst');
      const { sessionId } = await startCheckout(app, me);
      const event = paidEvent(sessionId, 'pi_burst');
      const same = await Promise.all(Array.from({ length: 10 }, () => deliverEvent(app, event)));
      expect(same.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      expect(same.filter((res) => res.json().outcome === 'applied')).toHaveLength(1);
      expect(same.filter((res) => res.json().outcome === 'duplicate_event')).toHaveLength(9);
      const others = await Promise.all(
        Array.from({ length: 10 }, (_, i) => deliverEvent(app, { ...event, id: `evt_other_${i}` })),
      );
      expect(others.every((res) => res.json().outcome === 'duplicate_payment')).toBe(true);
      await Promise.all(
        Array.from({ length: 3 }, () =>
          call(app, 'POST', '/api/payments/verify-payment', me.token, { plan: 'early_access' }),
        ),
      );
      expect(await grantCount(app, me.userId)).toBe(1);
      const status = (await call(app, 'GET', '/api/payments/subscription/status', me.token)).json();
      expect(status.access_until).toBe(iso(clock.now() + 30 * DAY));
    });

    it('answers 400 to a forged, stale, missing or malformed delivery and grants nothing', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'forged');
      const { sessionId } = await startCheckout(app, me);
      const event = paidEvent(sessionId, 'pi_forged');
      const raw = Buffer.from(JSON.stringify(event));
      const t = Math.floor(clock.now() / 1000);
      const deliveries = [
        deliverEvent(app, event, { signature: `t=${t},v1=${'0'.repeat(64)}` }),
        deliverEvent(app, event, { atMs: clock.now() - 6 * 60_000 }),
        deliverEvent(app, event, { atMs: clock.now() + 6 * 60_000 }),
        deliverEvent(app, event, { signature: 'nonsense' }),
        app.inject({
          method: 'POST',
          url: '/api/payments/webhook/sandbox',
          headers: { 'content-type': 'application/json' },
          payload: raw,
        }),
        // signed, then altered: the signature covers the exact bytes
        app.inject({
          method: 'POST',
          url: '/api/payments/webhook/sandbox',
          headers: {
            'content-type': 'application/json',
            'sandbox-signature': sandboxOf(app).sign(raw),
          },
          payload: Buffer.from(
            JSON.stringify({ ...event, data: { ...event.data, amount_cents: 1 } }),
          ),
        }),
      ];
      for (const res of await Promise.all(deliveries)) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'Invalid webhook signature' });
      }
      const malformed = await deliverEvent(app, { id: 'evt_bad', type: 'checkout.paid', data: {} });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Malformed webhook event');
      expect((await deliverEvent(app, { nothing: true })).statusCode).toBe(400);
      expect(await grantCount(app, me.userId)).toBe(0);
      const events = await app.database.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('event_id', 'in', ['evt_pi_forged', 'evt_bad'])
        .execute();
      expect(events).toEqual([]);
      const other = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook/stripe',
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(other.statusCode).toBe(404);
      const ignored = await deliverEvent(app, {
        id: 'evt_unknown_type',
        type: 'customer.created',
        data: {},
      });
      expect(ignored.json()).toMatchObject({ success: true, outcome: 'ignored' });
    });

    it('lapses after 30 days: the role goes, the status offers a renewal', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'lapse');
      const { sessionId } = await startCheckout(app, me);
      await payOnPage(app, sessionId, PAYING_CARD);
      expect(await rolesOf(app, me.token)).toEqual(['member']);
      try {
        clock.advance(30 * DAY - 1000);
        const token = await freshToken(app, clock, me.userId);
        expect(await rolesOf(app, token)).toEqual(['member']);
        clock.advance(1000);
        expect(await rolesOf(app, token)).toEqual([]);
        expect((await call(app, 'GET', '/api/picks/summary', token)).statusCode).toBe(403);
        const status = (await call(app, 'GET', '/api/payments/subscription/status', token)).json();
        expect(status).toEqual({
          success: true,
          status: 'none',
          plan: null,
          role: null,
          access_until: null,
          renews: false,
          lapsed: { plan: 'early_access', ended_at: iso(PINNED_NOW + 30 * DAY) },
        });
        expect((await call(app, 'GET', '/api/settings/profile', token)).json().profile.plan).toBe(
          'free',
        );
      } finally {
        clock.set(PINNED_NOW);
      }
    });

    it('extends a repeat early-access purchase from the current end', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'repeat');
      await payOnPage(app, (await startCheckout(app, me)).sessionId, PAYING_CARD);
      clock.advance(10 * DAY);
      try {
        const token = await freshToken(app, clock, me.userId);
        await payOnPage(app, (await startCheckout(app, { ...me, token })).sessionId, PAYING_CARD);
        const status = (await call(app, 'GET', '/api/payments/subscription/status', token)).json();
        expect(status).toMatchObject({
          status: 'active',
          access_until: iso(PINNED_NOW + 60 * DAY),
        });
        const history = (await call(app, 'GET', '/api/payments/transaction-history', token)).json();
        expect(history.transactions.map((t: { access_until: string }) => t.access_until)).toEqual([
          iso(PINNED_NOW + 60 * DAY),
          iso(PINNED_NOW + 30 * DAY),
        ]);
      } finally {
        clock.set(PINNED_NOW);
      }
    });

    it('renews a monthly plan, cancels it at period end, and stops on subscription end', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'monthly');
      const { sessionId, amount } = await startCheckout(app, me, { plan: 'pro' });
      expect(amount).toBe(5900);
      await payOnPage(app, sessionId, PAYING_CARD);
      expect(await rolesOf(app, me.token)).toEqual(['pro']);
      const grant = await app.database.db
        .selectFrom('membership_grants')
        .selectAll()
        .where('user_id', '=', me.userId)
        .executeTakeFirstOrThrow();
      expect(grant.subscription_id).toMatch(/^sub_sbx_/);
      let status = (await call(app, 'GET', '/api/payments/subscription/status', me.token)).json();
      expect(status).toMatchObject({ status: 'active', plan: 'pro', role: 'pro', renews: true });

      const renewal = {
        id: 'evt_renew_1',
        type: 'subscription.renewed',
        created: 0,
        data: {
          subscription_id: grant.subscription_id,
          payment_id: 'pi_renew_1',
          amount_cents: 5900,
          currency: 'usd',
          period_end: iso(PINNED_NOW + 60 * DAY),
        },
      };
      for (const res of await Promise.all([
        deliverEvent(app, renewal),
        deliverEvent(app, renewal),
      ])) {
        expect(res.statusCode).toBe(200);
      }
      expect(await grantCount(app, me.userId)).toBe(2);
      status = (await call(app, 'GET', '/api/payments/subscription/status', me.token)).json();
      expect(status.access_until).toBe(iso(PINNED_NOW + 60 * DAY));

      const cancel = await call(app, 'POST', '/api/payments/cancel-subscription', me.token);
      expect(cancel.json()).toMatchObject({
        success: true,
        status: 'canceled',
        access_until: iso(PINNED_NOW + 60 * DAY),
      });
      status = (await call(app, 'GET', '/api/payments/subscription/status', me.token)).json();
      expect(status).toMatchObject({ status: 'canceled', renews: false });
      const again = await call(app, 'POST', '/api/payments/cancel-subscription', me.token);
      expect(again.json()).toMatchObject({
        success: false,
        message: 'You have no renewing subscription to cancel.',
      });

      // the provider ends it early: access ends with it
      const ended = await deliverEvent(app, {
        id: 'evt_end_1',
        type: 'subscription.ended',
        created: 0,
        data: { subscription_id: grant.subscription_id, ended_at: iso(PINNED_NOW + 5 * DAY) },
      });
      expect(ended.json().outcome).toBe('applied');
      status = (await call(app, 'GET', '/api/payments/subscription/status', me.token)).json();
      expect(status.access_until).toBe(iso(PINNED_NOW + 5 * DAY));
    });

    it('says there is nothing to cancel for a one-time plan or a free account', async () => {
      const { app, clock } = ctx();
      const free = await buyer(app, clock, 'nothing');
      const res = await call(app, 'POST', '/api/payments/cancel-subscription', free.token);
      expect(res.json()).toEqual({
        success: false,
        status: 'none',
        access_until: null,
        message: 'You have no renewing subscription to cancel.',
      });
      const admin = await buyer(app, clock, 'admin', ['admin']);
      const status = (
        await call(app, 'GET', '/api/payments/subscription/status', admin.token)
      ).json();
      expect(status).toMatchObject({
        status: 'active',
        role: 'admin',
        access_until: null,
        plan: null,
      });
    });

    it("credits the referrer once, on the referee's first payment only", async () => {
      const { app, clock } = ctx();
      const referrer = await buyer(app, clock, 'credit-referrer');
      const code = await currentReferralCode(app.database.db, clock, referrer.userId);
      const me = await buyer(app, clock, 'credit-buyer');
      const credits = async () =>
        (await call(app, 'GET', '/api/auth/profile', referrer.token)).json().credits;
      const first = await startCheckout(app, me, { referral_code: code });
      expect(first.amount).toBe(4050);
      expect(await credits()).toBe(0);
      await Promise.all([
        payOnPage(app, first.sessionId, PAYING_CARD),
        deliverEvent(app, paidEvent(first.sessionId, 'pi_unrelated_replay')),
      ]);
      expect(await credits()).toBe(REFERRAL_CREDITS_PER_PAID);
      // one checkout pays once, even if a second payment id is reported for it
      expect(await grantCount(app, me.userId)).toBe(1);
      const second = await startCheckout(app, me, { referral_code: code });
      await payOnPage(app, second.sessionId, PAYING_CARD);
      expect(await credits()).toBe(REFERRAL_CREDITS_PER_PAID);
      const stats = (await call(app, 'GET', '/api/settings/referrals/stats', referrer.token)).json()
        .stats;
      expect(stats).toMatchObject({ paid: 1, credits_earned: REFERRAL_CREDITS_PER_PAID });
    });
  },
  {
    beforeReady: (app) => {
      app.botCheck = testBotCheck;
    },
  },
);
