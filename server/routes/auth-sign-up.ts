// Sign-up: prove a phone by SMS code, then give email and password; the email is verified by link.
// Replies never reveal whether a phone or email already has an account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CodeRefusedReply,
  MessageReply,
  SignUpEmailStartBody,
  SignUpPhoneStartBody,
  SignUpPhoneStartReply,
  SignUpPhoneVerifyBody,
  SignUpPhoneVerifyReply,
} from '../../src/api/auth-contract';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-messages';
import { isValidEmail } from '../../src/domain/auth/email';
import { INVALID_PHONE_FORMAT_MESSAGE, normalizePhone } from '../../src/domain/auth/phone';
import { PASSWORD_MIN_LENGTH } from '../../src/domain/auth/sign-in-rules';
import { SIGN_UP_MESSAGES } from '../../src/domain/auth/sign-up-rules';
import {
  consumeAttempt,
  liveAttempt,
  startAttempt,
  updateAttemptPhone,
} from '../services/auth-attempts';
import { sendCode, sendEmail, takeSendSlot, type Messaging } from '../services/auth-messaging';
import { isoAt } from '../services/clock';
import { issueEmailLink, redeemEmailLink } from '../services/email-links';
import { checkCode, codeRefusal } from '../services/one-time-codes';
import { hashPassword } from '../services/passwords';
import {
  accountIdByEmail,
  createUser,
  emailVerificationByEmail,
  markEmailVerified,
  markPhoneVerified,
} from '../services/users';
import { attemptSecret, clearAttemptCookie, publicOrigin, setAttemptCookie } from './auth-cookies';

export const SIGN_UP_REPLIES = {
  codeSent: 'Verification code sent',
  tooManyCodes: 'Too many codes requested (rate limit). Please wait a minute and try again.',
  phoneVerified: 'Phone number verified',
  verifyPhoneFirst: 'Please verify your phone number first.',
  checkEmail: 'Check your email to verify your address, then sign in.',
  verificationResent: 'If that account needs verifying, a new link is on its way.',
} as const;

