// Starting checkout: the create-checkout body, and what its reply (or its absence) means.
import { CHECKOUT_BOT_ACTION, type PlanKey } from './payment-plans';
import { CHECKOUT_PLAN } from './plan-display';
import { CHECKOUT_MESSAGES } from './payment-texts';

/** The spec's return address: the site origin plus ?upgrade=success ('/' then lands home). */
export const RETURN_QUERY = '?upgrade=success';

export function checkoutReturnUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/${RETURN_QUERY}`;
}

/** The create-checkout body (the contract's CreateCheckoutBody); a blank referral code is left out. */
export interface CheckoutRequest {
  plan: PlanKey;
  return_url: string;
  recaptcha_token: string | null;
  recaptcha_action: string;
  referral_code?: string;
}

export function buildCheckoutRequest(
  origin: string,
  botCheckToken: string | null,
  referralCode?: string | null,
  plan: PlanKey = CHECKOUT_PLAN,
): CheckoutRequest {
  const request: CheckoutRequest = {
    plan,
    return_url: checkoutReturnUrl(origin),
    recaptcha_token: botCheckToken,
    recaptcha_action: CHECKOUT_BOT_ACTION,
  };
  const code = referralCode?.trim();
  if (code) request.referral_code = code;
  return request;
}

/** The reply fields this rule reads (create-checkout's reply, or the client's failure). */
export interface CheckoutAnswer {
  success?: boolean;
  mode?: string;
  checkout_url?: string | null;
  error?: string | null;
  message?: string | null;
  /** 0 when the request never reached the server. */
  httpStatus?: number;
}

export type CheckoutOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'paused'; message: string }
  | { kind: 'offline'; message: string }
  | { kind: 'error'; message: string };

/**
 * oauth mode: checkout is paused; success with an address: redirect; no answer: offline when the
 * device says so, else 'Failed to initiate payment'; otherwise the server's words (its `error`,
 * or a refusal's `message`) or 'Failed to create checkout session'.
 */
export function checkoutOutcome(
  reply: CheckoutAnswer | null,
  deviceOnline = true,
): CheckoutOutcome {
  if (!reply || reply.httpStatus === 0) return noAnswerOutcome(deviceOnline);
  if (reply.mode === 'oauth') return { kind: 'paused', message: CHECKOUT_MESSAGES.paused };
  if (reply.success && reply.checkout_url) return { kind: 'redirect', url: reply.checkout_url };
  return {
    kind: 'error',
    message: reply.error || reply.message || CHECKOUT_MESSAGES.sessionFailed,
  };
}

/** No answer from the server: offline says checkout needs a connection, else a network failure. */
export function noAnswerOutcome(
  deviceOnline: boolean,
): Extract<CheckoutOutcome, { message: string }> {
  return deviceOnline
    ? { kind: 'error', message: CHECKOUT_MESSAGES.networkFailed }
    : { kind: 'offline', message: CHECKOUT_MESSAGES.offline };
}
