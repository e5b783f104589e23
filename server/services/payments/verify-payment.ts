// verify-payment: the buyer is back from checkout; ask the provider about their latest checkout
// of the plan and, when it is paid, apply it through the same fulfilment as the webhook (so the
// grant exists even when the webhook is late or lost, and still only once).
import type { Kysely } from 'kysely';
import type { VerifyPaymentReply } from '../../../src/api/payments-contract';
import type { PlanKey } from '../../../src/domain/payments/payment-plans';
import type { DB } from '../../db/tables';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { Clock } from '../clock';
import { accessUntilOfCheckout, latestCheckout } from './checkouts';
import { applyPaymentEvent } from './fulfilment';

export const VERIFY_MESSAGES = {
  verified: 'Payment verified. Your access is active.',
  noCheckout: 'No checkout was started for this plan.',
  pending: 'The payment has not been completed yet.',
  failed: 'The payment failed. Please try again or contact support.',
} as const;

export async function verifyPayment(
  deps: { db: Kysely<DB>; clock: Clock; payments: PaymentProvider },
  userId: number,
  plan: PlanKey,
): Promise<VerifyPaymentReply> {
  const checkout = await latestCheckout(deps.db, userId, plan);
  const notVerified = (message: string) => ({
    success: true,
    verified: false,
    access_until: null,
    message,
  });
  if (!checkout?.provider_session_id) return notVerified(VERIFY_MESSAGES.noCheckout);
  if (checkout.status !== 'paid') {
    if (checkout.provider !== deps.payments.name) return notVerified(VERIFY_MESSAGES.pending);
    const state = await deps.payments.retrieveSession(checkout.provider_session_id);
    if (!state.paid)
      return notVerified(state.failed ? VERIFY_MESSAGES.failed : VERIFY_MESSAGES.pending);
    await applyPaymentEvent(deps.db, deps.clock, checkout.provider, {
      kind: 'checkout_paid',
      // one verify event per payment: a second verify call is a duplicate of the first
      eventId: `verify:${state.paymentId}`,
      sessionId: checkout.provider_session_id,
      paymentId: state.paymentId,
      subscriptionId: state.subscriptionId,
      amountCents: state.amountCents,
      currency: state.currency,
      periodEnd: state.periodEnd,
    });
  }
  return {
    success: true,
    verified: true,
    access_until: await accessUntilOfCheckout(deps.db, checkout.id),
    message: VERIFY_MESSAGES.verified,
  };
}
