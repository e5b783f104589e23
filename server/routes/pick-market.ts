// A pick's market (GET /api/picks/{id}/market): every book's prices, the best, the fair line at
// the open, now and at the close, and the closing line value; paid access, like the picks.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PickIdParams } from '../../src/api/confidence-contract';
import { ErrorReply } from '../../src/api/contract';
import { AccessDeniedReply, PickMarketReply } from '../../src/api/picks-contract';
import { readPickMarket } from '../services/pick-prices';

export const pickMarketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/picks/:id/market',
    {
      schema: {
        tags: ['picks'],
        summary:
          "A pick's prices at each book (line shopping), the best price and the line movement",
        params: PickIdParams,
        response: {
          200: PickMarketReply,
          401: ErrorReply,
          403: AccessDeniedReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const market = await readPickMarket(app.database.db, request.params.id);
      if (!market) return reply.status(404).send({ success: false, message: 'No such pick.' });
      return { success: true as const, ...market };
    },
  );
};
