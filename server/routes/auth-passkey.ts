// The two-factor step with a passkey: after the right password (the pe_2fa attempt cookie), the
// options for that account's passkeys, then the check of the browser's assertion. Success passes
// the second factor exactly as a right code does (routes/second-factor.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageReply, TwoFactorVerifyReply } from '../../src/api/auth-contract';
import { AuthenticationOptionsReply, PasskeyVerifyBody } from '../../src/api/passkeys-contract';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-messages';
import { PASSKEY_MESSAGES } from '../../src/domain/auth/passkeys';
import {
  consumeChallenge,
  issueChallenge,
  passkeyByCredential,
  passkeysOf,
  recordPasskeyUse,
} from '../services/passkeys';
import { addressKey, giveBack, takeSlots, type WindowLimit } from '../services/rate-limits';
import { originOf, recordSecurityEvent } from '../services/security-events';
import {
  authenticationOptions,
  checkAuthentication,
  claimedChallenge,
  relyingParty,
} from '../services/webauthn';
import { refuseExpiredAttempt } from './auth-sign-in';
import { passSecondFactor, secondFactorAttempt } from './second-factor';

const MINUTE = 60_000;
/** Like code guesses: five tries per sign-in attempt. */
const TRIES_PER_ATTEMPT: WindowLimit[] = [{ max: 5, windowMs: 10 * MINUTE }];
/** And, across attempts, from one network address. */
const TRIES_PER_ADDRESS: WindowLimit[] = [{ max: 20, windowMs: 15 * MINUTE }];

export const passkeySignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const rp = () => relyingParty(app.config.publicUrl);

  app.post(
    '/auth/passkey/options',
    {
      schema: {
        tags: ['auth'],
        summary: "Options for navigator.credentials.get() over the signing-in account's passkeys",
        response: { 200: AuthenticationOptionsReply, 400: MessageReply, 401: MessageReply },
      },
    },
    async (request, reply) => {
      const attempt = await secondFactorAttempt(request);
      if (!attempt) return refuseExpiredAttempt(reply);
      const passkeys = await passkeysOf(db, attempt.userId);
      if (passkeys.length === 0) {
        return reply.status(400).send({ success: false, message: PASSKEY_MESSAGES.noPasskey });
      }
      const options = await authenticationOptions(rp(), passkeys);
      await issueChallenge(db, app.clock, {
        purpose: 'authentication',
        userId: attempt.userId,
        attemptId: attempt.id,
        challenge: options.challenge,
      });
      return { success: true as const, options };
    },
  );

  app.post(
    '/auth/passkey/verify',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Checks the passkey assertion and issues the device token, as /auth/2fa/verify does',
        body: PasskeyVerifyBody,
        response: {
          200: TwoFactorVerifyReply,
          400: MessageReply,
          401: MessageReply,
          429: MessageReply,
        },
      },
    },
    async (request, reply) => {
      const attempt = await secondFactorAttempt(request);
      if (!attempt) return refuseExpiredAttempt(reply);
      const addressBucket = `passkey-verify:address:${addressKey(request.clientAddress)}`;
      const limited = await takeSlots(app.rateLimits, app.clock, [
        { bucket: `passkey-verify:attempt:${attempt.id}`, limits: TRIES_PER_ATTEMPT },
        { bucket: addressBucket, limits: TRIES_PER_ADDRESS },
      ]);
      if (limited) {
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(limited.retryAfterMs / 1000)))
          .send({ success: false, message: PASSKEY_MESSAGES.tooManyTries });
      }
      const refuse = async (message: string, reason: string) => {
        await recordSecurityEvent(db, app.clock, {
          userId: attempt.userId,
          kind: 'sign_in_failed',
          origin: originOf(request, request.body.device_id),
          detail: { method: 'passkey', reason },
        });
        return reply.status(400).send({ success: false, message });
      };

      const { response } = request.body;
      const challenge = claimedChallenge(response.response.clientDataJSON);
      if (challenge === null) return refuse(PASSKEY_MESSAGES.unreadable, 'unreadable');
      const live = await consumeChallenge(db, app.clock, {
        purpose: 'authentication',
        userId: attempt.userId,
        attemptId: attempt.id,
        challenge,
      });
      if (!live) return refuse(PASSKEY_MESSAGES.challengeGone, 'challenge');
      const passkey = await passkeyByCredential(db, response.id);
      if (!passkey || passkey.user_id !== attempt.userId) {
        return refuse(PASSKEY_MESSAGES.notThisAccount, 'credential');
      }
      const newCounter = await checkAuthentication(rp(), response, challenge, passkey);
      const previousCounter = Number(passkey.counter);
      if (
        newCounter === null ||
        !(await recordPasskeyUse(db, app.clock, { id: passkey.id, previousCounter, newCounter }))
      ) {
        return refuse(PASSKEY_MESSAGES.notVerified, 'assertion');
      }

      // A right answer is not a guess against the address's budget.
      await giveBack(app.rateLimits, app.clock, addressBucket);
      await recordSecurityEvent(db, app.clock, {
        userId: attempt.userId,
        kind: 'passkey_used',
        origin: originOf(request, request.body.device_id),
        detail: { name: passkey.name },
      });
      const deviceToken = await passSecondFactor(request, reply, attempt, request.body);
      return {
        success: true,
        message: AUTH_MESSAGES.authenticationSuccessful,
        device_token: deviceToken,
      };
    },
  );
};
