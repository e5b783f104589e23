// The signed-in part of auth that every screen needs: who am I (profile), and sign-out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply, ProfileReply } from '../../src/api/contract';
import { DEVICE_TOKEN_HEADER } from '../plugins/access';
import { revokeDeviceToken } from '../services/device-tokens';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (request, reply) => {
      if (!request.account) {
        return reply.status(401).send({ success: false, message: 'Authentication required' });
      }
      return { success: true as const, ...request.account };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes the device token sent with the request',
        response: { 200: Type.Object({ success: Type.Boolean(), message: Type.String() }) },
      },
    },
    async (request) => {
      const token = request.headers[DEVICE_TOKEN_HEADER];
      if (typeof token === 'string' && token.length > 0) {
        await revokeDeviceToken(app.database.db, app.clock, token);
      }
      return { success: true, message: 'Signed out' };
    },
  );
};
