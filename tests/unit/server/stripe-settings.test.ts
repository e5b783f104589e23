// Stripe's environment settings (server/providers/payments/stripe-settings.ts): both keys turn it
// on, one alone stops the start with a message naming the missing one, the API address is optional.
import { describe, expect, it } from 'vitest';
import {
  STRIPE_MAX_NETWORK_RETRIES,
  STRIPE_TIMEOUT_MS,
  stripeSettingsFromEnv,
} from '../../../server/providers/payments/stripe-settings';

const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('stripeSettingsFromEnv', () => {
  it('is off without keys (blank counts as unset)', () => {
    expect(stripeSettingsFromEnv({})).toBeNull();
    expect(stripeSettingsFromEnv({ STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: '' })).toBeNull();
  });

  it('refuses one key without the other, naming the missing one', () => {
    expect(() => stripeSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is not set/,
    );
    expect(() => stripeSettingsFromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY is not set/,
    );
  });

  it('talks to api.stripe.com by default, with a short timeout and two retries', () => {
    expect(stripeSettingsFromEnv(keys)).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      host: null,
      port: null,
      protocol: null,
      timeoutMs: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    });
  });

  it('points the SDK at another address when asked (the tests fake), checking it', () => {
    expect(
      stripeSettingsFromEnv({
        ...keys,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'HTTP',
      }),
    ).toMatchObject({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(() => stripeSettingsFromEnv({ ...keys, STRIPE_API_PORT: '70000' })).toThrow(
      /STRIPE_API_PORT/,
    );
    expect(() => stripeSettingsFromEnv({ ...keys, STRIPE_API_PROTOCOL: 'ftp' })).toThrow(
      /STRIPE_API_PROTOCOL/,
    );
  });
});
