// Password sign-in (step 1, sets the short-lived second-factor cookie) and two-factor start/verify
// (step 2, issues the device token). Unknown and known emails get the same answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  CodeRefusedReply,
  MessageReply,
  SignInBody,
  SignInReply,
  TwoFactorStartBody,
  TwoFactorStartReply,
  TwoFactorVerifyBody,
  TwoFactorVerifyReply,
} from '../../src/api/auth-contract';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '../../src/domain/auth/auth-messages';
import { authLayerIdentifierError, signInLimitMessage } from '../../src/domain/auth/sign-in-rules';
import { startAttempt } from '../services/auth-attempts';
import { maskPhone, sendCode, type Messaging } from '../services/auth-messaging';
import { hasPasskey } from '../services/passkeys';
import { checkCode, codeRefusal } from '../services/one-time-codes';
import { verifyPassword } from '../services/passwords';
import { originOf, recordSecurityEvent } from '../services/security-events';
import {
  forgiveSignIn,
  signInOrigin,
  signInSlots,
  takeSignInSlots,
} from '../services/sign-in-throttle';
import { DEVICE_TOKEN_HEADER } from '../../src/api/http-headers';
import { setAttemptCookie } from './auth-cookies';
import { passSecondFactor, secondFactorAttempt } from './second-factor';
import { contactOf, signInAccountByEmail } from '../services/users';

export const SIGN_IN_REPLIES = {
  wrongCredentials: 'Invalid email or password',
  passwordAccepted: 'Password accepted. Complete two-factor authentication.',
  attemptExpired: 'Your sign-in has expired. Please sign in again.',
  noPhone: 'This account has no phone number. Verify through email instead.',
  smsLimited: 'SMS rate limit reached. Please wait a minute before requesting another code.',
  emailLimited: 'Email rate limit reached. Please wait a minute before requesting another code.',
  codeSent: 'Code sent',
} as const;

/** 401 for a second factor whose password step is gone (expired, used, or never passed). */
export function refuseExpiredAttempt(reply: FastifyReply) {
  return reply.status(401).send({ success: false, message: SIGN_IN_REPLIES.attemptExpired });
}

export const signInRoutes: FastifyPluginAsyncTypebox<{ messaging: Messaging }> = async (
  app,
  { messaging },
) => {
  const db = app.database.db;
  const sendContext = { db, limits: app.rateLimits, clock: app.clock, log: app.log, messaging };

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Password sign-in; success sets the httpOnly cookie that allows only the second factor',
        body: SignInBody,
        response: {
          200: SignInReply,
          400: SignInReply,
          401: SignInReply,
          403: SignInReply,
          429: SignInReply,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const identifierError = authLayerIdentifierError(email);
      if (identifierError)
        return reply.status(400).send({ success: false, message: identifierError });

      const user = await signInAccountByEmail(db, email);
      const token = request.headers[DEVICE_TOKEN_HEADER];
      const origin = await signInOrigin(db, app.clock, {
        userId: user?.id ?? null,
        address: request.clientAddress,
        deviceToken: typeof token === 'string' && token !== '' ? token : undefined,
      });
      // Counted before argon2 runs, in one atomic step: a concurrent burst gets exactly the
      // limits' number of password checks, and a refused attempt checks nothing.
      const slots = signInSlots(email, origin);
      const throttled = await takeSignInSlots(app.rateLimits, app.clock, slots);
      if (throttled) {
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(throttled.retryAfterMs / 1000)))
          .send({
            success: false,
            message: signInLimitMessage(throttled.reason, throttled.retryAfterMs),
          });
      }

      // An unknown email still costs one argon2 verification: same answer, same time.
      const passwordOk = await verifyPassword(user?.password_hash ?? null, request.body.password);
      if (!user || !passwordOk) {
        if (user) {
          await recordSecurityEvent(db, app.clock, {
            userId: user.id,
            kind: 'sign_in_failed',
            origin: originOf(request),
          });
        }
        return reply
          .status(401)
          .send({ success: false, message: SIGN_IN_REPLIES.wrongCredentials });
      }
      await forgiveSignIn(app.rateLimits, app.clock, slots);
      if (user.email_verified_at === null) {
        return reply.status(403).send({
          success: false,
          needsEmailVerify: true,
          message: AUTH_MESSAGES.verifyEmailFirst,
        });
      }
      const { secret } = await startAttempt(db, app.clock, {
        kind: 'sign_in',
        userId: user.id,
        phone: user.phone,
      });
      setAttemptCookie(request, reply, 'sign_in', secret);
      return {
        success: true,
        message: SIGN_IN_REPLIES.passwordAccepted,
        ...(user.phone ? { phone: maskPhone(user.phone) } : {}),
        has_passkey: await hasPasskey(db, user.id),
      };
    },
  );

  app.post(
    '/auth/2fa/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends the second-factor code by SMS (default) or email (when email is given)',
        body: TwoFactorStartBody,
        response: {
          200: TwoFactorStartReply,
          400: MessageReply,
          401: MessageReply,
          429: MessageReply,
          502: MessageReply,
        },
      },
    },
    async (request, reply) => {
      const attempt = await secondFactorAttempt(request);
      const user = attempt ? await contactOf(db, attempt.userId) : undefined;
      if (!attempt || !user) return refuseExpiredAttempt(reply);
      // The code goes to the account's own phone or email, never to an address the caller names.
      const channel = request.body.email !== undefined ? 'email' : 'sms';
      const target = channel === 'email' ? user.email : user.phone;
      if (!target)
        return reply.status(400).send({ success: false, message: SIGN_IN_REPLIES.noPhone });
      const outcome = await sendCode(sendContext, {
        attemptId: attempt.id,
        channel,
        target,
        address: request.clientAddress,
        window: 'sign_in',
      });
      if (outcome === 'limited') {
        const message =
          channel === 'sms' ? SIGN_IN_REPLIES.smsLimited : SIGN_IN_REPLIES.emailLimited;
        return reply.status(429).send({ success: false, message });
      }
      if (outcome === 'failed') {
        return reply
          .status(502)
          .send({ success: false, message: TWO_FACTOR_MESSAGES.sendCodeFailed });
      }
      await recordSecurityEvent(db, app.clock, {
        userId: attempt.userId,
        kind: 'code_sent',
        origin: originOf(request),
        detail: { channel },
      });
      return {
        success: true,
        message: SIGN_IN_REPLIES.codeSent,
        target: channel === 'sms' ? maskPhone(target) : target,
      };
    },
  );

  app.post(
    '/auth/2fa/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Checks the second-factor code and issues the device token for this device',
        body: TwoFactorVerifyBody,
        response: { 200: TwoFactorVerifyReply, 400: CodeRefusedReply, 401: MessageReply },
      },
    },
    async (request, reply) => {
      const attempt = await secondFactorAttempt(request);
      if (!attempt) return refuseExpiredAttempt(reply);
      const check = await checkCode(db, app.clock, {
        attemptId: attempt.id,
        code: request.body.code,
      });
      if (check !== 'ok') {
        await recordSecurityEvent(db, app.clock, {
          userId: attempt.userId,
          kind: 'code_failed',
          origin: originOf(request, request.body.device_id),
          detail: { reason: check },
        });
        return reply.status(400).send(codeRefusal(check, TWO_FACTOR_MESSAGES.invalidCode));
      }
      const deviceToken = await passSecondFactor(request, reply, attempt, request.body);
      return {
        success: true,
        message: AUTH_MESSAGES.authenticationSuccessful,
        device_token: deviceToken,
      };
    },
  );
};
