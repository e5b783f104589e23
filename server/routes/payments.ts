// The signed-in payment calls: create-checkout, verify-payment (asks the provider, never the
// client), subscription status, cancel-subscription and the payment history.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  CancelSubscriptionReply,
  CreateCheckoutBody,
  CreateCheckoutRefusal,
  CreateCheckoutReply,
  SubscriptionStatusReply,
  TransactionHistoryQuery,
  TransactionHistoryReply,
  VerifyPaymentBody,
  VerifyPaymentReply,
} from '../../src/api/payments-contract';
import { isPlanKey } from '../../src/domain/payments/payment-plans';
import { CHECKOUT_MESSAGES } from '../../src/domain/payments/payment-texts';
import { paymentsSettingsFromEnv } from '../providers/payments/select-payment-provider';
import { startCheckout } from '../services/payments/checkout-start';
import { paymentHistory } from '../services/payments/checkouts';
import {
  plansFromEnv,
  referralDiscountPercentFromEnv,
} from '../services/payments/payment-settings';
import {
  accessStatusOf,
  markSubscriptionCanceled,
  renewingSubscription,
} from '../services/payments/grants';
import { verifyPayment } from '../services/payments/verify-payment';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  // A mistyped price or discount stops the start instead of failing every checkout.
  plansFromEnv(process.env);
  referralDiscountPercentFromEnv(process.env);

  app.post(
    '/payments/create-checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Opens a checkout session for a plan and answers where to pay',
        description:
          'Checks, in order: the return address (this site only), the referral code (must exist, ' +
          'not your own; gives REFERRAL_DISCOUNT_PERCENT off), the bot-check token for the action ' +
          "'upgrade_checkout'. A refusal writes nothing. With checkout paused (PAYMENTS_ENABLED=false) " +
          "the answer is success false, mode 'oauth'.",
        body: CreateCheckoutBody,
        response: {
          200: CreateCheckoutReply,
          // a refusal of ours, or the schema's own answer to a malformed body
          400: Type.Union([CreateCheckoutRefusal, ErrorReply]),
          401: ErrorReply,
          502: CreateCheckoutRefusal,
        },
      },
    },
    async (request, reply) => {
      if (!paymentsSettingsFromEnv(process.env).enabled) {
        return {
          success: false,
          mode: 'oauth' as const,
          checkout_url: null,
          amount_cents: null,
          error: CHECKOUT_MESSAGES.paused,
        };
      }
      const account = request.account!;
      const started = await startCheckout(
        {
          db,
          limits: app.rateLimits,
          clock: app.clock,
          env: process.env,
          publicUrl: app.config.publicUrl,
          payments: app.payments,
          botCheck: app.botCheck,
          log: request.log,
        },
        {
          userId: account.user.id,
          email: account.user.email,
          plan: request.body.plan,
          returnUrl: request.body.return_url,
          botToken: request.body.recaptcha_token,
          botAction: request.body.recaptcha_action,
          referralCode: request.body.referral_code,
          clientAddress: request.clientAddress,
        },
      );
      if (!started.ok) {
        return reply.status(started.status).send({
          success: false,
          mode: 'redirect',
          checkout_url: null,
          amount_cents: null,
          error: started.error,
          message: started.error,
        });
      }
      return {
        success: true,
        mode: 'redirect' as const,
        checkout_url: started.checkoutUrl,
        amount_cents: started.amountCents,
        error: null,
      };
    },
  );

  app.post(
    '/payments/verify-payment',
    {
      schema: {
        tags: ['payments'],
        summary: "Asks the provider about the account's latest checkout of the plan",
        description:
          'Never trusts the client: the provider is asked about the session; a paid one is applied ' +
          'through the same fulfilment as the webhook (once, whichever comes first).',
        body: VerifyPaymentBody,
        response: { 200: VerifyPaymentReply, 401: ErrorReply },
      },
    },
    async (request) =>
      verifyPayment(
        { db, clock: app.clock, payments: app.payments },
        request.account!.user.id,
        request.body.plan,
      ),
  );

  app.get(
    '/payments/subscription/status',
    {
      schema: {
        tags: ['payments'],
        summary: 'Paid access now: status, plan, role, until when, renewing, and a lapsed plan',
        response: { 200: SubscriptionStatusReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const status = await accessStatusOf(db, app.clock, request.account!.user.id);
      return {
        success: true as const,
        status: status.status,
        plan: status.plan !== null && isPlanKey(status.plan) ? status.plan : null,
        role: status.role,
        access_until: iso(status.accessUntilMs),
        renews: status.renews,
        lapsed:
          status.lapsed && isPlanKey(status.lapsed.plan)
            ? { plan: status.lapsed.plan, ended_at: iso(status.lapsed.endedMs)! }
            : null,
      };
    },
  );

  app.post(
    '/payments/cancel-subscription',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stops renewal; access runs to the end of the paid period',
        description: 'success false (200) when nothing renews: a one-time plan or no plan.',
        response: { 200: CancelSubscriptionReply, 401: ErrorReply, 502: ErrorReply },
      },
    },
    async (request, reply) => {
      const userId = request.account!.user.id;
      const subscription = await renewingSubscription(db, app.clock, userId);
      if (!subscription || subscription.provider !== app.payments.name) {
        const status = await accessStatusOf(db, app.clock, userId);
        return {
          success: false,
          status: status.status,
          access_until: iso(status.accessUntilMs),
          message: 'You have no renewing subscription to cancel.',
        };
      }
      try {
        await app.payments.cancelSubscription(subscription.subscriptionId);
      } catch (error) {
        request.log.warn({ err: error }, 'the payment provider did not cancel the subscription');
        return reply.status(502).send({
          success: false,
          message: 'We could not reach the payment provider to cancel. Please try again.',
        });
      }
      await markSubscriptionCanceled(db, subscription.provider, subscription.subscriptionId);
      const status = await accessStatusOf(db, app.clock, userId);
      return {
        success: true,
        status: status.status,
        access_until: iso(status.accessUntilMs),
        message: `Your subscription will not renew. You have access until ${iso(status.accessUntilMs)?.slice(0, 10)}.`,
      };
    },
  );

  app.get(
    '/payments/transaction-history',
    {
      schema: {
        tags: ['payments'],
        summary: "The account's checkouts, newest first (limit 1-100, default 25)",
        querystring: TransactionHistoryQuery,
        response: { 200: TransactionHistoryReply, 401: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      transactions: await paymentHistory(
        db,
        app.clock,
        request.account!.user.id,
        request.query.limit ?? 25,
      ),
    }),
  );
};
