// Choosing Stripe (server/providers/payments/select-payment-provider.ts): both keys → stripe, one
// key alone → a start-up error naming the missing one, none → the sandbox.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/tables';
import {
  paymentProviderFromEnv,
  paymentsSettingsFromEnv,
  type PaymentProviderDeps,
} from '../../../server/providers/payments/select-payment-provider';
import { fixedClock } from '../../../server/services/clock';

const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
// Choosing a provider touches no database and delivers nothing.
const deps: PaymentProviderDeps = {
  db: {} as Kysely<DB>,
  clock: fixedClock(0),
  publicUrl: () => 'http://127.0.0.1:8080',
  deliver: async () => 200,
};

describe('payment provider selection: stripe', () => {
  it('uses stripe when both keys are set', () => {
    expect(paymentsSettingsFromEnv(keys).provider).toBe('stripe');
    expect(paymentProviderFromEnv(keys, deps).name).toBe('stripe');
    expect(paymentProviderFromEnv({ ...keys, PAYMENT_PROVIDER: 'stripe' }, deps).name).toBe(
      'stripe',
    );
  });

  it('refuses to start with one key only, saying which is missing', () => {
    expect(() => paymentProviderFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1' }, deps)).toThrow(
      /STRIPE_WEBHOOK_SECRET is not set/,
    );
    expect(() => paymentProviderFromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, deps)).toThrow(
      /STRIPE_SECRET_KEY is not set/,
    );
    expect(() => paymentProviderFromEnv({ PAYMENT_PROVIDER: 'stripe' }, deps)).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('uses the sandbox without keys, or when asked for by name', () => {
    expect(paymentProviderFromEnv({}, deps).name).toBe('sandbox');
    expect(paymentProviderFromEnv({ ...keys, PAYMENT_PROVIDER: 'sandbox' }, deps).name).toBe(
      'sandbox',
    );
  });
});
