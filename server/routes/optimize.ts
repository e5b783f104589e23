// GET /api/optimize_split: the stored My Picks split into sub-parlays (paid access).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { OptimizeSplitReply } from '../../src/api/parlay-contract';
import { optimizeSplitReply } from '../../src/api/parlay-reply';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { NEED_MORE_PICKS_MESSAGE } from '../../src/domain/optimize-parlays';
import { splitStoredList } from '../services/parlay-split';

export const optimizeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/optimize_split',
    {
      schema: {
        tags: ['parlays'],
        summary: 'Split the stored pick list into sub-parlays that maximise expected value',
        description:
          'Each parlay has 2-6 legs, is labelled Standard or Flex by the payout table with the ' +
          'higher expected value, and carries its hit probability, EV, a fractional-Kelly stake ' +
          'and a warning per correlated same-game pair. `picks` is the list with the metadata ' +
          'the split used.',
        response: {
          200: OptimizeSplitReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AccessDeniedReply,
        },
      },
    },
    async (request, reply) => {
      const { picks, answer } = await splitStoredList(app.database.db, request.account!.user.id);
      if (!answer) {
        return reply.status(400).send({ success: false, message: NEED_MORE_PICKS_MESSAGE });
      }
      return optimizeSplitReply(answer, picks);
    },
  );
};
