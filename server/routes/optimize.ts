// GET /api/optimize_split: the stored My Picks split into sub-parlays (paid access).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { OptimizeSplitReply } from '../../src/api/parlay-contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { MIN_PICKS_TO_OPTIMIZE, NEED_MORE_PICKS_MESSAGE } from '../../src/domain/optimize-parlays';
import { requirePaidAccess } from '../plugins/access';
import { splitStoredList } from '../services/parlay-split';

export const optimizeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/optimize_split',
    {
      onRequest: requirePaidAccess,
      schema: {
        tags: ['parlays'],
        summary: 'Split the stored pick list into sub-parlays that maximise expected value',
        response: {
          200: OptimizeSplitReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AccessDeniedReply,
        },
      },
    },
    async (request, reply) => {
      const result = await splitStoredList(app.database.db, request.account!.user.id);
      if (result.listSize < MIN_PICKS_TO_OPTIMIZE) {
        return reply.status(400).send({ success: false, message: NEED_MORE_PICKS_MESSAGE });
      }
      return {
        success: true as const,
        subparlays: result.subparlays,
        parlays: result.parlays.map((parlay) => ({
          pick_type: parlay.type,
          hit_probability: parlay.hitProbability,
          expected_value: parlay.expectedValue,
          stake: parlay.stake,
          correlated_pairs: parlay.correlatedPairs.map((pair) => ({
            legs: [...pair.legIds],
            correlation: pair.correlation,
          })),
        })),
        expected_profit: result.expectedProfit,
        method: result.method,
        message:
          result.parlays.length === 0
            ? 'No combination of these picks has a positive expected value.'
            : `Split ${result.listSize} picks into ${result.parlays.length} parlays`,
      };
    },
  );
};
