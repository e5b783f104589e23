// A tiny local stand-in for the Stripe API (node:http), just what the stripe provider calls:
// create / retrieve Checkout Sessions and update a subscription. It records every request so tests
// can assert what the SDK sent (form body, idempotency key), honours idempotency keys as Stripe
// does, and builds events signed with the SDK's own test header helper. No network beyond
// 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_SECRET_KEY = 'sk_test_fake_parlay';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_parlay_webhook_secret';

/** A form field set by the SDK (`a[0][b]=c`), nested back into objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body (POST) or query string (GET), nested. */
  params: Record<string, FormValue>;
}

type StripeObject = Record<string, unknown>;

export interface FakeStripe {
  /** Settings for stripeSettingsFromEnv / the provider. */
  env: Record<string, string>;
  baseUrl: string;
  requests: RecordedRequest[];
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** The buyer paid: session complete + paid, with its payment intent or subscription + invoice. */
  markPaid(sessionId: string): StripeObject;
  /** The next `count` API calls answer this status (e.g. 500, to see the SDK retry). */
  failNext(status: number, count?: number): void;
  event(type: string, object: StripeObject): StripeObject;
  /** A renewal invoice for a subscription, paid, covering a period that ends at `periodEnd`. */
  renewalInvoice(subscriptionId: string, periodEnd: Date, amountCents?: number): StripeObject;
  /** Body and headers of a webhook delivery, signed as Stripe signs them. */
  delivery(
    event: StripeObject,
    options?: { secret?: string; timestampSeconds?: number },
  ): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const DAY_SECONDS = 86_400;

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((part, index) => {
      const slot = /^\d+$/.test(part) ? Number(part) : part;
      const container = node as Record<string | number, FormValue>;
      if (index === path.length - 1) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

function stripeError(status: number, message: string, type = 'invalid_request_error') {
  return { status, body: { error: { type, message } } };
}

/** `now` is the tests' pinned clock (milliseconds), so created / period dates agree with it. */
export async function startFakeStripe(now: () => number): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const idempotent = new Map<string, { body: string; reply: { status: number; body: unknown } }>();
  let serial = 0;
  let failures: { status: number; count: number } | null = null;
  const seconds = () => Math.floor(now() / 1000);
  const nextId = (prefix: string) => `${prefix}_test_${(serial += 1).toString().padStart(6, '0')}`;

  function createSession(params: Record<string, FormValue>) {
    const lineItems = params.line_items;
    if (!Array.isArray(lineItems) || lineItems.length === 0) {
      return stripeError(400, 'Missing required param: line_items.');
    }
    if (params.mode !== 'payment' && params.mode !== 'subscription') {
      return stripeError(400, 'Invalid mode: must be one of payment, setup, or subscription');
    }
    let amount = 0;
    let currency = 'usd';
    for (const item of lineItems) {
      const line = item as Record<string, FormValue>;
      const price = line.price_data as Record<string, FormValue>;
      amount += Number(price.unit_amount) * Number(line.quantity ?? 1);
      currency = String(price.currency);
      if ((params.mode === 'subscription') !== (price.recurring !== undefined)) {
        return stripeError(
          400,
          'Subscription mode needs recurring prices (and payment mode none).',
        );
      }
    }
    const id = nextId('cs');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${baseUrl}/c/pay/${id}`,
      payment_intent: null,
      subscription: null,
      invoice: null,
      created: seconds(),
      expires_at: seconds() + DAY_SECONDS,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function answer(method: string, path: string, params: Record<string, FormValue>) {
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'GET' && session) {
      const found = sessions.get(session[1] ?? '');
      if (!found) return stripeError(404, `No such checkout.session: '${session[1]}'`);
      const expand = Object.values((params.expand as Record<string, FormValue>) ?? {});
      const subId = found.subscription;
      if (expand.includes('subscription') && typeof subId === 'string') {
        return { status: 200, body: { ...found, subscription: subscriptions.get(subId) } };
      }
      return { status: 200, body: found };
    }
    if (method === 'POST' && subscription) {
      const found = subscriptions.get(subscription[1] ?? '');
      if (!found) return stripeError(404, `No such subscription: '${subscription[1]}'`);
      if (params.cancel_at_period_end !== undefined) {
        found.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      return { status: 200, body: found };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const body = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
      requests.push({ method, path: url.pathname, headers: req.headers, params });
      const send = (reply: { status: number; body: unknown }, replayed = false) => {
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          'request-id': `req_${serial}`,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(reply.body));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
        send(stripeError(401, 'Invalid API Key provided', 'invalid_request_error'));
        return;
      }
      if (failures && failures.count > 0) {
        failures.count -= 1;
        send(stripeError(failures.status, 'Fake Stripe was told to fail', 'api_error'));
        return;
      }
      // Stripe replays the first answer to a repeated key, and refuses the key for other params.
      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (seen) {
        send(
          seen.body === body
            ? seen.reply
            : stripeError(
                400,
                'Keys for idempotent requests can only be used with the same parameters',
                'idempotency_error',
              ),
          true,
        );
        return;
      }
      const reply = answer(method, url.pathname, params);
      if (typeof key === 'string') idempotent.set(key, { body, reply });
      send(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const signer = new Stripe(FAKE_SECRET_KEY);

  function markPaid(sessionId: string): StripeObject {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'payment') {
      session.payment_intent = nextId('pi');
    } else {
      const subscriptionId = nextId('sub');
      const invoiceId = nextId('in');
      subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        latest_invoice: invoiceId,
        metadata: session.metadata,
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              current_period_start: seconds(),
              current_period_end: seconds() + 30 * DAY_SECONDS,
            },
          ],
        },
      });
      session.subscription = subscriptionId;
      session.invoice = invoiceId;
    }
    return session;
  }

  return {
    env: {
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    baseUrl,
    requests,
    sessions,
    subscriptions,
    markPaid,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    event(type, object) {
      return {
        id: nextId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: seconds(),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object },
      };
    },
    renewalInvoice(subscriptionId, periodEnd, amountCents = 2900) {
      const end = Math.floor(periodEnd.getTime() / 1000);
      return {
        id: nextId('in'),
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        status: 'paid',
        amount_paid: amountCents,
        currency: 'usd',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: {} },
        },
        lines: {
          object: 'list',
          data: [{ id: nextId('il'), period: { start: end - 30 * DAY_SECONDS, end } }],
        },
      };
    },
    delivery(event, options = {}) {
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        timestamp: options.timestampSeconds ?? seconds(),
      });
      return {
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
