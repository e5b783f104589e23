import { describe, expect, it } from 'vitest';
import { accessSummary } from '../../../../src/domain/payments/access-summary';
import {
  buildCheckoutRequest,
  checkoutOutcome,
  checkoutReturnUrl,
  noAnswerOutcome,
} from '../../../../src/domain/payments/checkout';
import {
  BOT_CHECK_READY_TIMEOUT_MS,
  CHECKOUT_BOT_ACTION,
  FALLBACK_PLANS,
  PENDING_UPGRADE_KEY,
} from '../../../../src/domain/payments/payment-plans';
import {
  shouldRetryVerification,
  VERIFY_RETRY_DELAYS_MS,
  verificationOutcome,
} from '../../../../src/domain/payments/payment-return';
import {
  addressWithoutPaymentReturn,
  parsePaymentReturn,
} from '../../../../src/domain/payments/payment-return-query';
import {
  ACCESS_TEXTS,
  CHECKOUT_BUTTON_TEXT,
  CHECKOUT_MESSAGES,
  PAYMENT_TOAST_AUTO_CLOSE_MS,
  paymentFailureToast,
  paymentSuccessToast,
  RENEWAL_TEXTS,
  UPGRADE_TEXTS,
} from '../../../../src/domain/payments/payment-texts';
import {
  createPendingUpgrade,
  parsePendingUpgrade,
  planToVerify,
} from '../../../../src/domain/payments/pending-upgrade';
import {
  checkoutPlan,
  discountPercent,
  formatAccessDate,
  formatPrice,
  planDisplayName,
  plansOrFallback,
} from '../../../../src/domain/payments/plan-display';
import { parseQueryString } from '../../../../src/domain/navigation/query-string';

describe('plans shown to the bettor', () => {
  it('falls back to the spec prices', () => {
    expect(plansOrFallback(null)).toEqual(FALLBACK_PLANS);
    expect(plansOrFallback({})).toEqual(FALLBACK_PLANS);
    const server = { pro: { ...FALLBACK_PLANS.pro, price_cents: 100 } };
    expect(plansOrFallback(server)).toBe(server);
    expect(discountPercent(FALLBACK_PLANS.early_access)).toBe(50);
    expect(discountPercent(FALLBACK_PLANS.pro)).toBeNull();
  });

  it('sells the server early_access, else the fallback one: a price always shows', () => {
    const server = { early_access: { ...FALLBACK_PLANS.early_access, price_cents: 3900 } };
    expect(checkoutPlan(server)?.price_cents).toBe(3900);
    expect(checkoutPlan(null)).toBe(FALLBACK_PLANS.early_access);
    expect(checkoutPlan({ pro: FALLBACK_PLANS.pro })).toBe(FALLBACK_PLANS.early_access);
    expect(checkoutPlan(null, 'gold')).toBeNull();
  });

  it('formats prices and access dates', () => {
    expect(formatPrice(4500)).toBe('$45');
    expect(formatPrice(2950)).toBe('$29.50');
    expect(formatPrice(9000, 'usd')).toBe('$90');
    expect(formatAccessDate('2026-12-23T20:00:00.000Z', 'en-US')).toBe('Dec 23, 2026');
    expect(formatAccessDate('not a date')).toBe('');
  });

  it('names plans for toasts: the server name, the fallback name, else the key', () => {
    expect(planDisplayName('early_access')).toBe('Early Access');
    expect(planDisplayName('pro', { pro: { name: 'Pro Plus' } })).toBe('Pro Plus');
    expect(planDisplayName('mystery')).toBe('mystery');
  });
});

