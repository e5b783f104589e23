// GET /api/bot-check/challenge (the proof of work's signed challenge, rate limited per address)
// and GET /api/config/public (which bot check and payment provider the page should expect).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BotCheckChallengeQuery, BotCheckChallengeReply } from '../../src/api/bot-check-contract';
import { ErrorReply } from '../../src/api/contract';
import { PublicConfigReply } from '../../src/api/payments-contract';
import { isPowBotCheck } from '../providers/bot-check/pow-bot-check';
import { paymentsSettingsFromEnv } from '../providers/payments/select-payment-provider';
import { addressKey, takeSlots, type WindowLimit } from '../services/rate-limits';

/**
 * Challenges one network address may fetch: a person presses "Start Membership" a few times, a
 * script asking for thousands is refused before it costs us a key derivation each.
 */
export const CHALLENGES_PER_ADDRESS: WindowLimit[] = [
  { max: 10, windowMs: 60_000 },
  { max: 60, windowMs: 60 * 60_000 },
];
const TOO_MANY_CHALLENGES = 'Too many bot-check challenges. Please wait a moment and try again.';
const NOT_IN_USE = 'The proof-of-work check is not in use on this server.';

export const botCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/config/public',
    {
      schema: {
        tags: ['payments'],
        summary: "The bot check's public settings and whether checkout is open",
        response: { 200: PublicConfigReply },
      },
    },
    async () => {
      const payments = paymentsSettingsFromEnv(process.env);
      return {
        success: true as const,
        bot_check: { provider: app.botCheck.name, ...app.botCheck.publicSettings() },
        payments: { provider: payments.provider, enabled: payments.enabled },
      };
    },
  );

  app.get(
    '/bot-check/challenge',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A signed proof-of-work challenge for an action (expires in 5 minutes, single use); ' +
          '10 a minute and 60 an hour per address, then 429',
        querystring: BotCheckChallengeQuery,
        response: { 200: BotCheckChallengeReply, 404: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const provider = app.botCheck;
      if (!isPowBotCheck(provider)) {
        return reply.status(404).send({ success: false, message: NOT_IN_USE });
      }
      const limited = await takeSlots(app.rateLimits, app.clock, [
        {
          bucket: `bot-check-challenge:${addressKey(request.clientAddress)}`,
          limits: CHALLENGES_PER_ADDRESS,
        },
      ]);
      if (limited) {
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(limited.retryAfterMs / 1000)))
          .send({ success: false, message: TOO_MANY_CHALLENGES });
      }
      const challenge = await provider.createChallenge(request.query.action);
      reply.header('cache-control', 'no-store');
      return { success: true as const, challenge };
    },
  );
};
