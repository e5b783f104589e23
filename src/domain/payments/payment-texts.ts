// Every text of the upgrade and payment flow: the spec's payment messages (bot check, plans,
// checkout, verification, toasts), the offline note, the access-until line and the renewal offer.

export const CHECKOUT_MESSAGES = {
  missingSiteKey: 'Missing site key',
  botCheckLoadFailed: 'Failed to load reCAPTCHA',
  botCheckNotReady: 'reCAPTCHA not ready in time',
  planLoadFailed: 'Failed to load plan details',
  sessionFailed: 'Failed to create checkout session',
  networkFailed: 'Failed to initiate payment',
  paused:
    'Secure checkout is paused while we restore the connection to our payment provider. Please contact support for early access.',
  /** Not the spec's: checkout needs the payment provider, so offline we say so instead of failing. */
  offline: "Checkout needs a connection. You're offline: reconnect, then start your membership.",
} as const;

export const CHECKOUT_BUTTON_TEXT = {
  idle: 'Start Membership',
  busy: 'Opening Secure Checkout…',
} as const;

export const PAYMENT_MESSAGES = {
  notVerifiedYet:
    'We could not verify your payment yet. If you completed payment, please try refreshing or contact support.',
  verificationFailed: 'Payment verification failed. Please try again.',
} as const;

/** Payment toasts stay 8 s (every other toast 5 s). */
export const PAYMENT_TOAST_AUTO_CLOSE_MS = 8_000;

/** `planName` is the plan's display name ('Early Access'), not its key. */
export function paymentSuccessToast(planName: string): string {
  return `Welcome to the product ${planName}! Your subscription is now active.`;
}

export function paymentFailureToast(planName: string): string {
  return `Payment failed for ${planName}. Please try again or contact support.`;
}

/** What a member or admin sees on the upgrade screen instead of the purchase button. */
export const ACCESS_TEXTS = {
  /** `date` as the reader's locale words it. */
  accessUntil: (date: string) => `You have access until ${date}`,
  /** A paid role with no end (admin, a role granted by an operator without --days). */
  ongoing: 'You have full access. It has no end date.',
  admin: 'You have full access as an admin.',
  /** Offline, or the status call failed: the roles say paid, the date is not known here. */
  unknownEnd: 'You have full access.',
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}, it will not renew`,
  goToPicks: 'Go to the picks',
} as const;

/** The renewal offer a lapsed member sees on the upsell and the upgrade screen. */
export const RENEWAL_TEXTS = {
  title: 'Welcome back',
  /** `planName` e.g. 'Early Access', `date` the day it ended in the reader's locale. */
  ended: (planName: string, date: string) =>
    `Your ${planName} membership ended on ${date}. Renew to get every pick, My Picks and the optimizer back.`,
} as const;

/** The /checkout route: it sends to the upgrade screen or picks up a checkout left open. */
export const CHECKOUT_ROUTE_TEXTS = {
  title: 'Secure checkout',
  pending: (planName: string, price: string) =>
    `You started a ${planName} checkout (${price}) and have not come back from the payment page. Check whether it went through, or start again from the offer.`,
  none: 'Nothing is waiting to be paid. Payment happens on our payment provider’s secure page, opened from the offer.',
  verify: 'Check my payment',
  toOffer: 'Go to the offer',
} as const;

/** The upgrade screen's own words around the spec's. */
export const UPGRADE_TEXTS = {
  title: 'Early Access Special',
  badge: 'Limited offer',
  backHome: 'Back to Home',
  later: 'Maybe later',
  referralLabel: 'Referral code',
  referralPlaceholder: 'e.g. FRIEND50',
  /** The spec's terms: one-time payment, N-day access, not a subscription. */
  terms: (accessDays: number) => [
    'One-time payment',
    `${accessDays}-day access`,
    'Not a subscription',
  ],
  secureNote: 'You pay on our payment provider’s secure page, then come straight back here.',
} as const;