describe('checkout', () => {
  it('builds the create-checkout body with the spec return address', () => {
    expect(buildCheckoutRequest('https://app.example', 'tok', '  FRIEND10 ')).toEqual({
      plan: 'early_access',
      return_url: 'https://app.example/?upgrade=success',
      recaptcha_token: 'tok',
      recaptcha_action: 'upgrade_checkout',
      referral_code: 'FRIEND10',
    });
    expect(buildCheckoutRequest('https://app.example', null, '  ')).not.toHaveProperty(
      'referral_code',
    );
    expect(checkoutReturnUrl('http://127.0.0.1:8080/')).toBe(
      'http://127.0.0.1:8080/?upgrade=success',
    );
    expect(CHECKOUT_BOT_ACTION).toBe('upgrade_checkout');
    expect(BOT_CHECK_READY_TIMEOUT_MS).toBe(8000);
  });

  it('reads the reply: redirect, paused, the server error, or the fallback texts', () => {
    expect(
      checkoutOutcome({ success: true, mode: 'redirect', checkout_url: 'https://pay/x' }),
    ).toEqual({ kind: 'redirect', url: 'https://pay/x' });
    expect(checkoutOutcome({ success: false, mode: 'oauth' })).toEqual({
      kind: 'paused',
      message: CHECKOUT_MESSAGES.paused,
    });
    expect(checkoutOutcome({ success: false, error: 'Unknown referral code' })).toEqual({
      kind: 'error',
      message: 'Unknown referral code',
    });
    expect(
      checkoutOutcome({ success: false, message: 'Too many requests', httpStatus: 429 }),
    ).toEqual({ kind: 'error', message: 'Too many requests' });
    expect(checkoutOutcome({ success: false, error: null })).toEqual({
      kind: 'error',
      message: 'Failed to create checkout session',
    });
    expect(checkoutOutcome({ success: true, checkout_url: null }).kind).toBe('error');
  });

  it('no answer: a network failure online, the connection note offline', () => {
    expect(checkoutOutcome(null)).toEqual({ kind: 'error', message: 'Failed to initiate payment' });
    expect(checkoutOutcome({ success: false, httpStatus: 0 }, false)).toEqual({
      kind: 'offline',
      message: CHECKOUT_MESSAGES.offline,
    });
    expect(noAnswerOutcome(true).message).toBe('Failed to initiate payment');
    expect(CHECKOUT_MESSAGES.offline).toMatch(/needs a connection/);
  });

  it('has the spec texts', () => {
    expect(CHECKOUT_BUTTON_TEXT).toEqual({
      idle: 'Start Membership',
      busy: 'Opening Secure Checkout…',
    });
    expect(CHECKOUT_MESSAGES.paused).toMatch(/paused.*contact support for early access/);
    expect(CHECKOUT_MESSAGES.botCheckNotReady).toBe('reCAPTCHA not ready in time');
    expect(CHECKOUT_MESSAGES.planLoadFailed).toBe('Failed to load plan details');
    expect(UPGRADE_TEXTS.title).toBe('Early Access Special');
    expect(UPGRADE_TEXTS.terms(30)).toEqual([
      'One-time payment',
      '30-day access',
      'Not a subscription',
    ]);
  });
});

describe('payment return', () => {
  it('verifies on upgrade=success with or without payment_status=success', () => {
    expect(parsePaymentReturn('?upgrade=success')).toEqual({ action: 'verify', cleanup: true });
    expect(parsePaymentReturn('?upgrade=success&payment_status=success')).toEqual({
      action: 'verify',
      cleanup: true,
    });
  });

  it('fails on payment_status=failed, whatever upgrade says', () => {
    expect(parsePaymentReturn('?payment_status=failed')).toEqual({ action: 'fail', cleanup: true });
    expect(parsePaymentReturn('upgrade=success&payment_status=failed').action).toBe('fail');
    expect(parsePaymentReturn('?upgrade=failed&payment_status=failed').action).toBe('fail');
  });

  it('does nothing (and cleans nothing) otherwise', () => {
    expect(parsePaymentReturn('')).toEqual({ action: 'none', cleanup: false });
    expect(parsePaymentReturn('?upgrade=maybe')).toEqual({ action: 'none', cleanup: false });
    expect(parsePaymentReturn('?upgrade=failed').action).toBe('none');
  });

  it('takes only its own parameters off the address', () => {
    expect(
      addressWithoutPaymentReturn('/dashboard', '?upgrade=success&payment_status=success'),
    ).toBe('/dashboard');
    expect(addressWithoutPaymentReturn('/', '?upgrade=success&ref=x%20y', '#top')).toBe(
      '/?ref=x%20y#top',
    );
    expect(addressWithoutPaymentReturn('/dashboard', '')).toBe('/dashboard');
  });

  it('has the toasts with the plan name, 8 s', () => {
    expect(paymentSuccessToast('Early Access')).toBe(
      'Welcome to the product Early Access! Your subscription is now active.',
    );
    expect(paymentFailureToast('Early Access')).toBe(
      'Payment failed for Early Access. Please try again or contact support.',
    );
    expect(PAYMENT_TOAST_AUTO_CLOSE_MS).toBe(8000);
  });

  it('reads the verification reply', () => {
    expect(verificationOutcome({ success: true, verified: true }, 'Pro')).toEqual({
      kind: 'verified',
      toast: 'Welcome to the product Pro! Your subscription is now active.',
    });
    expect(verificationOutcome({ success: true, verified: false }, 'Pro')).toEqual({
      kind: 'notVerified',
      message:
        'We could not verify your payment yet. If you completed payment, please try refreshing or contact support.',
    });
    expect(verificationOutcome({ success: false }, 'Pro')).toEqual({
      kind: 'failed',
      message: 'Payment verification failed. Please try again.',
    });
    expect(verificationOutcome(null, 'Pro').kind).toBe('failed');
  });

  it('asks again only while not verified yet, for about 10 s', () => {
    const waiting = verificationOutcome({ success: true, verified: false }, 'Pro');
    const total = VERIFY_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(8_000);
    expect(total).toBeLessThanOrEqual(12_000);
    expect(shouldRetryVerification(waiting, 0)).toBe(true);
    expect(shouldRetryVerification(waiting, VERIFY_RETRY_DELAYS_MS.length)).toBe(false);
    expect(shouldRetryVerification(verificationOutcome(null, 'Pro'), 0)).toBe(false);
    expect(
      shouldRetryVerification(verificationOutcome({ success: true, verified: true }, 'Pro'), 0),
    ).toBe(false);
  });

  it('parses query strings without DOM helpers', () => {
    const q = parseQueryString('?a=1&b=two+words&a=2&flag&c=%E2%9C%93&bad=%E0');
    expect(q.get('a')).toBe('1');
    expect(q.get('b')).toBe('two words');
    expect(q.get('flag')).toBe('');
    expect(q.get('c')).toBe('✓');
    expect(q.get('bad')).toBe('%E0');
  });
});

