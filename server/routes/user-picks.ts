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
import { requirePaidAccess } from '../plugins/access';
import { saveUserPicks, userPicksUpdatedAt } from '../services/user-pick-lists';
import { userPicksWithMetadata } from '../services/user-pick-metadata';

export const userPicksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/load_user_picks',
    {
      onRequest: requirePaidAccess,
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
      await saveUserPicks(
        app.database.db,
        app.clock,
        request.account?.user.id ?? -1,
        request.body.picks,
      );
      return { success: true as const, message: `Loaded ${request.body.picks.length} picks` };
    },
  );

  app.get(
    '/user_picks',
    {
      onRequest: requirePaidAccess,
      schema: {
        tags: ['parlays'],
        summary: "The user's stored pick list, each pick with the metadata the optimizer reads",
        response: { 200: UserPicksReply, 401: ErrorReply, 403: AccessDeniedReply },
      },
    },
    async (request) => {
      const userId = request.account!.user.id;
      const [picks, updatedAt] = await Promise.all([
        userPicksWithMetadata(app.database.db, userId),
        userPicksUpdatedAt(app.database.db, userId),
      ]);
      return { success: true as const, picks, updated_at: updatedAt };
    },
  );
};
