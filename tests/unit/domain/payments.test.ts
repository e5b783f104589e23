import { describe, expect, it } from 'vitest';
import {
  BOT_CHECK_ACTION,
  BOT_CHECK_READY_TIMEOUT_MS,
  buildCheckoutRequest,
  CHECKOUT_BUTTON_TEXT,
  CHECKOUT_MESSAGES,
  checkoutOutcome,
} from '../../../src/domain/checkout';
import {
  discountPercent,
  FALLBACK_PLANS,
  formatPrice,
  PLAN_LEVELS,
  planDisplayName,
  plansOrFallback,
} from '../../../src/domain/plans';
import {
  parsePaymentReturn,
  paymentFailureToast,
  paymentSuccessToast,
  verificationOutcome,
} from '../../../src/domain/payment-return';
import {
  createPendingUpgrade,
  parsePendingUpgrade,
  PENDING_UPGRADE_KEY,
} from '../../../src/domain/pending-upgrade';
import { parseQueryString } from '../../../src/domain/query-string';

describe('plans', () => {
  it('falls back to the spec prices', () => {
    expect(PLAN_LEVELS).toEqual(['basic_membership', 'early_access', 'member', 'pro']);
    expect(FALLBACK_PLANS.basic_membership).toMatchObject({ price_cents: 9000, interval: 'month' });
    expect(FALLBACK_PLANS.early_access).toMatchObject({
      price_cents: 4500,
      original_price_cents: 9000,
      is_early_access: true,
      interval: '30 days',
    });
    expect(FALLBACK_PLANS.member.price_cents).toBe(2900);
    expect(FALLBACK_PLANS.pro.price_cents).toBe(5900);
    expect(discountPercent(FALLBACK_PLANS.early_access)).toBe(50);
    expect(discountPercent(FALLBACK_PLANS.pro)).toBeNull();
  });

  it('uses the server plans when it sent some', () => {
    const server = { pro: { ...FALLBACK_PLANS.pro, price_cents: 100 } };
    expect(plansOrFallback(server)).toBe(server);
    expect(plansOrFallback(null)).toEqual(FALLBACK_PLANS);
    expect(plansOrFallback({})).toEqual(FALLBACK_PLANS);
  });

  it('formats prices in dollars', () => {
    expect(formatPrice(4500)).toBe('$45');
    expect(formatPrice(2950)).toBe('$29.50');
    expect(formatPrice(9000, 'usd')).toBe('$90');
  });

  it('names plans for toasts', () => {
    expect(planDisplayName('early_access')).toBe('Early Access');
    expect(planDisplayName('mystery')).toBe('mystery');
  });
});

describe('checkout', () => {
  it('builds the create-checkout body', () => {
    expect(buildCheckoutRequest('https://app.example', 'tok', '  FRIEND10 ')).toEqual({
      plan: 'early_access',
      return_url: 'https://app.example?upgrade=success',
      recaptcha_token: 'tok',
      recaptcha_action: 'upgrade_checkout',
      referral_code: 'FRIEND10',
    });
    expect(buildCheckoutRequest('https://app.example', null, '  ')).not.toHaveProperty(
      'referral_code',
    );
    expect(BOT_CHECK_ACTION).toBe('upgrade_checkout');
    expect(BOT_CHECK_READY_TIMEOUT_MS).toBe(8000);
  });

  it('reads the reply', () => {
    expect(checkoutOutcome({ success: true, checkout_url: 'https://pay/x' })).toEqual({
      kind: 'redirect',
      url: 'https://pay/x',
    });
    expect(checkoutOutcome({ success: true, mode: 'oauth' })).toEqual({
      kind: 'paused',
      message: CHECKOUT_MESSAGES.paused,
    });
    expect(checkoutOutcome({ success: false, error: 'Card declined' })).toEqual({
      kind: 'error',
      message: 'Card declined',
    });
    expect(checkoutOutcome({ success: false })).toEqual({
      kind: 'error',
      message: 'Failed to create checkout session',
    });
    expect(checkoutOutcome(null)).toEqual({ kind: 'error', message: 'Failed to initiate payment' });
    expect(CHECKOUT_MESSAGES.paused).toMatch(/paused.*contact support for early access/);
  });

  it('has the button texts and bot-check messages', () => {
    expect(CHECKOUT_BUTTON_TEXT).toEqual({
      idle: 'Start Membership',
      busy: 'Opening Secure Checkout…',
    });
    expect(CHECKOUT_MESSAGES.botCheckNotReady).toBe('reCAPTCHA not ready in time');
    expect(CHECKOUT_MESSAGES.missingSiteKey).toBe('Missing site key');
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

  it('fails on payment_status=failed', () => {
    expect(parsePaymentReturn('?payment_status=failed')).toEqual({ action: 'fail', cleanup: true });
    expect(parsePaymentReturn('upgrade=success&payment_status=failed').action).toBe('fail');
  });

  it('does nothing (and cleans nothing) otherwise', () => {
    expect(parsePaymentReturn('')).toEqual({ action: 'none', cleanup: false });
    expect(parsePaymentReturn('?upgrade=maybe')).toEqual({ action: 'none', cleanup: false });
  });

  it('has the toasts with the plan', () => {
    expect(paymentSuccessToast('early_access')).toBe(
      'Welcome to the product Early Access! Your subscription is now active.',
    );
    expect(paymentFailureToast('early_access')).toBe(
      'Payment failed for Early Access. Please try again or contact support.',
    );
  });

  it('reads the verification reply', () => {
    expect(verificationOutcome({ success: true, verified: true }, 'pro')).toEqual({
      kind: 'verified',
      toast: 'Welcome to the product Pro! Your subscription is now active.',
    });
    expect(verificationOutcome({ success: true, verified: false }, 'pro')).toEqual({
      kind: 'notVerified',
      message:
        'We could not verify your payment yet. If you completed payment, please try refreshing or contact support.',
    });
    expect(verificationOutcome({ success: false }, 'pro')).toEqual({
      kind: 'failed',
      message: 'Payment verification failed. Please try again.',
    });
    expect(verificationOutcome(null, 'pro').kind).toBe('failed');
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
});
