// Helpers for the payments API tests: accounts, a bot check that knows one good token, starting a
// checkout, paying on the sandbox's page, and signing sandbox webhook events.
import type { FastifyInstance } from 'fastify';
import type { BotCheckProvider } from '../../../server/providers/bot-check/bot-check-provider';
import type { SandboxPaymentProvider } from '../../../server/providers/payments/sandbox-provider';
import { SANDBOX_SIGNATURE_HEADER } from '../../../server/providers/payments/sandbox-signature';
import type { Clock } from '../../../server/services/clock';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { createUser } from '../../../server/services/users';

export const GOOD_BOT_TOKEN = 'good-bot-token';

/** Accepts GOOD_BOT_TOKEN for 'upgrade_checkout' only. */
export const testBotCheck: BotCheckProvider = {
  name: 'pow',
  publicSettings: () => ({ site_key: null, challenge_url: null }),
  verify: async (token, action) =>
    token === GOOD_BOT_TOKEN && action === 'upgrade_checkout'
      ? { ok: true }
      : { ok: false, reason: 'test: bad token' },
  cspHosts: { script: [], connect: [], frame: [] },
};

export const PAYING_CARD = { card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
export const DECLINED_CARD = { ...PAYING_CARD, card_number: '4000 0000 0000 0002' };
export const NO_FUNDS_CARD = { ...PAYING_CARD, card_number: '4000 0000 0000 9995' };

export interface Buyer {
  userId: number;
  email: string;
  token: string;
}

let serial = 0;

export async function buyer(
  app: FastifyInstance,
  clock: Clock,
  label: string,
  roles: string[] = [],
): Promise<Buyer> {
  serial += 1;
  const email = `${label}${serial}-${Math.random().toString(36).slice(2, 8)}@payments.test`;
  const userId = await createUser(app.database.db, clock, { email, roles });
  const token = await issueDeviceToken(app.database.db, clock, {
    userId,
    deviceId: 'd',
    uaHash: 'u',
  });
  return { userId, email, token };
}

export async function freshToken(
  app: FastifyInstance,
  clock: Clock,
  userId: number,
): Promise<string> {
  return issueDeviceToken(app.database.db, clock, { userId, deviceId: 'd2', uaHash: 'u' });
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: token ? { 'x-device-token': token } : {},
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });
}

export function checkoutBody(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  return {
    plan: 'early_access',
    return_url: `${app.config.publicUrl}/?upgrade=success`,
    recaptcha_token: GOOD_BOT_TOKEN,
    recaptcha_action: 'upgrade_checkout',
    ...overrides,
  };
}

/** Starts a checkout and answers its sandbox session id. */
export async function startCheckout(
  app: FastifyInstance,
  who: Buyer,
  overrides: Record<string, unknown> = {},
) {
  const res = await call(
    app,
    'POST',
    '/api/payments/create-checkout',
    who.token,
    checkoutBody(app, overrides),
  );
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const url = res.json().checkout_url as string;
  return { sessionId: url.split('/').at(-1)!, url, amount: res.json().amount_cents as number };
}

/** Submits the sandbox page's form, as the browser does. */
export function payOnPage(app: FastifyInstance, sessionId: string, card: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/pay/sandbox/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(card).toString(),
  });
}

export function sandboxOf(app: FastifyInstance): SandboxPaymentProvider {
  return app.payments as SandboxPaymentProvider;
}

/** A webhook delivery of `event`, signed by the sandbox at `atMs` (default now). */
export function deliverEvent(
  app: FastifyInstance,
  event: object,
  options: { atMs?: number; signature?: string } = {},
) {
  const raw = Buffer.from(JSON.stringify(event));
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: options.signature ?? sandboxOf(app).sign(raw, options.atMs),
    },
    payload: raw,
  });
}

export async function grantCount(app: FastifyInstance, userId: number): Promise<number> {
  const rows = await app.database.db
    .selectFrom('membership_grants')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

export async function rolesOf(app: FastifyInstance, token: string): Promise<string[]> {
  const res = await call(app, 'GET', '/api/auth/profile', token);
  return res.json().roles as string[];
}
