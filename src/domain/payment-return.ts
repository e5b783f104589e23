// Coming back from checkout: what the query string asks for (verify, fail, nothing), the
// cleanup that follows, and the toasts and messages of verification.
import { planDisplayName } from './plans';
import { parseQueryString } from './query-string';

export type PaymentReturnAction = 'verify' | 'fail' | 'none';

export interface PaymentReturn {
  action: PaymentReturnAction;
  /** Remove the pending-upgrade record and strip the query from the address afterwards. */
  cleanup: boolean;
}

/**
 * payment_status=failed → fail; upgrade=success (with or without payment_status=success) →
 * verify; anything else → nothing to do and nothing to clean.
 */
export function parsePaymentReturn(search: string): PaymentReturn {
  const params = parseQueryString(search);
  if (params.get('payment_status') === 'failed') return { action: 'fail', cleanup: true };
  if (params.get('upgrade') === 'success') return { action: 'verify', cleanup: true };
  return { action: 'none', cleanup: false };
}

export const PAYMENT_MESSAGES = {
  notVerifiedYet:
    'We could not verify your payment yet. If you completed payment, please try refreshing or contact support.',
  verificationFailed: 'Payment verification failed. Please try again.',
} as const;

export const PAYMENT_TOAST_AUTO_CLOSE_MS = 8_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;

export function paymentSuccessToast(plan: string): string {
  return `Welcome to the product ${planDisplayName(plan)}! Your subscription is now active.`;
}

export function paymentFailureToast(plan: string): string {
  return `Payment failed for ${planDisplayName(plan)}. Please try again or contact support.`;
}

export type VerificationOutcome =
  | { kind: 'verified'; toast: string }
  | { kind: 'notVerified'; message: string }
  | { kind: 'failed'; message: string };

/** Reads the verify-payment reply; only a verified payment refreshes the profile. */
export function verificationOutcome(
  reply: { success?: boolean; verified?: boolean } | null,
  plan: string,
): VerificationOutcome {
  if (!reply || !reply.success) {
    return { kind: 'failed', message: PAYMENT_MESSAGES.verificationFailed };
  }
  if (!reply.verified) return { kind: 'notVerified', message: PAYMENT_MESSAGES.notVerifiedYet };
  return { kind: 'verified', toast: paymentSuccessToast(plan) };
}
