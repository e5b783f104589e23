// GET /api/optimize_split: the stored My Picks split into sub-parlays (paid access), staked by the
// bettor's preferences: those sent in the query (what the device shows, even before its saved
// change reached the server), else the saved ones.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { OptimizeSplitQuery, OptimizeSplitReply } from '../../src/api/parlay-contract';
import { optimizeSplitReply } from '../../src/api/parlay-reply';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { checkPreferences } from '../../src/domain/parlay/bettor-preferences';
import { NEED_MORE_PICKS_MESSAGE } from '../../src/domain/parlay/optimize-parlays';
import { splitStoredList } from '../services/parlay-split';
import { readUserPreferences } from '../services/user-preferences';
import { BadRequest } from './request-input';

export const optimizeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/optimize_split',
    {
      schema: {
        tags: ['parlays'],
        summary: 'Split the stored pick list into sub-parlays that maximise expected value',
        description:
          'Each parlay has 2-6 legs, is labelled Standard or Flex by the payout table with the ' +
          'higher expected value, and carries its hit probability (from the legs’ calibrated ' +
          'probabilities), EV, a fractional-Kelly stake and a warning per correlated same-game ' +
          'pair. Each leg joins at most max_parlays_per_leg parlays, no two parlays share more ' +
          'than half their legs, each stake is capped per parlay and the total by the slate cap. ' +
          'Query fields override the saved preferences for this split. `picks` is the list with ' +
          'the metadata the split used.',
        querystring: OptimizeSplitQuery,
        response: {
          200: OptimizeSplitReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AccessDeniedReply,
        },
      },
    },
    async (request, reply) => {
      const userId = request.account!.user.id;
      const saved = await readUserPreferences(app.database.db, userId);
      const checked = checkPreferences(request.query, saved.preferences);
      if (!checked.ok) throw new BadRequest(checked.message);
      const { picks, answer } = await splitStoredList(app.database.db, userId, checked.preferences);
      if (!answer) {
        return reply.status(400).send({ success: false, message: NEED_MORE_PICKS_MESSAGE });
      }
      return optimizeSplitReply(answer, picks, checked.preferences);
    },
  );
};
