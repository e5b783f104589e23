// Payment providers behind one interface, chosen by PAYMENT_PROVIDER (see select-payment-provider.ts):
// 'sandbox' (default: a hosted-looking checkout page served by this server, completing through a
// signed webhook, so the whole upgrade runs on a laptop) or 'stripe' (when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set). The provider only talks to the outside; what a payment grants is
// decided once, in services/payments (fulfilment), whoever reports the payment.
import type { PaymentPlan, PlanKey } from '../../../src/domain/payments/payment-plans';

export interface CheckoutRequest {
  /** Our checkout row's id (the provider echoes it back as its reference / client_reference_id). */
  checkoutId: number;
  userId: number;
  email: string;
  plan: PlanKey;
  planConfig: PaymentPlan;
  /** What the buyer pays after any referral discount. */
  amountCents: number;
  /** 'payment' for one-time plans (early_access), 'subscription' for the monthly ones. */
  mode: 'payment' | 'subscription';
  /** Where the provider sends the buyer back: …?upgrade=success&payment_status=success. */
  successUrl: string;
  /** …?upgrade=failed&payment_status=failed */
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of the session (Stripe's cs_…); stored on our checkout row. */
  sessionId: string;
  /** Where the browser is sent to pay. */
  url: string;
}

/**
 * One provider event, already authenticated (signature checked), in our own terms. `eventId` is
 * the provider's event id (the dedupe key for deliveries); `paymentId` is the provider's payment
 * (payment intent / invoice) id, the dedupe key for grants.
 */
export type PaymentEvent =
  | {
      kind: 'checkout_paid';
      eventId: string;
      sessionId: string;
      paymentId: string;
      subscriptionId: string | null;
      amountCents: number;
      currency: string;
      /** End of the paid period when the provider states it (subscriptions); else plan days. */
      periodEnd: Date | null;
    }
  | { kind: 'checkout_failed'; eventId: string; sessionId: string; reason: string }
  | {
      kind: 'subscription_renewed';
      eventId: string;
      subscriptionId: string;
      paymentId: string;
      amountCents: number;
      currency: string;
      periodEnd: Date;
    }
  | { kind: 'subscription_ended'; eventId: string; subscriptionId: string; endedAt: Date }
  /** An event we do not act on (answered 200 so the provider stops delivering it). */
  | { kind: 'ignored'; eventId: string; type: string };

/** What the provider says about a session when asked (verify-payment never trusts the client). */
export type SessionState =
  | {
      paid: true;
      paymentId: string;
      subscriptionId: string | null;
      amountCents: number;
      currency: string;
      periodEnd: Date | null;
    }
  | { paid: false; failed: boolean };

/** Thrown by parseWebhook for a missing, forged or stale signature: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks the signature on the raw body and reads the event; throws WebhookSignatureError. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent;
  retrieveSession(sessionId: string): Promise<SessionState>;
  /** Stops renewal at the end of the paid period; returns when access ends. */
  cancelSubscription(subscriptionId: string): Promise<{ accessUntil: Date }>;
}
