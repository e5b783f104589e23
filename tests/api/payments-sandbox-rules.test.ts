// The sandbox's pure pieces (issue [K]): its Stripe-like signature (t=…,v1=…, 5-minute tolerance),
// the test cards, reading its events, and the payments settings. No database: plain functions.
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardOutcome } from '../../server/providers/payments/sandbox-cards';
import {
  MalformedSandboxEvent,
  paymentEventFromSandbox,
} from '../../server/providers/payments/sandbox-events';
import {
  sandboxSignatureProblem,
  signSandboxPayload,
} from '../../server/providers/payments/sandbox-signature';
import { paymentsSettingsFromEnv } from '../../server/providers/payments/select-payment-provider';
import {
  plansFromEnv,
  referralDiscountPercentFromEnv,
} from '../../server/services/payments/payment-settings';

const NOW = Date.UTC(2026, 10, 22, 20);
const SECRET = 'whsec_test_secret_value';
const body = Buffer.from('{"id":"evt_1"}');

describe('sandbox signature', () => {
  it('accepts its own signature within five minutes either way', () => {
    const header = signSandboxPayload(SECRET, body, NOW);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(sandboxSignatureProblem(header, body, SECRET, NOW)).toBeNull();
    expect(sandboxSignatureProblem(header, body, SECRET, NOW + 300_000)).toBeNull();
    expect(sandboxSignatureProblem(header, body, SECRET, NOW + 301_000)).toBe('stale');
    expect(sandboxSignatureProblem(header, body, SECRET, NOW - 301_000)).toBe('stale');
  });
  it('refuses another secret, another body, and malformed or missing headers', () => {
    const header = signSandboxPayload(SECRET, body, NOW);
    expect(sandboxSignatureProblem(header, body, 'other-secret-value', NOW)).toBe('mismatch');
    expect(sandboxSignatureProblem(header, Buffer.from('{"id":"evt_2"}'), SECRET, NOW)).toBe(
      'mismatch',
    );
    expect(sandboxSignatureProblem(undefined, body, SECRET, NOW)).toBe('missing');
    expect(sandboxSignatureProblem('t=abc,v1=00', body, SECRET, NOW)).toBe('malformed');
    expect(sandboxSignatureProblem(`t=${NOW / 1000}`, body, SECRET, NOW)).toBe('malformed');
    expect(sandboxSignatureProblem(`t=${NOW / 1000},v1=zz`, body, SECRET, NOW)).toBe('mismatch');
  });
  it('accepts any matching v1 among several (secret rotation)', () => {
    const good = signSandboxPayload(SECRET, body, NOW).split(',')[1];
    expect(
      sandboxSignatureProblem(`t=${NOW / 1000},v1=${'0'.repeat(64)},${good}`, body, SECRET, NOW),
    ).toBeNull();
  });
});

describe('sandbox test cards', () => {
  const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
  it('pays with 4242…, declines 0002 and 9995 with their messages', () => {
    expect(cardOutcome(card, NOW)).toEqual({ kind: 'paid' });
    expect(cardOutcome({ ...card, number: '4000-0000-0000-0002' }, NOW)).toEqual({
      kind: 'declined',
      message: CARD_MESSAGES.declined,
    });
    expect(cardOutcome({ ...card, number: '4000000000009995' }, NOW)).toEqual({
      kind: 'declined',
      message: CARD_MESSAGES.insufficientFunds,
    });
  });
  it('refuses other numbers, bad or past expiry, bad CVC', () => {
    expect(cardOutcome({ ...card, number: '4111 1111 1111 1111' }, NOW).kind).toBe('invalid');
    expect(cardOutcome({ ...card, expiry: '11/26' }, NOW)).toEqual({ kind: 'paid' });
    expect(cardOutcome({ ...card, expiry: '10/26' }, NOW)).toEqual({
      kind: 'invalid',
      message: CARD_MESSAGES.expired,
    });
    expect(cardOutcome({ ...card, expiry: '12 / 2030' }, NOW)).toEqual({ kind: 'paid' });
    expect(cardOutcome({ ...card, expiry: '00/30' }, NOW).kind).toBe('invalid');
    expect(cardOutcome({ ...card, expiry: '1230' }, NOW).kind).toBe('invalid');
    expect(cardOutcome({ ...card, cvc: '1234' }, NOW)).toEqual({ kind: 'paid' });
    expect(cardOutcome({ ...card, cvc: '12a' }, NOW)).toEqual({
      kind: 'invalid',
      message: CARD_MESSAGES.invalidCvc,
    });
  });
});

