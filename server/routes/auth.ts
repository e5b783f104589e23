// The public part of auth: sign-up, sign-in, two-factor, is my token live (ping), and sign-out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import cookie from '@fastify/cookie';
import { Type } from 'typebox';
import { PingReply } from '../../src/api/auth-contract';
import { DEVICE_TOKEN_HEADER } from '../../src/api/http-headers';
import { emailProviderFromEnv } from '../providers/email/email-provider';
import { smsProviderFromEnv } from '../providers/sms/sms-provider';
import { revokeDeviceToken } from '../services/device-tokens';
import { originOf, recordSecurityEvent } from '../services/security-events';
import { passkeySignInRoutes } from './auth-passkey';
import { signInRoutes } from './auth-sign-in';
import { signUpRoutes } from './auth-sign-up';
import { testOutboxRoutes } from './auth-test-outbox';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The attempt cookies (sign-up, pending second factor) are only read by these routes.
  await app.register(cookie);
  const outboxDeps = { db: app.database.db, clock: app.clock, log: app.log };
  const messaging = {
    sms: smsProviderFromEnv(process.env, outboxDeps),
    email: emailProviderFromEnv(process.env, outboxDeps),
  };
  await app.register(signUpRoutes, { messaging });
  await app.register(signInRoutes, { messaging });
  await app.register(passkeySignInRoutes);
  if (process.env.NODE_ENV === 'test') await app.register(testOutboxRoutes);

  app.get(
    '/auth/ping',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the device token sent (if any) is live',
        response: { 200: PingReply },
      },
    },
    async (request) => ({ success: true, authenticated: request.account !== null }),
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
        // request.account was resolved before the revoke: a live token's sign-out is recorded
        if (request.account) {
          await recordSecurityEvent(app.database.db, app.clock, {
            userId: request.account.user.id,
            kind: 'sign_out',
            origin: originOf(request),
          });
        }
      }
      return { success: true, message: 'Signed out' };
    },
  );
};
