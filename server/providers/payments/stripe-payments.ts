// The Stripe payment provider (official `stripe` SDK): Checkout Sessions, webhook events checked
// with the SDK's signature verification on the raw body, sessions retrieved for verify-payment,
// and cancellation at the end of the paid period. What the objects mean is decided in
// stripe-events.ts; what a payment grants is decided by the fulfilment service, not here.
import Stripe from 'stripe';
import type { Clock } from '../../services/clock';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  type SessionState,
} from './payment-provider';
import {
  checkoutIdempotencyKey,
  checkoutSessionParams,
  paymentEventFromStripe,
  sessionStateFromStripe,
  subscriptionPeriodEnd,
} from './stripe-events';
import type { StripeSettings } from './stripe-settings';

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries,
    timeout: settings.timeoutMs,
    // No latency telemetry headers: nothing about our traffic leaves beyond the calls themselves.
    telemetry: false,
    appInfo: { name: 'parlay-engine' },
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
}

/**
 * `clock` is the server's clock: the signature's age (Stripe's 300 s tolerance) is measured
 * against it, so a test that pins the time signs events at that time.
 */
export function stripePaymentProvider(settings: StripeSettings, clock: Clock): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(request), {
        idempotencyKey: checkoutIdempotencyKey(request),
      });
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody, headers): PaymentEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new WebhookSignatureError('Missing Stripe-Signature header');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          undefined, // Stripe's default tolerance: 300 s
          undefined,
          clock.now(),
        );
      } catch (error) {
        // A forged, stale or garbled delivery: the caller answers 400 and changes nothing.
        const reason = error instanceof Error ? error.message : String(error);
        throw new WebhookSignatureError(`Stripe webhook rejected: ${reason}`);
      }
      return paymentEventFromStripe(event);
    },

    async retrieveSession(sessionId: string): Promise<SessionState> {
      // The subscription is expanded so a paid subscription session also states its period end.
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription'],
      });
      return sessionStateFromStripe(session);
    },

    async cancelSubscription(subscriptionId: string): Promise<{ accessUntil: Date }> {
      const subscription = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: true,
      });
      const accessUntil = subscriptionPeriodEnd(subscription);
      if (!accessUntil) {
        throw new Error(`Stripe subscription ${subscriptionId} has no current period end`);
      }
      return { accessUntil };
    },
  };
}
