// Forgotten passwords, for anyone: request an emailed single-use link, then set a new password
// with it. The request answers alike for known and unknown emails: same status, same body, and
// the same time (the reply waits out a fixed floor; the email itself is sent after the reply).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  PasswordResetBody,
  PasswordResetRequestBody,
  SecurityMessageReply,
} from '../../src/api/security-contract';
import {
  ACCOUNT_SECURITY_MESSAGES,
  newPasswordError,
  PASSWORD_RESET_LINK_MINUTES,
} from '../../src/domain/account/account-security';
import { isValidEmail } from '../../src/domain/auth/email';
import { PASSWORD_RESET_PATH } from '../../src/domain/navigation/routes';
import { emailProviderFromEnv } from '../providers/email/email-provider';
import {
  issueResetLink,
  PasswordRefusal,
  resetLinkIsLive,
  resetPassword,
  takeResetRequestSlot,
} from '../services/account-passwords';
import { hashPassword } from '../services/passwords';
import { originOf } from '../services/security-events';
import { BadRequest } from './request-input';
import { publicOrigin } from './auth-cookies';
import { accountIdByEmail } from '../services/users';

/** Every reset request's reply takes at least this long, whether the email is known or not. */
export const RESET_REQUEST_REPLY_FLOOR_MS = 250;

export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const mailer = emailProviderFromEnv(process.env, { db, clock: app.clock, log: app.log });

  app.post(
    '/settings/security/password/reset-request',
    {
      schema: {
        tags: ['settings'],
        summary: 'Emails a single-use password reset link (same answer for unknown emails)',
        description:
          `The link opens ${PASSWORD_RESET_PATH} and works once, within ` +
          `${PASSWORD_RESET_LINK_MINUTES} minutes. 3 requests per email and 10 per network ` +
          'address an hour (429 alike for known and unknown emails).',
        body: PasswordResetRequestBody,
        response: { 200: SecurityMessageReply, 400: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        const recipient = request.body.email.trim().toLowerCase();
        if (!isValidEmail(recipient)) throw new BadRequest(ACCOUNT_SECURITY_MESSAGES.emailRequired);
        if (
          !(await takeResetRequestSlot(app.rateLimits, app.clock, recipient, request.clientAddress))
        ) {
          return await reply
            .status(429)
            .send({ success: false, message: ACCOUNT_SECURITY_MESSAGES.tooManyResetRequests });
        }
        const user = await accountIdByEmail(db, recipient);
        if (user) {
          const token = await issueResetLink(db, app.clock, user.id, originOf(request));
          const link = `${publicOrigin(request)}${PASSWORD_RESET_PATH}?token=${token}`;
          // after the reply: a slow mail server must not tell a known address from an unknown one
          void mailer
            .send({
              to: recipient,
              subject: 'Reset your Parlay Engine password',
              text:
                `Someone (hopefully you) asked to reset the password of your Parlay Engine account. ` +
                `Open this link to choose a new one:\n${link}\n\n` +
                `The link works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes. ` +
                'Resetting signs out every device. If you did not ask, ignore this email: your password stays as it is.',
            })
            .catch((error: unknown) =>
              app.log.error({ err: error }, 'sending a password reset email failed'),
            );
        }
        return { success: true as const, message: ACCOUNT_SECURITY_MESSAGES.resetRequested };
      } finally {
        const left = RESET_REQUEST_REPLY_FLOOR_MS - (performance.now() - started);
        if (left > 0) await sleep(left);
      }
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a reset link; signs out every device of the account',
        description:
          'New password: the sign-up rules (8-1024 characters). A link that is unknown, used, ' +
          'expired or of another kind answers 400 and changes nothing.',
        body: PasswordResetBody,
        response: { 200: SecurityMessageReply, 400: ErrorReply },
      },
    },
    async (request) => {
      const { token, new_password: next } = request.body;
      const weak = newPasswordError(next);
      if (weak) throw new BadRequest(weak);
      // a dead link costs no argon2 work
      if (!(await resetLinkIsLive(db, app.clock, token))) {
        throw new PasswordRefusal(400, ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid);
      }
      const passwordHash = await hashPassword(next);
      await resetPassword(db, app.clock, { token, passwordHash, origin: originOf(request) });
      return { success: true as const, message: ACCOUNT_SECURITY_MESSAGES.passwordReset };
    },
  );
};
