// Test-only: the messages the outbox providers wrote to one recipient. Registered only when
// NODE_ENV=test, so it does not exist in development or production.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxQuery, OutboxReply } from '../../src/api/auth-contract';

export const testOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/test/outbox',
    {
      schema: {
        hide: true,
        querystring: OutboxQuery,
        response: { 200: OutboxReply },
      },
    },
    async (request) => {
      const messages = await app.database.db
        .selectFrom('message_outbox')
        .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
        .where('recipient', '=', request.query.recipient.trim().toLowerCase())
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return { success: true, messages };
    },
  );
};
