// Payments API (issue [K]): the plans, create-checkout's checks (bot check, return address,
// referral code and its discount, paused checkout), and refusals that write nothing.
import { afterEach, expect, it, vi } from 'vitest';
import { FALLBACK_PLANS } from '../../src/domain/payments/payment-plans';
import { CHECKOUT_MESSAGES } from '../../src/domain/payments/payment-texts';
import { currentReferralCode } from '../../server/services/referrals';
import { describeApi } from './support/harness';
import { buyer, call, checkoutBody, GOOD_BOT_TOKEN, testBotCheck } from './support/payments';

describeApi(
  'payments: plans and checkout',
  (ctx) => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    const checkouts = async (userId: number) =>
      (
        await ctx()
          .app.database.db.selectFrom('checkouts')
          .selectAll()
          .where('user_id', '=', userId)
          .execute()
      ).length;

    it('lists the four plans publicly, with configured prices', async () => {
      const { app } = ctx();
      const res = await call(app, 'GET', '/api/payments/plans', null);
      expect(res.statusCode).toBe(200);
      expect(res.json().plans).toEqual(FALLBACK_PLANS);
      vi.stubEnv('PLAN_EARLY_ACCESS_PRICE_CENTS', '3900');
      const changed = (await call(app, 'GET', '/api/payments/plans', null)).json();
      expect(changed.plans.early_access.price_cents).toBe(3900);
      expect(changed.plans.pro.price_cents).toBe(5900);
    });

    it('opens a sandbox checkout for a signed-in user with a valid bot-check token', async () => {
      const { app } = ctx();
      const me = await buyer(app, ctx().clock, 'ok');
      const res = await call(
        app,
        'POST',
        '/api/payments/create-checkout',
        me.token,
        checkoutBody(app),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        mode: 'redirect',
        checkout_url: expect.stringMatching(
          new RegExp(`^${app.config.publicUrl}/pay/sandbox/cs_sbx_[0-9a-f]{24}$`),
        ),
        amount_cents: 4500,
        error: null,
      });
      const row = await app.database.db
        .selectFrom('checkouts')
        .selectAll()
        .where('user_id', '=', me.userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        plan: 'early_access',
        amount_cents: 4500,
        status: 'pending',
        provider: 'sandbox',
      });
      expect(
        (await call(app, 'POST', '/api/payments/create-checkout', null, checkoutBody(app)))
          .statusCode,
      ).toBe(401);
    });

    it('lets a checkout without a token through a few times an hour (the 8 s limit passed), then refuses', async () => {
      const { app } = ctx();
      const me = await buyer(app, ctx().clock, 'tokenless');
      const send = () =>
        call(
          app,
          'POST',
          '/api/payments/create-checkout',
          me.token,
          checkoutBody(app, { recaptcha_token: null }),
        );
      // a burst: exactly the allowance goes through, whatever the interleaving
      const burst = await Promise.all(Array.from({ length: 6 }, send));
      const codes = burst.map((res) => res.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 400, 400, 400]);
      for (const res of burst.filter((r) => r.statusCode === 400)) {
        expect(res.json().error).toMatch(/^Bot check failed/);
      }
      expect(await checkouts(me.userId)).toBe(3);
      // an hour later the allowance is back
      ctx().clock.advance(60 * 60_000 + 1);
      expect((await send()).statusCode).toBe(200);
    });

    it('refuses a wrong or wrong-action bot-check token, creating nothing', async () => {
      const { app } = ctx();
      const me = await buyer(app, ctx().clock, 'bot');
      for (const overrides of [
        { recaptcha_token: null, recaptcha_action: 'login' },
        { recaptcha_token: 'forged' },
        { recaptcha_action: 'login' },
      ]) {
        const res = await call(
          app,
          'POST',
          '/api/payments/create-checkout',
          me.token,
          checkoutBody(app, overrides),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, checkout_url: null });
        expect(res.json().error).toMatch(/^Bot check failed/);
        expect(res.json().message).toBe(res.json().error);
      }
      expect(await checkouts(me.userId)).toBe(0);
    });

    it('sends buyers back only to this site', async () => {
      const { app } = ctx();
      const me = await buyer(app, ctx().clock, 'url');
      for (const return_url of [
        'https://evil.example/?upgrade=success',
        'javascript:alert(1)',
        '/?upgrade=success',
      ]) {
        const res = await call(
          app,
          'POST',
          '/api/payments/create-checkout',
          me.token,
          checkoutBody(app, { return_url }),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('return_url must be an address on this site.');
      }
      expect(await checkouts(me.userId)).toBe(0);
    });

    it('refuses bad input with 4xx and writes nothing', async () => {
      const { app } = ctx();
      const me = await buyer(app, ctx().clock, 'bad');
      for (const body of [
        checkoutBody(app, { plan: 'platinum' }),
        checkoutBody(app, { return_url: '' }),
        checkoutBody(app, { referral_code: 'x'.repeat(65) }),
        { plan: 'early_access' },
      ]) {
        const res = await call(app, 'POST', '/api/payments/create-checkout', me.token, body);
        expect(res.statusCode).toBe(400);
      }
      expect(await checkouts(me.userId)).toBe(0);
    });

    it('gives a valid referral code the configured discount, refuses unknown and own codes', async () => {
      const { app, clock } = ctx();
      const referrer = await buyer(app, clock, 'referrer');
      const code = await currentReferralCode(app.database.db, clock, referrer.userId);
      const me = await buyer(app, clock, 'referred');
      const unknown = await call(
        app,
        'POST',
        '/api/payments/create-checkout',
        me.token,
        checkoutBody(app, { referral_code: 'NOPE-NOPE' }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe(
        'Referral code "NOPE-NOPE" was not found. Check it, or clear the field to continue without a code.',
      );
      const own = await call(
        app,
        'POST',
        '/api/payments/create-checkout',
        referrer.token,
        checkoutBody(app, { referral_code: code }),
      );
      expect(own.statusCode).toBe(400);
      expect(own.json().error).toBe('You cannot use your own referral code.');
      expect(await checkouts(me.userId)).toBe(0);

      const ok = await call(
        app,
        'POST',
        '/api/payments/create-checkout',
        me.token,
        checkoutBody(app, { referral_code: ` ${code.toLowerCase()} ` }),
      );
      expect(ok.json()).toMatchObject({ success: true, amount_cents: 4050 });
      vi.stubEnv('REFERRAL_DISCOUNT_PERCENT', '20');
      const more = await call(
        app,
        'POST',
        '/api/payments/create-checkout',
        me.token,
        checkoutBody(app, { referral_code: code }),
      );
      expect(more.json().amount_cents).toBe(3600);
      const blank = await call(
        app,
        'POST',
        '/api/payments/create-checkout',
        me.token,
        checkoutBody(app, { referral_code: '  ' }),
      );
      expect(blank.json().amount_cents).toBe(4500);
      const rows = await app.database.db
        .selectFrom('checkouts')
        .select(['discount_cents', 'referral_code'])
        .where('user_id', '=', me.userId)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { discount_cents: 450, referral_code: code.toLowerCase() },
        { discount_cents: 900, referral_code: code },
        { discount_cents: 0, referral_code: null },
      ]);
    });

    it("answers mode 'oauth' with the paused message when checkout is switched off", async () => {
      const { app } = ctx();
      const me = await buyer(app, ctx().clock, 'paused');
      vi.stubEnv('PAYMENTS_ENABLED', 'false');
      const res = await call(
        app,
        'POST',
        '/api/payments/create-checkout',
        me.token,
        checkoutBody(app),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: false,
        mode: 'oauth',
        checkout_url: null,
        amount_cents: null,
        error: CHECKOUT_MESSAGES.paused,
      });
      expect(await checkouts(me.userId)).toBe(0);
    });

    it('lists the payment history newest first, bounded by limit', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'history');
      for (const plan of ['early_access', 'member', 'pro']) {
        clock.advance(1000);
        await call(
          app,
          'POST',
          '/api/payments/create-checkout',
          me.token,
          checkoutBody(app, { plan }),
        );
      }
      const res = await call(app, 'GET', '/api/payments/transaction-history?limit=2', me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().transactions.map((t: { plan: string }) => t.plan)).toEqual([
        'pro',
        'member',
      ]);
      expect(res.json().transactions[0]).toMatchObject({
        amount_cents: 5900,
        discount_cents: 0,
        currency: 'usd',
        status: 'pending',
        provider: 'sandbox',
        paid_at: null,
        access_until: null,
      });
      expect(
        (await call(app, 'GET', '/api/payments/transaction-history', me.token)).json().transactions,
      ).toHaveLength(3);
      // a day later nobody can pay them any more
      clock.advance(86_400_000 + 1);
      const later = (await call(app, 'GET', '/api/payments/transaction-history', me.token)).json();
      expect(later.transactions.map((t: { status: string }) => t.status)).toEqual([
        'expired',
        'expired',
        'expired',
      ]);
      for (const limit of ['0', '101', 'x']) {
        expect(
          (await call(app, 'GET', `/api/payments/transaction-history?limit=${limit}`, me.token))
            .statusCode,
        ).toBe(400);
      }
      expect((await call(app, 'GET', '/api/payments/transaction-history', null)).statusCode).toBe(
        401,
      );
      void GOOD_BOT_TOKEN;
    });
  },
  {
    beforeReady: (app) => {
      app.botCheck = testBotCheck;
    },
  },
);
