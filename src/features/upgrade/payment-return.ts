// Back from the payment provider: verify the payment (asking again for ~10 s while the webhook
// may still be on its way), refresh the profile so the paid screens open without a reload, raise
// the spec's 8 s toast, then forget the pending upgrade and take the query off the address.
// Loaded on demand by the shell (src/app/payment-return-boot.tsx) only when the address asks.
import { isFailure } from '../../api/client';
import { paymentsApi } from '../../api/payments-api';
import { showToast } from '../../app/toast-host';
import { PENDING_UPGRADE_KEY, type PlanKey } from '../../domain/payments/payment-plans';
import {
  shouldRetryVerification,
  VERIFY_RETRY_DELAYS_MS,
  verificationOutcome,
  type VerificationOutcome,
} from '../../domain/payments/payment-return';
import {
  addressWithoutPaymentReturn,
  type PaymentReturnAction,
} from '../../domain/payments/payment-return-query';
import {
  PAYMENT_TOAST_AUTO_CLOSE_MS,
  paymentFailureToast,
} from '../../domain/payments/payment-texts';
import { parsePendingUpgrade, planToVerify } from '../../domain/payments/pending-upgrade';
import { planDisplayName } from '../../domain/payments/plan-display';
import { refreshProfile } from '../../state/auth';

const TOAST_OPTIONS = { autoClose: PAYMENT_TOAST_AUTO_CLOSE_MS };

export async function completePaymentReturn(
  action: Exclude<PaymentReturnAction, 'none'>,
): Promise<void> {
  const plan = planToVerify(parsePendingUpgrade(readPending()));
  const planName = planDisplayName(plan);
  try {
    if (action === 'fail') {
      void showToast((toast) => toast.error(paymentFailureToast(planName), TOAST_OPTIONS));
      return;
    }
    const outcome = await verifyWithRetries(plan, planName);
    if (outcome.kind === 'verified') {
      await refreshProfile();
      void showToast((toast) => toast.success(outcome.toast, TOAST_OPTIONS));
    } else if (outcome.kind === 'notVerified') {
      void showToast((toast) => toast.warning(outcome.message, TOAST_OPTIONS));
    } else {
      void showToast((toast) => toast.error(outcome.message, TOAST_OPTIONS));
    }
  } finally {
    cleanUp();
  }
}

async function verifyWithRetries(plan: PlanKey, planName: string): Promise<VerificationOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    const reply = await paymentsApi.verifyPayment({ plan });
    const outcome = verificationOutcome(isFailure(reply) ? null : reply, planName);
    if (!shouldRetryVerification(outcome, attempt)) return outcome;
    await new Promise((resolve) => setTimeout(resolve, VERIFY_RETRY_DELAYS_MS[attempt]));
  }
}

function readPending(): string | null {
  try {
    return localStorage.getItem(PENDING_UPGRADE_KEY);
  } catch {
    return null;
  }
}

function cleanUp(): void {
  try {
    localStorage.removeItem(PENDING_UPGRADE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  const { pathname, search, hash } = window.location;
  const address = addressWithoutPaymentReturn(pathname, search, hash);
  // Keep history.state (its navIndex): the navigation history replaces this entry, adds none.
  if (address !== `${pathname}${search}${hash}`) {
    window.history.replaceState(window.history.state as unknown, '', address);
  }
}