describe('sandbox events', () => {
  const read = (event: object) => paymentEventFromSandbox(Buffer.from(JSON.stringify(event)));
  it('reads each kind into a PaymentEvent', () => {
    expect(
      read({
        id: 'evt_1',
        type: 'checkout.paid',
        data: {
          session_id: 'cs',
          payment_id: 'pi',
          subscription_id: null,
          amount_cents: 4500,
          currency: 'usd',
          period_end: null,
        },
      }),
    ).toEqual({
      kind: 'checkout_paid',
      eventId: 'evt_1',
      sessionId: 'cs',
      paymentId: 'pi',
      subscriptionId: null,
      amountCents: 4500,
      currency: 'usd',
      periodEnd: null,
    });
    expect(
      read({ id: 'e', type: 'checkout.failed', data: { session_id: 'cs', reason: 'no' } }),
    ).toMatchObject({
      kind: 'checkout_failed',
      reason: 'no',
    });
    expect(
      read({
        id: 'e',
        type: 'subscription.renewed',
        data: {
          subscription_id: 's',
          payment_id: 'p',
          amount_cents: 1,
          currency: 'usd',
          period_end: '2026-12-22T20:00:00.000Z',
        },
      }),
    ).toMatchObject({
      kind: 'subscription_renewed',
      periodEnd: new Date('2026-12-22T20:00:00.000Z'),
    });
    expect(
      read({
        id: 'e',
        type: 'subscription.ended',
        data: { subscription_id: 's', ended_at: '2026-12-22T20:00:00Z' },
      }),
    ).toMatchObject({
      kind: 'subscription_ended',
    });
    expect(read({ id: 'e', type: 'something.else' })).toEqual({
      kind: 'ignored',
      eventId: 'e',
      type: 'something.else',
    });
  });
  it('refuses bodies that are not events', () => {
    expect(() => paymentEventFromSandbox(Buffer.from('not json'))).toThrow(MalformedSandboxEvent);
    expect(() => read({ type: 'checkout.paid' })).toThrow(MalformedSandboxEvent);
    expect(() => read({ id: 'e', type: 'checkout.paid', data: { session_id: 'cs' } })).toThrow(
      MalformedSandboxEvent,
    );
    expect(() =>
      read({
        id: 'e',
        type: 'checkout.paid',
        data: { session_id: 'cs', payment_id: 'p', amount_cents: -1, currency: 'usd' },
      }),
    ).toThrow(MalformedSandboxEvent);
    expect(() =>
      read({
        id: 'e',
        type: 'subscription.ended',
        data: { subscription_id: 's', ended_at: 'later' },
      }),
    ).toThrow(MalformedSandboxEvent);
  });
});

describe('payments settings', () => {
  it('chooses the sandbox by default, Stripe when its keys are set, and pauses an implicit sandbox in production', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(paymentsSettingsFromEnv({})).toEqual({ provider: 'sandbox', enabled: true });
    expect(paymentsSettingsFromEnv(stripe)).toEqual({ provider: 'stripe', enabled: true });
    expect(paymentsSettingsFromEnv({ ...stripe, PAYMENT_PROVIDER: 'sandbox' })).toEqual({
      provider: 'sandbox',
      enabled: true,
    });
    expect(paymentsSettingsFromEnv({ PAYMENTS_ENABLED: 'false' }).enabled).toBe(false);
    expect(paymentsSettingsFromEnv({ NODE_ENV: 'production' })).toEqual({
      provider: 'sandbox',
      enabled: false,
    });
    expect(
      paymentsSettingsFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).enabled,
    ).toBe(true);
    expect(() => paymentsSettingsFromEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
  });
  it('reads plan prices and the referral discount, refusing nonsense', () => {
    expect(plansFromEnv({ PLAN_PRO_PRICE_CENTS: '6900' }).pro.price_cents).toBe(6900);
    expect(() => plansFromEnv({ PLAN_PRO_PRICE_CENTS: '9.99' })).toThrow(/PLAN_PRO_PRICE_CENTS/);
    expect(() => plansFromEnv({ PLAN_MEMBER_PRICE_CENTS: '10' })).toThrow(/at least 50/);
    expect(referralDiscountPercentFromEnv({})).toBe(10);
    expect(referralDiscountPercentFromEnv({ REFERRAL_DISCOUNT_PERCENT: '25' })).toBe(25);
    expect(() => referralDiscountPercentFromEnv({ REFERRAL_DISCOUNT_PERCENT: '95' })).toThrow();
  });
});
