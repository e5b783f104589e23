// The sandbox payment provider (the default): a hosted-looking checkout page served by this
// server (routes/sandbox-checkout.ts) that takes the usual test cards and completes a payment by
// POSTing a signed event to our webhook endpoint, exactly as a real provider would. Its own record
// of each session (table sandbox_sessions) plays the provider's servers, so verify-payment asks
// "the provider" and never our fulfilment's result.
import type { Kysely } from 'kysely';
import { CHECKOUT_SESSION_TTL_MS } from '../../../src/domain/payments/payment-rules';
import type { DB } from '../../db/tables';
import { isoAt, type Clock } from '../../services/clock';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type SessionState,
} from './payment-provider';
import { cardOutcome, type CardForm } from './sandbox-cards';
import {
  paymentEventFromSandbox,
  sandboxEvent,
  sandboxId,
  type SandboxEvent,
} from './sandbox-events';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxSignatureProblem,
  signSandboxPayload,
} from './sandbox-signature';

const DAY_MS = 86_400_000;
/** The sandbox bills monthly plans every 30 days. */
const SUBSCRIPTION_PERIOD_MS = 30 * DAY_MS;

/** Sends a signed body to our webhook endpoint; resolves with the endpoint's HTTP status. */
export type WebhookDelivery = (rawBody: Buffer, headers: Record<string, string>) => Promise<number>;

export interface SandboxDeps {
  db: Kysely<DB>;
  clock: Clock;
  publicUrl: () => string;
  deliver: WebhookDelivery;
  secret: string;
}

export type SandboxSession = DB['sandbox_sessions'];

export type PayResult =
  | { kind: 'paid'; redirectTo: string }
  | { kind: 'declined'; message: string; returnUrl: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'closed'; message: string; returnUrl: string };

export const SESSION_MESSAGES = {
  expired: 'This checkout session has expired. Go back and start again.',
  notFound: 'This checkout session does not exist.',
} as const;

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The session the page shows, or undefined. */
  session(sessionId: string): Promise<SandboxSession | undefined>;
  isOpen(session: SandboxSession): boolean;
  /** The Pay button: checks the card, records the outcome, delivers the signed event. */
  pay(sessionId: string, card: CardForm): Promise<PayResult>;
  /** Signs a body as the sandbox does (tests forge and replay deliveries with it). */
  sign(rawBody: Buffer, atMs?: number): string;
}

export function sandboxPaymentProvider(deps: SandboxDeps): SandboxPaymentProvider {
  const { db, clock } = deps;

  const sign = (rawBody: Buffer, atMs = clock.now()) =>
    signSandboxPayload(deps.secret, rawBody, atMs);

  /** Best effort, as a provider's first attempt: verify-payment completes what gets lost. */
  async function deliver(event: SandboxEvent): Promise<void> {
    const rawBody = Buffer.from(JSON.stringify(event), 'utf8');
    try {
      await deps.deliver(rawBody, {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: sign(rawBody),
      });
    } catch {
      // the page still answers; the payment is completed by verify-payment
    }
  }

  const session = (sessionId: string) =>
    db
      .selectFrom('sandbox_sessions')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst();

  const isOpen = (row: SandboxSession) => row.status === 'open' && row.expires_at > isoAt(clock);

  return {
    name: 'sandbox',
    session,
    isOpen,
    sign,

    async createCheckout(request: CheckoutRequest) {
      const sessionId = sandboxId('cs');
      await db
        .insertInto('sandbox_sessions')
        .values({
          session_id: sessionId,
          checkout_id: request.checkoutId,
          email: request.email,
          plan_name: request.planConfig.name,
          amount_cents: request.amountCents,
          currency: request.planConfig.currency,
          mode: request.mode,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          status: 'open',
          payment_id: null,
          subscription_id: null,
          failure_reason: null,
          period_end: null,
          canceled_at: null,
          created_at: isoAt(clock),
          expires_at: isoAt(clock, CHECKOUT_SESSION_TTL_MS),
          paid_at: null,
        })
        .execute();
      return { sessionId, url: `${deps.publicUrl()}/pay/sandbox/${sessionId}` };
    },

    parseWebhook(rawBody, headers): PaymentEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const problem = sandboxSignatureProblem(
        Array.isArray(header) ? header[0] : header,
        rawBody,
        deps.secret,
        clock.now(),
      );
      if (problem) throw new WebhookSignatureError(`Webhook signature ${problem}`);
      return paymentEventFromSandbox(rawBody);
    },

    async retrieveSession(sessionId): Promise<SessionState> {
      const row = await session(sessionId);
      if (row?.status !== 'paid' || !row.payment_id) {
        return { paid: false, failed: row?.failure_reason != null };
      }
      return {
        paid: true,
        paymentId: row.payment_id,
        subscriptionId: row.subscription_id,
        amountCents: row.amount_cents,
        currency: row.currency,
        periodEnd: row.period_end ? new Date(row.period_end) : null,
      };
    },

    async cancelSubscription(subscriptionId) {
      const row = await db
        .selectFrom('sandbox_sessions')
        .select(['period_end'])
        .where('subscription_id', '=', subscriptionId)
        .executeTakeFirst();
      if (!row?.period_end) throw new Error(`No sandbox subscription ${subscriptionId}`);
      await db
        .updateTable('sandbox_sessions')
        .set({ canceled_at: isoAt(clock) })
        .where('subscription_id', '=', subscriptionId)
        .where('canceled_at', 'is', null)
        .execute();
      return { accessUntil: new Date(row.period_end) };
    },

    async pay(sessionId, card) {
      const row = await session(sessionId);
      if (!row) return { kind: 'invalid', message: SESSION_MESSAGES.notFound };
      if (row.status === 'paid') return { kind: 'paid', redirectTo: row.success_url };
      if (!isOpen(row)) {
        return { kind: 'closed', message: SESSION_MESSAGES.expired, returnUrl: row.cancel_url };
      }
      const outcome = cardOutcome(card, clock.now());
      if (outcome.kind === 'invalid') return outcome;
      if (outcome.kind === 'declined') {
        // Like a real provider the session stays open for another card; the failure is reported.
        await db
          .updateTable('sandbox_sessions')
          .set({ failure_reason: outcome.message })
          .where('session_id', '=', sessionId)
          .where('status', '=', 'open')
          .execute();
        await deliver(
          sandboxEvent('checkout.failed', clock.now(), {
            session_id: sessionId,
            reason: outcome.message,
          }),
        );
        return { kind: 'declined', message: outcome.message, returnUrl: row.cancel_url };
      }
      const paymentId = sandboxId('pi');
      const subscriptionId = row.mode === 'subscription' ? sandboxId('sub') : null;
      const periodEnd = subscriptionId ? isoAt(clock, SUBSCRIPTION_PERIOD_MS) : null;
      // Only the first of two quick submits pays: the second finds the session paid.
      const paid = await db
        .updateTable('sandbox_sessions')
        .set({
          status: 'paid',
          payment_id: paymentId,
          subscription_id: subscriptionId,
          period_end: periodEnd,
          paid_at: isoAt(clock),
          failure_reason: null,
        })
        .where('session_id', '=', sessionId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) === 1) {
        await deliver(
          sandboxEvent('checkout.paid', clock.now(), {
            session_id: sessionId,
            payment_id: paymentId,
            subscription_id: subscriptionId,
            amount_cents: row.amount_cents,
            currency: row.currency,
            period_end: periodEnd,
          }),
        );
      }
      return { kind: 'paid', redirectTo: row.success_url };
    },
  };
}
