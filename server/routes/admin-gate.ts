// POST /api/admin/verify-password: the /admin page's gate asks the server whether the typed password
// is the admin password (the spec's client-side comparison is a flaw we do not copy). Admin role
// only: the password travels in the body, so this route sits in the role-only admin subtree.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminRefusedReply,
  VerifyAdminPasswordBody,
  VerifyAdminPasswordReply,
} from '../../src/api/admin-contract';
import { ErrorReply } from '../../src/api/contract';
import { ADMIN_PASSWORD_MESSAGES } from '../../src/domain/admin/admin-password';
import { checkAdminPassword, refuseAdminPassword } from '../plugins/admin-password';

export const adminGateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/verify-password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Check the admin password (admin role; rate limited per account)',
        description:
          'A right password answers {success, valid: true}. A wrong one answers 403 with ' +
          "error 'admin_password_invalid' (never 401: the client signs out on 401); ten wrong " +
          'tries in 15 minutes answer 429 until the window passes.',
        body: VerifyAdminPasswordBody,
        response: {
          200: VerifyAdminPasswordReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AdminRefusedReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const password = request.body.password ?? '';
      if (password === '') {
        return reply
          .status(400)
          .send({ success: false, message: ADMIN_PASSWORD_MESSAGES.panelRequired });
      }
      const outcome = await checkAdminPassword(request, password);
      if (outcome !== 'matched') return refuseAdminPassword(reply, outcome);
      return { success: true as const, valid: true as const };
    },
  );
};
