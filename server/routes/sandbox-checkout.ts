// The sandbox provider's hosted checkout page, served outside /api like a provider's own site:
// GET shows the session, POST (a plain form) pays with a test card, then redirects to the return
// address (success) or shows the card's problem. Only served while the sandbox is the provider.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { SandboxPaymentProvider } from '../providers/payments/sandbox-provider';
import { SESSION_MESSAGES } from '../providers/payments/sandbox-provider';
import { checkoutPage, notFoundPage } from './sandbox-checkout-page';
import { SANDBOX_CHECKOUT_CSS } from './sandbox-checkout-style';

const SessionParams = Type.Object({
  session: Type.String({ pattern: '^cs_sbx_[0-9a-f]{24}$' }),
});
const CardBody = Type.Object({
  card_number: Type.String({ maxLength: 40 }),
  expiry: Type.String({ maxLength: 12 }),
  cvc: Type.String({ maxLength: 8 }),
});

export const sandboxCheckoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The session a page names, while the sandbox is the provider; null answers 404. */
  async function openSession(sessionId: string) {
    if (app.payments.name !== 'sandbox') return null;
    const provider = app.payments as SandboxPaymentProvider;
    const session = await provider.session(sessionId);
    return session ? { provider, session } : null;
  }

  // A card form posts application/x-www-form-urlencoded; only these pages read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/css')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  app.get('/pay/sandbox/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_CHECKOUT_CSS),
  );

  app.get(
    '/pay/sandbox/:session',
    { schema: { hide: true, params: SessionParams } },
    async (request, reply) => {
      const found = await openSession(request.params.session);
      reply.type('text/html; charset=utf-8');
      if (!found) return reply.status(404).send(notFoundPage(SESSION_MESSAGES.notFound));
      const { provider, session } = found;
      if (session.status === 'paid') {
        return checkoutPage(session, {
          closed: { message: 'This checkout is paid.', returnUrl: session.success_url },
        });
      }
      if (!provider.isOpen(session)) {
        return checkoutPage(session, {
          closed: { message: SESSION_MESSAGES.expired, returnUrl: session.cancel_url },
        });
      }
      return checkoutPage(session);
    },
  );

  app.post(
    '/pay/sandbox/:session',
    { schema: { hide: true, params: SessionParams, body: CardBody } },
    async (request, reply) => {
      const found = await openSession(request.params.session);
      reply.type('text/html; charset=utf-8');
      if (!found) return reply.status(404).send(notFoundPage(SESSION_MESSAGES.notFound));
      const { provider, session } = found;
      const card = {
        number: request.body.card_number,
        expiry: request.body.expiry,
        cvc: request.body.cvc,
      };
      const result = await provider.pay(session.session_id, card);
      switch (result.kind) {
        case 'paid':
          // 303: the browser follows with a GET, so a reload never re-posts the card
          return reply.redirect(result.redirectTo, 303);
        case 'declined':
          return reply.status(402).send(checkoutPage(session, { error: result.message }));
        case 'invalid':
          return reply.status(400).send(
            checkoutPage(session, {
              error: result.message,
              typed: { number: card.number, expiry: card.expiry },
            }),
          );
        case 'closed':
          return reply.status(410).send(
            checkoutPage(session, {
              closed: { message: result.message, returnUrl: result.returnUrl },
            }),
          );
      }
    },
  );
};
