// Test-only: the messages the outbox providers wrote to one recipient. Registered only when
// NODE_ENV=test, so it does not exist in development or production.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxQuery, OutboxReply } from '../../src/api/auth-contract';
import { outboxMessagesTo } from '../providers/outbox';

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
      const messages = await outboxMessagesTo(app.database.db, request.query.recipient);
      return { success: true, messages };
    },
  );
};
