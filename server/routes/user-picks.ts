// POST /api/load_user_picks stores the bettor's My Picks for the optimizer; GET /api/user_picks
// returns it with each pick's optimizer metadata, for a new device or a stale cache (paid access).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  AccessDeniedReply,
  LoadUserPicksBody,
  LoadUserPicksReply,
} from '../../src/api/picks-contract';
import { UserPicksReply } from '../../src/api/parlay-contract';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { saveUserPicks, userPicksUpdatedAt } from '../services/user-pick-lists';
import { userPicksWithMetadata } from '../services/user-pick-metadata';

export const userPicksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/load_user_picks',
    {
      schema: {
        tags: ['parlays'],
        summary: "Replace the user's stored pick list (the optimizer's input)",
        body: LoadUserPicksBody,
        response: {
          200: LoadUserPicksReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AccessDeniedReply,
        },
      },
    },
    async (request) => {
      await inIdempotentTransaction(request, (trx) =>
        saveUserPicks(trx, app.clock, request.account!.user.id, request.body.picks),
      );
      return { success: true as const, message: `Loaded ${request.body.picks.length} picks` };
    },
  );

  app.get(
    '/user_picks',
    {
      schema: {
        tags: ['parlays'],
        summary: "The user's stored pick list, each pick with the metadata the optimizer reads",
        response: { 200: UserPicksReply, 401: ErrorReply, 403: AccessDeniedReply },
      },
    },
    async (request, reply) => {
      // one bettor's list: never kept by a shared cache or the browser's HTTP cache
      void reply.header('cache-control', 'private, no-store');
      const userId = request.account!.user.id;
      const [picks, updatedAt] = await Promise.all([
        userPicksWithMetadata(app.database.db, userId),
        userPicksUpdatedAt(app.database.db, userId),
      ]);
      return { success: true as const, picks, updated_at: updatedAt };
    },
  );
};
