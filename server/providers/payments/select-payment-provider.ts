// Chooses the payment provider from the environment: PAYMENT_PROVIDER=sandbox|stripe; unset →
// stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the sandbox (so a laptop
// with nothing configured can pay). PAYMENTS_ENABLED=false pauses checkout (mode 'oauth'), and
// so does NODE_ENV=production with neither Stripe keys nor PAYMENT_PROVIDER=sandbox.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import type { Clock } from '../../services/clock';
import type { PaymentProvider } from './payment-provider';
import { sandboxPaymentProvider, type WebhookDelivery } from './sandbox-provider';
import { sandboxWebhookSecretFromEnv } from './sandbox-secret';
import { stripePaymentProvider } from './stripe-payments';
import { stripeSettingsFromEnv } from './stripe-settings';

export type PaymentProviderName = PaymentProvider['name'];

export interface PaymentsSettings {
  provider: PaymentProviderName;
  /** False when PAYMENTS_ENABLED is false/0/off: create-checkout answers mode 'oauth'. */
  enabled: boolean;
}

export function paymentsSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentsSettings {
  const enabled = !/^(false|0|off|no)$/i.test(env.PAYMENTS_ENABLED?.trim() ?? '');
  const named = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  if (named === 'sandbox' || named === 'stripe') return { provider: named, enabled };
  if (named) {
    throw new Error(`PAYMENT_PROVIDER must be "sandbox" or "stripe", got "${named}"`);
  }
  if (stripeSettingsFromEnv(env)) return { provider: 'stripe', enabled };
  // In production the sandbox (where 4242… pays for real access) must be asked for by name: a
  // deploy that forgot its Stripe keys pauses checkout instead of giving memberships away.
  return { provider: 'sandbox', enabled: enabled && env.NODE_ENV !== 'production' };
}

export interface PaymentProviderDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Our own public origin: the sandbox's checkout page lives there. */
  publicUrl: () => string;
  /** How the sandbox reaches our webhook endpoint (HTTP to this server's own address). */
  deliver: WebhookDelivery;
}

export function paymentProviderFromEnv(
  env: NodeJS.ProcessEnv,
  deps: PaymentProviderDeps,
): PaymentProvider {
  const { provider } = paymentsSettingsFromEnv(env);
  if (provider === 'stripe') {
    const settings = stripeSettingsFromEnv(env);
    if (!settings) {
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    }
    return stripePaymentProvider(settings, deps.clock);
  }
  return sandboxPaymentProvider({ ...deps, secret: sandboxWebhookSecretFromEnv(env) });
}
