// Starting checkout: the request body, the bot-check rules, and what the reply means.
import { CHECKOUT_PLAN } from './plans';

export const BOT_CHECK_ACTION = 'upgrade_checkout';
export const BOT_CHECK_READY_TIMEOUT_MS = 8_000;
export const RETURN_QUERY = '?upgrade=success';

export const CHECKOUT_MESSAGES = {
  missingSiteKey: 'Missing site key',
  botCheckLoadFailed: 'Failed to load reCAPTCHA',
  botCheckNotReady: 'reCAPTCHA not ready in time',
  planLoadFailed: 'Failed to load plan details',
  sessionFailed: 'Failed to create checkout session',
  networkFailed: 'Failed to initiate payment',
  paused:
    'Secure checkout is paused while we restore the connection to our payment provider. Please contact support for early access.',
} as const;

export const CHECKOUT_BUTTON_TEXT = {
  idle: 'Start Membership',
  busy: 'Opening Secure Checkout…',
} as const;

export interface CheckoutRequest {
  plan: string;
  return_url: string;
  recaptcha_token: string | null;
  recaptcha_action: string;
  referral_code?: string;
}

/** The create-checkout body; a blank referral code is left out. */
export function buildCheckoutRequest(
  origin: string,
  recaptchaToken: string | null,
  referralCode?: string | null,
): CheckoutRequest {
  const request: CheckoutRequest = {
    plan: CHECKOUT_PLAN,
    return_url: `${origin}${RETURN_QUERY}`,
    recaptcha_token: recaptchaToken,
    recaptcha_action: BOT_CHECK_ACTION,
  };
  const code = referralCode?.trim();
  if (code) request.referral_code = code;
  return request;
}

export interface CheckoutReply {
  success?: boolean;
  mode?: string;
  checkout_url?: string;
  error?: string;
}

export type CheckoutOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'paused'; message: string }
  | { kind: 'error'; message: string };

/** oauth mode means checkout is paused; success with an address redirects; else an error. */
export function checkoutOutcome(reply: CheckoutReply | null): CheckoutOutcome {
  if (!reply) return { kind: 'error', message: CHECKOUT_MESSAGES.networkFailed };
  if (reply.mode === 'oauth') return { kind: 'paused', message: CHECKOUT_MESSAGES.paused };
  if (reply.success && reply.checkout_url) return { kind: 'redirect', url: reply.checkout_url };
  return { kind: 'error', message: reply.error || CHECKOUT_MESSAGES.sessionFailed };
}
