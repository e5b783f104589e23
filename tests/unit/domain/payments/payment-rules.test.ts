// The rules of paid access: discount rounding, grant periods (repeat purchases and renewals chain),
// effective roles at a given time, the status the Billing tab shows, and the return-address check.
import { describe, expect, it } from 'vitest';
import {
  accessStatus,
  effectiveRoles,
  grantPeriod,
  isOwnReturnUrl,
  referralDiscount,
  returnUrlWithOutcome,
  type GrantFacts,
} from '../../../../src/domain/payments/payment-rules';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 22, 20);

function grant(overrides: Partial<GrantFacts> = {}): GrantFacts {
  return {
    plan: 'early_access',
    role: 'member',
    startsMs: T0,
    expiresMs: T0 + 30 * DAY,
    renews: false,
    cancelAtPeriodEnd: false,
    subscriptionId: null,
    ...overrides,
  };
}

describe('referralDiscount', () => {
  it('takes whole percents off in cents, rounding the discount down', () => {
    expect(referralDiscount(4500, 10)).toEqual({ discountCents: 450, amountCents: 4050 });
    expect(referralDiscount(2999, 15)).toEqual({ discountCents: 449, amountCents: 2550 });
    expect(referralDiscount(4500, 0)).toEqual({ discountCents: 0, amountCents: 4500 });
  });
  it('keeps the percent within 0-100', () => {
    expect(referralDiscount(1000, 150).amountCents).toBe(0);
    expect(referralDiscount(1000, -5).amountCents).toBe(1000);
  });
});

describe('grantPeriod', () => {
  it('gives the plan days from the payment', () => {
    expect(
      grantPeriod({ paidAtMs: T0, accessDays: 30, currentEndMs: null, periodEndMs: null }),
    ).toEqual({
      startsMs: T0,
      expiresMs: T0 + 30 * DAY,
    });
  });
  it('starts a repeat purchase where the running access ends', () => {
    const end = T0 + 10 * DAY;
    expect(
      grantPeriod({ paidAtMs: T0, accessDays: 30, currentEndMs: end, periodEndMs: null }),
    ).toEqual({
      startsMs: end,
      expiresMs: end + 30 * DAY,
    });
  });
  it('ignores an access that already ended', () => {
    const period = grantPeriod({
      paidAtMs: T0,
      accessDays: 30,
      currentEndMs: T0 - DAY,
      periodEndMs: null,
    });
    expect(period.startsMs).toBe(T0);
  });
  it("runs to the provider's period end when it states one after the start", () => {
    expect(
      grantPeriod({ paidAtMs: T0, accessDays: 30, currentEndMs: null, periodEndMs: T0 + 31 * DAY })
        .expiresMs,
    ).toBe(T0 + 31 * DAY);
    expect(
      grantPeriod({ paidAtMs: T0, accessDays: 30, currentEndMs: null, periodEndMs: T0 - DAY })
        .expiresMs,
    ).toBe(T0 + 30 * DAY);
  });
});

describe('effectiveRoles', () => {
  it('adds the roles of running grants to the permanent ones, once each, sorted', () => {
    expect(effectiveRoles(['admin'], [grant(), grant({ role: 'admin' })], T0 + DAY)).toEqual([
      'admin',
      'member',
    ]);
  });
  it('drops a grant once it lapses, and ignores one not started yet', () => {
    expect(effectiveRoles([], [grant()], T0 + 30 * DAY)).toEqual([]);
    expect(effectiveRoles([], [grant({ startsMs: T0 + DAY })], T0)).toEqual([]);
  });
});

describe('accessStatus', () => {
  it('is active until the end of the chain of grants', () => {
    const chained = [grant(), grant({ startsMs: T0 + 30 * DAY, expiresMs: T0 + 60 * DAY })];
    expect(accessStatus([], chained, T0 + DAY)).toEqual({
      status: 'active',
      plan: 'early_access',
      role: 'member',
      accessUntilMs: T0 + 60 * DAY,
      renews: false,
      lapsed: null,
    });
  });
  it('says a renewing subscription renews, and a cancelled one is canceled', () => {
    const sub = grant({ plan: 'member', subscriptionId: 'sub_1', renews: true });
    expect(accessStatus([], [sub], T0).renews).toBe(true);
    const canceled = accessStatus([], [{ ...sub, renews: false, cancelAtPeriodEnd: true }], T0);
    expect(canceled).toMatchObject({
      status: 'canceled',
      renews: false,
      accessUntilMs: T0 + 30 * DAY,
    });
  });
  it('is active without an end for a permanent paid role', () => {
    expect(accessStatus(['admin'], [], T0)).toMatchObject({
      status: 'active',
      role: 'admin',
      accessUntilMs: null,
      plan: null,
    });
  });
  it('is none with the latest lapsed grant as the renewal offer', () => {
    const old = grant({ expiresMs: T0 - 10 * DAY, startsMs: T0 - 40 * DAY, plan: 'pro' });
    const older = grant({ expiresMs: T0 - 20 * DAY, startsMs: T0 - 50 * DAY });
    expect(accessStatus([], [older, old], T0)).toEqual({
      status: 'none',
      plan: null,
      role: null,
      accessUntilMs: null,
      renews: false,
      lapsed: { plan: 'pro', endedMs: T0 - 10 * DAY },
    });
    expect(accessStatus([], [], T0).lapsed).toBeNull();
  });
});

describe('isOwnReturnUrl', () => {
  it('accepts only our own origin', () => {
    expect(
      isOwnReturnUrl('https://parlay.example/?upgrade=success', 'https://parlay.example'),
    ).toBe(true);
    expect(isOwnReturnUrl('https://evil.example/?upgrade=success', 'https://parlay.example')).toBe(
      false,
    );
    expect(isOwnReturnUrl('http://parlay.example/', 'https://parlay.example')).toBe(false);
    expect(isOwnReturnUrl('https://parlay.example.evil.io/', 'https://parlay.example')).toBe(false);
    expect(isOwnReturnUrl('https://user:pw@parlay.example/', 'https://parlay.example')).toBe(false);
    expect(isOwnReturnUrl('/relative', 'https://parlay.example')).toBe(false);
    expect(isOwnReturnUrl('javascript:alert(1)', 'https://parlay.example')).toBe(false);
  });
  it('treats the loopback names of the same port as one server', () => {
    expect(isOwnReturnUrl('http://localhost:8080/', 'http://127.0.0.1:8080')).toBe(true);
    expect(isOwnReturnUrl('http://[::1]:8080/', 'http://127.0.0.1:8080')).toBe(true);
    expect(isOwnReturnUrl('http://localhost:9090/', 'http://127.0.0.1:8080')).toBe(false);
    expect(isOwnReturnUrl('http://localhost:8080/', 'https://parlay.example')).toBe(false);
  });
});

describe('returnUrlWithOutcome', () => {
  it('sets upgrade and payment_status, keeping the rest', () => {
    expect(returnUrlWithOutcome('http://127.0.0.1:8080/?upgrade=success&x=1', 'success')).toBe(
      'http://127.0.0.1:8080/?upgrade=success&x=1&payment_status=success',
    );
    expect(returnUrlWithOutcome('http://127.0.0.1:8080/?upgrade=success', 'failed')).toBe(
      'http://127.0.0.1:8080/?upgrade=failed&payment_status=failed',
    );
  });
});
