// Builds the Fastify instance (app + API on one port). main.ts listens; tests call app.inject.
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { Clock } from './services/clock';
import { registerErrorHandling } from './plugins/errors';
import { registerBodyParsing } from './plugins/body-parsing';
import { registerInputGuards } from './plugins/input-guards';
import { registerSecurityHeaders } from './plugins/security';
import { registerOpenApi } from './plugins/openapi';
import { registerSpa } from './plugins/spa';
import { registerAccess } from './plugins/access';
import { registerClientAddress } from './plugins/client-address';
import { decorateIdempotency } from './plugins/idempotency';
import { registerApi } from './routes/api-tree';
import { registerLiveUpdates } from './plugins/live-updates';
import { RedisCounters } from './services/rate-limit-redis';
import { LONGEST_WINDOW_MS, type RateLimitStore } from './services/rate-limits';
import { openRedisLink } from './services/redis-link';
import { emptyExpertTallyCache, type ExpertTallyCache } from './services/experts';
import type { BotCheckProvider } from './providers/bot-check/bot-check-provider';
import { botCheckProviderFromEnv } from './providers/bot-check/select-bot-check';
import type { PaymentProvider } from './providers/payments/payment-provider';
import { ownWebhookDelivery } from './providers/payments/sandbox-delivery';
import { paymentProviderFromEnv } from './providers/payments/select-payment-provider';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout';

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
  clock: Clock;
  /** pino options, or false to stay quiet (tests). */
  logger?: boolean | { level: string };
  /** A payment provider for tests; else PAYMENT_PROVIDER (and the Stripe keys) choose one. */
  paymentProvider?: PaymentProvider;
  /** A bot check for tests; else BOT_CHECK_PROVIDER chooses one. */
  botCheck?: BotCheckProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    clock: Clock;
    config: ServerConfig;
    payments: PaymentProvider;
    botCheck: BotCheckProvider;
    /** Where rate limits count: the database, or Redis when REDIS_URL is set. */
    rateLimits: RateLimitStore;
    /** The events feed's expert tallies, counted once per picks fingerprint of this database. */
    expertTallies: ExpertTallyCache;
  }
}

/** A hop count becomes proxy-addr's "trust the first n hops" function (fastify types lack numbers). */
function fastifyTrustProxy(setting: ServerConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    bodyLimit: deps.config.bodyLimitBytes,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default);
    // plugins/client-address.ts turns the chain into request.clientAddress.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // A body that trickles in is cut off; idle keep-alive sockets and stalled headers too.
    requestTimeout: deps.config.requestTimeoutMs,
    connectionTimeout: deps.config.requestTimeoutMs * 2,
    keepAliveTimeout: 10_000,
    // Node checks the request timeout only every connectionsCheckingInterval (30 s by default).
    http: {
      connectionsCheckingInterval: Math.min(2000, deps.config.requestTimeoutMs / 2),
      headersTimeout: deps.config.requestTimeoutMs,
    },
    // Idle keep-alive sockets close at shutdown; in-flight requests finish first.
    forceCloseConnections: 'idle',
    ajv: { customOptions: { allErrors: false, removeAdditional: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('database', deps.database);
  app.decorate('clock', deps.clock);
  app.decorate('config', deps.config);
  app.decorate(
    'payments',
    deps.paymentProvider ??
      paymentProviderFromEnv(process.env, {
        db: deps.database.db,
        clock: deps.clock,
        publicUrl: () => app.config.publicUrl,
        deliver: ownWebhookDelivery(app),
      }),
  );
  const botCheck =
    deps.botCheck ??
    botCheckProviderFromEnv(process.env, { db: deps.database.db, clock: deps.clock });
  app.decorate('botCheck', botCheck);
  // Redis (REDIS_URL): the rate-limit counters and the live updates' fan-out; the database keeps
  // doing both whenever Redis cannot be reached
  const redis = deps.config.redisUrl
    ? openRedisLink(deps.config.redisUrl, deps.config.redisPrefix, app.log)
    : null;
  app.decorate('rateLimits', {
    db: deps.database.db,
    redis: redis ? new RedisCounters(redis, LONGEST_WINDOW_MS) : null,
  });
  app.decorate('expertTallies', emptyExpertTallyCache());
  app.addHook('onClose', async () => {
    await redis?.close();
    await deps.database.close();
  });

  // external plugins first, then the app's own handling, then routes (fastify/demo order)
  // reCAPTCHA's hosts join the policy only when it is the bot check in use
  await registerSecurityHeaders(app, botCheck.cspHosts);
  // ETags let the service worker revalidate stored responses with If-None-Match (304, no body).
  await app.register(etag, { weak: true });
  await registerOpenApi(app, deps.config.version);
  registerErrorHandling(app);
  registerBodyParsing(app);
  registerInputGuards(app);
  registerClientAddress(app);
  registerAccess(app);
  decorateIdempotency(app);
  await registerLiveUpdates(app, redis);
  await registerApi(app);
  // the sandbox provider's hosted checkout page, outside /api like a provider's own site
  await app.register(sandboxCheckoutRoutes);
  await registerSpa(app, deps.config.staticDir);
  return app;
}
