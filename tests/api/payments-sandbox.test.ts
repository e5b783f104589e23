// The sandbox provider end to end (issue [K]): its hosted page, the three test cards through the
// real form POST, the signed webhook it delivers (injected, and over real HTTP once listening),
// verify-payment before and after paying, and a webhook that never arrived.
import { afterEach, expect, it, vi } from 'vitest';
import { CARD_MESSAGES } from '../../server/providers/payments/sandbox-cards';
import { describeApi, PINNED_NOW } from './support/harness';
import {
  buyer,
  call,
  DECLINED_CARD,
  grantCount,
  NO_FUNDS_CARD,
  PAYING_CARD,
  payOnPage,
  rolesOf,
  startCheckout,
  testBotCheck,
} from './support/payments';

const DAY = 86_400_000;

describeApi(
  'payments: the sandbox checkout',
  (ctx) => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    const checkoutRow = (userId: number) =>
      ctx()
        .app.database.db.selectFrom('checkouts')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();

    it('serves a hosted-looking page with the amount, plan, email and card fields, no script', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'page');
      const { sessionId } = await startCheckout(app, me);
      const res = await app.inject({ method: 'GET', url: `/pay/sandbox/${sessionId}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      for (const testId of [
        'sandbox-checkout',
        'sandbox-amount',
        'sandbox-plan',
        'sandbox-card-number',
        'sandbox-expiry',
        'sandbox-cvc',
        'sandbox-pay',
        'sandbox-cancel',
      ]) {
        expect(res.body).toContain(`data-testid="${testId}"`);
      }
      expect(res.body).toContain('$45.00');
      expect(res.body).toContain('Early Access');
      expect(res.body).toContain(me.email);
      expect(res.body).not.toMatch(/<script|<style|style=/);
      const css = await app.inject({ method: 'GET', url: '/pay/sandbox/checkout.css' });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      expect(
        (await app.inject({ method: 'GET', url: '/pay/sandbox/cs_sbx_000000000000000000000000' }))
          .statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/pay/sandbox/whatever' })).statusCode).toBe(
        400,
      );
    });

    it('4242 pays: redirect to the return address, one grant of member for 30 days, verified', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'paid');
      const { sessionId } = await startCheckout(app, me);
      const before = await call(app, 'POST', '/api/payments/verify-payment', me.token, {
        plan: 'early_access',
      });
      expect(before.json()).toMatchObject({ success: true, verified: false, access_until: null });
      expect(await rolesOf(app, me.token)).toEqual([]);

      const paid = await payOnPage(app, sessionId, PAYING_CARD);
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(
        `${app.config.publicUrl}/?upgrade=success&payment_status=success`,
      );
      expect(await grantCount(app, me.userId)).toBe(1);
      expect(await rolesOf(app, me.token)).toEqual(['member']);
      const until = new Date(clock.now() + 30 * DAY).toISOString();
      expect(await checkoutRow(me.userId)).toMatchObject({
        status: 'paid',
        paid_at: new Date(clock.now()).toISOString(),
      });

      const verified = await call(app, 'POST', '/api/payments/verify-payment', me.token, {
        plan: 'early_access',
      });
      expect(verified.json()).toEqual({
        success: true,
        verified: true,
        access_until: until,
        message: 'Payment verified. Your access is active.',
      });
      const status = (await call(app, 'GET', '/api/payments/subscription/status', me.token)).json();
      expect(status).toEqual({
        success: true,
        status: 'active',
        plan: 'early_access',
        role: 'member',
        access_until: until,
        renews: false,
        lapsed: null,
      });
      const settings = (await call(app, 'GET', '/api/settings/profile', me.token)).json();
      expect(settings.profile).toMatchObject({ roles: ['member'], plan: 'member' });
      // the picks open now
      expect((await call(app, 'GET', '/api/picks/summary', me.token)).statusCode).not.toBe(403);
      // a second submit (double click, back button) pays nothing more
      expect((await payOnPage(app, sessionId, PAYING_CARD)).statusCode).toBe(303);
      expect(await grantCount(app, me.userId)).toBe(1);
      const page = await app.inject({ method: 'GET', url: `/pay/sandbox/${sessionId}` });
      expect(page.body).toContain('This checkout is paid.');
      const history = (
        await call(app, 'GET', '/api/payments/transaction-history', me.token)
      ).json();
      expect(history.transactions[0]).toMatchObject({
        status: 'paid',
        access_until: until,
        amount_cents: 4500,
      });
    });

    for (const [label, card, message] of [
      ['declined', DECLINED_CARD, CARD_MESSAGES.declined],
      ['insufficient funds', NO_FUNDS_CARD, CARD_MESSAGES.insufficientFunds],
    ] as const) {
      it(`the ${label} card shows "${message}", records the failure and leaves the user free`, async () => {
        const { app, clock } = ctx();
        const me = await buyer(app, clock, 'declined');
        const { sessionId } = await startCheckout(app, me);
        const res = await payOnPage(app, sessionId, card);
        expect(res.statusCode).toBe(402);
        expect(res.body).toContain(
          `data-testid="sandbox-error" role="alert">${message.replace("'", '&#39;')}`,
        );
        expect(res.body).toContain(
          `href="${app.config.publicUrl}/?upgrade=failed&amp;payment_status=failed" data-testid="sandbox-return">Back to Parlay Engine`,
        );
        expect(await checkoutRow(me.userId)).toMatchObject({
          status: 'failed',
          failure_reason: message,
        });
        expect(await grantCount(app, me.userId)).toBe(0);
        expect(await rolesOf(app, me.token)).toEqual([]);
        const verify = await call(app, 'POST', '/api/payments/verify-payment', me.token, {
          plan: 'early_access',
        });
        expect(verify.json()).toMatchObject({
          verified: false,
          message: 'The payment failed. Please try again or contact support.',
        });
        // the session stays open for another card, as a real provider's does
        expect((await payOnPage(app, sessionId, PAYING_CARD)).statusCode).toBe(303);
        expect(await checkoutRow(me.userId)).toMatchObject({
          status: 'paid',
          failure_reason: null,
        });
        expect(await rolesOf(app, me.token)).toEqual(['member']);
      });
    }

    it('refuses an invalid card, expiry or CVC on the page and records nothing', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'invalid');
      const { sessionId } = await startCheckout(app, me);
      for (const [card, message] of [
        [{ ...PAYING_CARD, card_number: '1234 5678 9012 3456' }, CARD_MESSAGES.invalidNumber],
        [{ ...PAYING_CARD, expiry: '13/30' }, CARD_MESSAGES.invalidExpiry],
        [{ ...PAYING_CARD, expiry: '01/20' }, CARD_MESSAGES.expired],
        [{ ...PAYING_CARD, cvc: '12' }, CARD_MESSAGES.invalidCvc],
      ] as const) {
        const res = await payOnPage(app, sessionId, card);
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain(message.replace("'", '&#39;'));
      }
      expect(await checkoutRow(me.userId)).toMatchObject({
        status: 'pending',
        failure_reason: null,
      });
      const missing = await app.inject({
        method: 'POST',
        url: `/pay/sandbox/${sessionId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'card_number=4242424242424242',
      });
      expect(missing.statusCode).toBe(400);
      expect(await grantCount(app, me.userId)).toBe(0);
    });

    it('refuses to pay an expired session', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'expired');
      const { sessionId } = await startCheckout(app, me);
      clock.advance(DAY + 1000);
      try {
        const page = await app.inject({ method: 'GET', url: `/pay/sandbox/${sessionId}` });
        expect(page.body).toContain('This checkout session has expired.');
        expect((await payOnPage(app, sessionId, PAYING_CARD)).statusCode).toBe(410);
        expect(await grantCount(app, me.userId)).toBe(0);
      } finally {
        clock.set(PINNED_NOW);
      }
    });

    it('completes through verify-payment when the webhook never arrived, still once', async () => {
      const { app, clock } = ctx();
      const me = await buyer(app, clock, 'lost');
      const { sessionId } = await startCheckout(app, me);
      // the provider's side says paid; our webhook endpoint never heard of it
      await app.database.db
        .updateTable('sandbox_sessions')
        .set({
          status: 'paid',
          payment_id: 'pi_sbx_lost',
          paid_at: new Date(clock.now()).toISOString(),
        })
        .where('session_id', '=', sessionId)
        .execute();
      expect(await rolesOf(app, me.token)).toEqual([]);
      const verified = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(app, 'POST', '/api/payments/verify-payment', me.token, { plan: 'early_access' }),
        ),
      );
      for (const res of verified) expect(res.json().verified).toBe(true);
      expect(await grantCount(app, me.userId)).toBe(1);
      expect(await rolesOf(app, me.token)).toEqual(['member']);
    });

    it('delivers the webhook over real HTTP once the server listens', async () => {
      const { app, clock } = ctx();
      await app.listen({ host: '127.0.0.1', port: 0 });
      const me = await buyer(app, clock, 'http');
      const { sessionId } = await startCheckout(app, me);
      const seen: string[] = [];
      app.server.on('request', (request: { url?: string }) => seen.push(request.url ?? ''));
      expect((await payOnPage(app, sessionId, PAYING_CARD)).statusCode).toBe(303);
      expect(seen).toContain('/api/payments/webhook/sandbox');
      expect(await grantCount(app, me.userId)).toBe(1);
    });
  },
  {
    beforeReady: (app) => {
      app.botCheck = testBotCheck;
    },
  },
);