export const signUpRoutes: FastifyPluginAsyncTypebox<{ messaging: Messaging }> = async (
  app,
  { messaging },
) => {
  const db = app.database.db;
  const sendContext = { db, limits: app.rateLimits, clock: app.clock, log: app.log, messaging };
  const errors = { 400: MessageReply, 429: MessageReply, 502: MessageReply };

  app.post(
    '/auth/signup/phone/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-up step 1: sends a 6-digit code to the phone',
        body: SignUpPhoneStartBody,
        response: { 200: SignUpPhoneStartReply, ...errors },
      },
    },
    async (request, reply) => {
      const phone = normalizePhone(request.body.phone);
      if (!phone) {
        return reply.status(400).send({ success: false, message: INVALID_PHONE_FORMAT_MESSAGE });
      }
      // A resend within the same sign-up keeps its attempt; a new phone starts a fresh one.
      let attempt = await liveAttempt(db, app.clock, 'signup', attemptSecret(request, 'signup'));
      if (!attempt || attempt.phone_verified_at !== null) {
        const started = await startAttempt(db, app.clock, { kind: 'signup', phone });
        attempt = started.attempt;
        setAttemptCookie(request, reply, 'signup', started.secret);
      } else if (attempt.phone !== phone) {
        await updateAttemptPhone(db, attempt.id, phone, null);
      }
      const outcome = await sendCode(sendContext, {
        attemptId: attempt.id,
        channel: 'sms',
        target: phone,
        address: request.clientAddress,
      });
      if (outcome === 'limited') {
        return reply.status(429).send({ success: false, message: SIGN_UP_REPLIES.tooManyCodes });
      }
      if (outcome === 'failed') {
        return reply
          .status(502)
          .send({ success: false, message: AUTH_MESSAGES.sendVerificationCodeFailed });
      }
      return { success: true, message: SIGN_UP_REPLIES.codeSent, target: phone };
    },
  );

  app.post(
    '/auth/signup/phone/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-up step 1: checks the code sent to the phone',
        body: SignUpPhoneVerifyBody,
        response: { 200: SignUpPhoneVerifyReply, 400: CodeRefusedReply },
      },
    },
    async (request, reply) => {
      const phone = normalizePhone(request.body.phone);
      const attempt = await liveAttempt(db, app.clock, 'signup', attemptSecret(request, 'signup'));
      const check =
        phone !== null && attempt !== undefined && attempt.phone === phone
          ? await checkCode(db, app.clock, {
              attemptId: attempt.id,
              code: request.body.code,
              target: phone,
            })
          : 'wrong';
      if (check !== 'ok' || !attempt || !phone) {
        return reply
          .status(400)
          .send(
            codeRefusal(check === 'ok' ? 'wrong' : check, AUTH_MESSAGES.invalidVerificationCode),
          );
      }
      await updateAttemptPhone(db, attempt.id, phone, isoAt(app.clock));
      return { success: true, message: SIGN_UP_REPLIES.phoneVerified, verified_phone: phone };
    },
  );

  // The spec names both paths for this step; they are one handler.
  for (const url of ['/auth/signup/email/start', '/auth/sign-up']) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          summary:
            'Sign-up step 2: email and password for the verified phone; sends a verification link',
          body: SignUpEmailStartBody,
          response: { 200: MessageReply, 400: MessageReply },
        },
      },
      async (request, reply) => {
        const { password } = request.body;
        const email = request.body.email.trim().toLowerCase();
        const phone = normalizePhone(request.body.phone);
        if (!phone) {
          return reply.status(400).send({ success: false, message: INVALID_PHONE_FORMAT_MESSAGE });
        }
        if (!isValidEmail(email)) {
          return reply
            .status(400)
            .send({ success: false, message: SIGN_UP_MESSAGES.emailRequired });
        }
        if (password.length < PASSWORD_MIN_LENGTH) {
          return reply
            .status(400)
            .send({ success: false, message: SIGN_UP_MESSAGES.passwordTooShort });
        }
        const attempt = await liveAttempt(
          db,
          app.clock,
          'signup',
          attemptSecret(request, 'signup'),
        );
        if (!attempt || attempt.phone !== phone || attempt.phone_verified_at === null) {
          return reply
            .status(400)
            .send({ success: false, message: SIGN_UP_REPLIES.verifyPhoneFirst });
        }
        // Hash before looking the email up, so a known and an unknown email take the same time.
        const passwordHash = await hashPassword(password);
        const existing = await accountIdByEmail(db, email);
        await consumeAttempt(db, app.clock, attempt.id);
        clearAttemptCookie(reply, 'signup');
        if (existing) {
          // Same answer as a new account; the owner learns of it by email, a prober learns nothing.
          if (await takeSendSlot(sendContext, email, request.clientAddress)) {
            await sendEmail(sendContext, {
              to: email,
              subject: 'Someone tried to sign up with your email',
              text: `Someone tried to create a Parlay Engine account with ${email}. You already have one: sign in at ${publicOrigin(request)}/signin. If this was not you, you can ignore this email.`,
            });
          }
          return { success: true, message: SIGN_UP_REPLIES.checkEmail };
        }
        const userId = await createUser(db, app.clock, { email, phone, passwordHash });
        await markPhoneVerified(db, userId, attempt.phone_verified_at);
        await sendVerificationEmail(request, userId, email);
        return { success: true, message: SIGN_UP_REPLIES.checkEmail };
      },
    );
  }

  async function sendVerificationEmail(
    request: Parameters<typeof publicOrigin>[0],
    userId: number,
    email: string,
  ): Promise<void> {
    const token = await issueEmailLink(db, app.clock, userId, 'verify_email');
    const link = `${publicOrigin(request)}/api/auth/verify-email?token=${token}`;
    await sendEmail(sendContext, {
      to: email,
      subject: 'Verify your email for Parlay Engine',
      text: `Welcome to Parlay Engine. Open this link to verify your email, then sign in:\n${link}\n\nThe link works once and expires in 24 hours.`,
    });
  }

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'The link in the verification email: verifies and opens the sign-in screen',
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) }),
      },
    },
    async (request, reply) => {
      const userId = await redeemEmailLink(db, app.clock, request.query.token, 'verify_email');
      if (userId !== undefined) {
        await markEmailVerified(db, app.clock, userId);
      }
      return reply.redirect(`/signin?email_verified=${userId === undefined ? '0' : '1'}`);
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a new verification link when the account still needs one',
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: { 200: MessageReply },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const user = await emailVerificationByEmail(db, email);
      if (
        user &&
        user.email_verified_at === null &&
        (await takeSendSlot(sendContext, email, request.clientAddress))
      ) {
        await sendVerificationEmail(request, user.id, email);
      }
      return { success: true, message: SIGN_UP_REPLIES.verificationResent };
    },
  );
};
