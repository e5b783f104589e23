// GET /api/auth/profile: who am I — the signed-in user, their roles and credits.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, ProfileReply } from '../../src/api/contract';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, their roles and credits',
        security: [{ deviceToken: [] }],
        response: { 200: ProfileReply, 401: ErrorReply },
      },
    },
    // the signed-in subtree's hook has answered 401 to a caller without an account
    async (request) => ({ success: true as const, ...request.account! }),
  );
};
