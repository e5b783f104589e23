// Coming back from checkout: how long to keep asking the server, and what its verify-payment
// answer means (the query string's part is payment-return-query.ts).
import { PAYMENT_MESSAGES, paymentSuccessToast } from './payment-texts';

/**
 * The provider's webhook may land a moment after the bettor is back: ask again after these
 * pauses (ms) while the answer is "not verified yet" (about 10 s in all).
 */
export const VERIFY_RETRY_DELAYS_MS: readonly number[] = [1_000, 1_500, 2_000, 2_500, 3_000];

export type VerificationOutcome =
  | { kind: 'verified'; toast: string }
  | { kind: 'notVerified'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Reads the verify-payment answer (null: no answer). Only a verified payment refreshes the
 * profile; `planName` is the plan's display name.
 */
export function verificationOutcome(
  reply: { success?: boolean; verified?: boolean } | null,
  planName: string,
): VerificationOutcome {
  if (!reply || !reply.success) {
    return { kind: 'failed', message: PAYMENT_MESSAGES.verificationFailed };
  }
  if (!reply.verified) return { kind: 'notVerified', message: PAYMENT_MESSAGES.notVerifiedYet };
  return { kind: 'verified', toast: paymentSuccessToast(planName) };
}

/** Whether to ask again: only "not verified yet", and only while retries remain. */
export function shouldRetryVerification(outcome: VerificationOutcome, attempt: number): boolean {
  return outcome.kind === 'notVerified' && attempt < VERIFY_RETRY_DELAYS_MS.length;
}
