// POST /api/load_user_picks: stores the bettor's My Picks for the optimizer (paid access).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  AccessDeniedReply,
  LoadUserPicksBody,
  LoadUserPicksReply,
} from '../../src/api/picks-contract';
import { requirePaidAccess } from '../plugins/access';
import { saveUserPicks } from '../services/user-pick-lists';

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
};
