// Stripe's settings, read once from the environment: the provider is on when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are both set; STRIPE_API_HOST / _PORT / _PROTOCOL point the SDK elsewhere
// (the tests' local fake of the Stripe API). One key without the other stops the start.

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** api.stripe.com unless STRIPE_API_HOST says otherwise. */
  host: string | null;
  port: number | null;
  protocol: 'http' | 'https' | null;
  /**
   * Per attempt. The buyer waits on 'Opening Secure Checkout…' while we ask, so the SDK's 80 s
   * default is far too long: 8 s a try, 2 retries (with backoff) stays under ~25 s in all.
   */
  timeoutMs: number;
  /** Network errors, 409 and 5xx are retried with the same idempotency key, so never twice. */
  maxNetworkRetries: number;
}

export const STRIPE_TIMEOUT_MS = 8_000;
export const STRIPE_MAX_NETWORK_RETRIES = 2;

/** null when neither key is set (another provider is used); throws when only one is. */
export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) {
    const missing = secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new Error(
      `Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; ${missing} is not set`,
    );
  }
  return {
    secretKey,
    webhookSecret,
    host: env.STRIPE_API_HOST?.trim() || null,
    port: readPort(env.STRIPE_API_PORT),
    protocol: readProtocol(env.STRIPE_API_PROTOCOL),
    timeoutMs: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
  };
}

function readPort(raw: string | undefined): number | null {
  const text = raw?.trim();
  if (!text) return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`STRIPE_API_PORT must be an integer between 1 and 65535, got "${raw}"`);
  }
  return port;
}

function readProtocol(raw: string | undefined): 'http' | 'https' | null {
  const text = raw?.trim().toLowerCase();
  if (!text) return null;
  if (text === 'http' || text === 'https') return text;
  throw new Error(`STRIPE_API_PROTOCOL must be "http" or "https", got "${raw}"`);
}
