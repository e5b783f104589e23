// 'Start Membership': the bot-check token (8 s limit, a null token goes on), create-checkout, the
// pending-upgrade record, then the redirect to the provider's page; or the reason it did not.
import { useCallback, useEffect, useState } from 'react';
import { paymentsApi } from '../../api/payments-api';
import {
  buildCheckoutRequest,
  checkoutOutcome,
  noAnswerOutcome,
} from '../../domain/payments/checkout';
import {
  CHECKOUT_BOT_ACTION,
  PENDING_UPGRADE_KEY,
  type PlanKey,
} from '../../domain/payments/payment-plans';
import { createPendingUpgrade } from '../../domain/payments/pending-upgrade';
import { requestBotCheckToken } from './bot-check';
import { clientNow } from '../../api/clock';

export interface CheckoutHandle {
  busy: boolean;
  /** The plan error box's text (server error, network failure, paused, offline); null when clear. */
  error: string | null;
  start(plan: PlanKey, priceCents: number, referralCode: string): Promise<void>;
}

export function useCheckout(): CheckoutHandle {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from the provider's page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const start = useCallback(async (plan: PlanKey, priceCents: number, referralCode: string) => {
    if (!navigator.onLine) {
      setError(noAnswerOutcome(false).message);
      return;
    }
    setBusy(true);
    setError(null);
    let redirecting = false;
    try {
      // The bot check's own failures ('Missing site key', 'Failed to load reCAPTCHA', not ready
      // in time) leave a null token; the server decides whether checkout may go on without one.
      const { token } = await requestBotCheckToken(CHECKOUT_BOT_ACTION);
      const body = buildCheckoutRequest(window.location.origin, token, referralCode, plan);
      const reply = await paymentsApi.createCheckout(body);
      const outcome = checkoutOutcome(reply, navigator.onLine);
      if (outcome.kind !== 'redirect') {
        setError(outcome.message);
        return;
      }
      const amount =
        'amount_cents' in reply && typeof reply.amount_cents === 'number'
          ? reply.amount_cents
          : priceCents;
      const record = createPendingUpgrade(plan, amount, referralCode, clientNow());
      try {
        localStorage.setItem(PENDING_UPGRADE_KEY, JSON.stringify(record));
      } catch {
        // Storage blocked (private mode): the return still verifies, with the plan we sell.
      }
      redirecting = true;
      window.location.assign(outcome.url);
    } catch {
      setError(noAnswerOutcome(navigator.onLine).message);
    } finally {
      // Leaving for the provider's page: the button stays busy until the page unloads.
      if (!redirecting) setBusy(false);
    }
  }, []);

  return { busy, error, start };
}