describe('pending upgrade record', () => {
  it('has the spec shape under pending_upgrade', () => {
    expect(PENDING_UPGRADE_KEY).toBe('pending_upgrade');
    const record = createPendingUpgrade('early_access', 4500, ' FRIEND ', 1234);
    expect(record).toEqual({
      plan: 'early_access',
      timestamp: 1234,
      amount_cents: 4500,
      referral_code: 'FRIEND',
    });
    expect(createPendingUpgrade('early_access', 4500, '', 1).referral_code).toBeNull();
    expect(parsePendingUpgrade(JSON.stringify(record))).toEqual(record);
  });

  it('treats malformed storage as no record', () => {
    expect(parsePendingUpgrade(null)).toBeNull();
    expect(parsePendingUpgrade('{not json')).toBeNull();
    expect(parsePendingUpgrade('"text"')).toBeNull();
    expect(parsePendingUpgrade('{"plan":1}')).toBeNull();
    expect(parsePendingUpgrade('{"plan":"pro","timestamp":5}')).toEqual({
      plan: 'pro',
      timestamp: 5,
      amount_cents: 0,
      referral_code: null,
    });
  });

  it('verifies the recorded plan, else early_access', () => {
    expect(planToVerify(null)).toBe('early_access');
    expect(planToVerify(createPendingUpgrade('pro', 5900, null, 1))).toBe('pro');
    expect(planToVerify(createPendingUpgrade('gold', 1, null, 1))).toBe('early_access');
  });
});

describe('access and renewal texts', () => {
  const day = (iso: string) => iso.slice(0, 10);

  it('a dated grant: access until, renews or ends', () => {
    const until = '2026-12-23T00:00:00.000Z';
    expect(
      accessSummary({ status: 'active', access_until: until, renews: false }, ['member'], day),
    ).toEqual({ headline: 'You have access until 2026-12-23', detail: null });
    expect(
      accessSummary({ status: 'active', access_until: until, renews: true }, ['pro'], day).detail,
    ).toBe('Renews on 2026-12-23');
    expect(
      accessSummary({ status: 'canceled', access_until: until, renews: false }, ['pro'], day)
        .detail,
    ).toBe('Ends on 2026-12-23, it will not renew');
  });

  it('no end: admin, a permanent role, or the status unknown (offline)', () => {
    const permanent = { status: 'active' as const, access_until: null, renews: false };
    expect(accessSummary(permanent, ['admin'], day).headline).toBe(ACCESS_TEXTS.admin);
    expect(accessSummary(permanent, ['member'], day).headline).toBe(ACCESS_TEXTS.ongoing);
    expect(accessSummary(null, ['member'], day).headline).toBe(ACCESS_TEXTS.unknownEnd);
  });

  it('words the renewal offer', () => {
    expect(RENEWAL_TEXTS.ended('Early Access', 'Nov 1, 2026')).toMatch(
      /^Your Early Access membership ended on Nov 1, 2026\. Renew/,
    );
  });
});
