// The public payment calls: the plans on sale, and the providers' webhook endpoint, which reads
// the RAW body (a signature covers the exact bytes), checks it, and applies the event once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply } from '../../src/api/contract';
import { PlansReply } from '../../src/api/payments-contract';
import { WebhookSignatureError } from '../providers/payments/payment-provider';
import { applyPaymentEvent } from '../services/payments/fulfilment';
import { plansFromEnv } from '../services/payments/payment-settings';

const WebhookParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 32 }) });
const WebhookReply = Type.Object({
  success: Type.Literal(true),
  received: Type.Literal(true),
  outcome: Type.String(),
});

export const paymentsPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payments/plans',
    {
      schema: {
        tags: ['payments'],
        summary: 'The plans on sale (prices in cents; PLAN_<KEY>_PRICE_CENTS overrides a price)',
        response: { 200: PlansReply },
      },
    },
    async () => ({ success: true as const, plans: plansFromEnv(process.env) }),
  );

  // This plugin's own parsers: every body arrives as the exact bytes sent (Buffer).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhook/:provider',
    {
      schema: {
        tags: ['payments'],
        summary: "A payment provider's signed event (sandbox or stripe)",
        description:
          'The signature is checked on the raw body (Stripe-Signature, or Sandbox-Signature: ' +
          't=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">, 5 minutes tolerance). A missing, ' +
          'forged or stale signature is answered 400 and changes nothing; a redelivered event ' +
          '200 and changes nothing.',
        params: WebhookParams,
        response: { 200: WebhookReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const provider = app.payments;
      if (request.params.provider !== provider.name) {
        return reply.status(404).send({
          success: false,
          message: `No payment provider "${request.params.provider}" here`,
        });
      }
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = provider.parseWebhook(rawBody, request.headers);
      } catch (error) {
        const signature = error instanceof WebhookSignatureError;
        request.log.warn({ err: error }, 'webhook refused');
        return reply.status(400).send({
          success: false,
          message: signature ? 'Invalid webhook signature' : 'Malformed webhook event',
        });
      }
      const result = await applyPaymentEvent(app.database.db, app.clock, provider.name, event);
      request.log.info({ eventId: event.eventId, kind: event.kind, ...result }, 'payment event');
      return { success: true as const, received: true as const, outcome: result.outcome };
    },
  );
};
