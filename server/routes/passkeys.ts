// Security → Passkeys (signed in): ask for registration options, add the passkey the browser made,
// list, rename and remove. Only the caller's own passkeys are ever seen or touched.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  PasskeyIdParams,
  PasskeyListReply,
  PasskeyRegisterBody,
  PasskeyRemovedReply,
  PasskeyRenameBody,
  PasskeyReply,
  RegistrationOptionsReply,
} from '../../src/api/passkeys-contract';
import {
  PASSKEY_MESSAGES,
  PASSKEYS_PER_ACCOUNT_MAX,
  checkPasskeyName,
  defaultPasskeyName,
} from '../../src/domain/auth/passkeys';
import { inIdempotentTransaction } from '../plugins/idempotency';
import {
  consumeChallenge,
  insertPasskey,
  issueChallenge,
  passkeyByCredential,
  passkeysOf,
  removePasskey,
  renamePasskey,
  toPasskey,
} from '../services/passkeys';
import { takeSlot } from '../services/rate-limits';
import { originOf, recordSecurityEvent } from '../services/security-events';
import {
  checkRegistration,
  claimedChallenge,
  registrationOptions,
  relyingParty,
} from '../services/webauthn';
import { BadRequest, NotFound } from './request-input';

class Conflict extends Error {
  readonly statusCode = 409;
}

/** Registration options per account: plenty for people, a wall for a script filling the table. */
const OPTIONS_LIMITS = [{ max: 30, windowMs: 60 * 60_000 }];
const BASE = '/settings/security/passkeys';

function nameOrThrow(raw: string): string {
  const checked = checkPasskeyName(raw);
  if (!checked.ok) throw new BadRequest(checked.message);
  return checked.name;
}

export const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const rp = () => relyingParty(app.config.publicUrl);

  app.get(
    BASE,
    {
      schema: {
        tags: ['settings'],
        summary: "The caller's passkeys, oldest first",
        response: { 200: PasskeyListReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const rows = await passkeysOf(db, request.account!.user.id);
      return { success: true as const, passkeys: rows.map(toPasskey) };
    },
  );

  app.post(
    `${BASE}/registration-options`,
    {
      schema: {
        tags: ['settings'],
        summary: 'Options for navigator.credentials.create(); the challenge is kept 5 minutes',
        response: {
          200: RegistrationOptionsReply,
          400: ErrorReply,
          401: ErrorReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const user = request.account!.user;
      const existing = await passkeysOf(db, user.id);
      if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX)
        throw new BadRequest(PASSKEY_MESSAGES.tooMany);
      if (
        !(await takeSlot(
          app.rateLimits,
          app.clock,
          `passkey-options:user:${user.id}`,
          OPTIONS_LIMITS,
        ))
      ) {
        return reply
          .status(429)
          .header('retry-after', '600')
          .send({ success: false, message: PASSKEY_MESSAGES.tooManyTries });
      }
      const options = await registrationOptions(rp(), user, existing);
      await issueChallenge(db, app.clock, {
        purpose: 'registration',
        userId: user.id,
        attemptId: null,
        challenge: options.challenge,
      });
      return { success: true as const, options };
    },
  );

  app.post(
    `${BASE}/register`,
    {
      schema: {
        tags: ['settings'],
        summary: 'Adds the passkey the browser created (name optional: "Passkey", "Passkey 2", …)',
        body: PasskeyRegisterBody,
        response: { 200: PasskeyReply, 400: ErrorReply, 401: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => {
      const user = request.account!.user;
      const typedName = request.body.name === undefined ? null : nameOrThrow(request.body.name);
      const { response } = request.body;
      const challenge = claimedChallenge(response.response.clientDataJSON);
      if (challenge === null) throw new BadRequest(PASSKEY_MESSAGES.unreadable);
      const live = await consumeChallenge(db, app.clock, {
        purpose: 'registration',
        userId: user.id,
        attemptId: null,
        challenge,
      });
      if (!live) throw new BadRequest(PASSKEY_MESSAGES.challengeGone);
      const credential = await checkRegistration(rp(), response, challenge);
      if (!credential) throw new BadRequest(PASSKEY_MESSAGES.notVerified);

      const row = await inIdempotentTransaction(request, async (trx) => {
        const existing = await passkeysOf(trx, user.id);
        if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX)
          throw new BadRequest(PASSKEY_MESSAGES.tooMany);
        if (await passkeyByCredential(trx, credential.credentialId)) {
          throw new Conflict(PASSKEY_MESSAGES.alreadyAdded);
        }
        const name = typedName ?? defaultPasskeyName(existing.map((p) => p.name));
        const added = await insertPasskey(trx, app.clock, { userId: user.id, name, ...credential });
        await recordSecurityEvent(trx, app.clock, {
          userId: user.id,
          kind: 'passkey_added',
          origin: originOf(request),
          detail: { name },
        });
        return added;
      });
      return { success: true as const, message: PASSKEY_MESSAGES.added, passkey: toPasskey(row) };
    },
  );

  app.post(
    `${BASE}/:id/rename`,
    {
      schema: {
        tags: ['settings'],
        summary: 'Renames one of the caller’s passkeys (1-64 characters)',
        params: PasskeyIdParams,
        body: PasskeyRenameBody,
        response: { 200: PasskeyReply, 400: ErrorReply, 401: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => {
      const userId = request.account!.user.id;
      const name = nameOrThrow(request.body.name);
      const row = await inIdempotentTransaction(request, async (trx) => {
        const renamed = await renamePasskey(trx, userId, request.params.id, name);
        if (!renamed) throw new NotFound(PASSKEY_MESSAGES.notFound);
        return renamed;
      });
      return { success: true as const, message: PASSKEY_MESSAGES.renamed, passkey: toPasskey(row) };
    },
  );

  app.post(
    `${BASE}/:id/remove`,
    {
      schema: {
        tags: ['settings'],
        summary: 'Removes one of the caller’s passkeys; it can no longer pass two-factor',
        params: PasskeyIdParams,
        response: { 200: PasskeyRemovedReply, 400: ErrorReply, 401: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => {
      const userId = request.account!.user.id;
      await inIdempotentTransaction(request, async (trx) => {
        const removed = await removePasskey(trx, userId, request.params.id);
        if (!removed) throw new NotFound(PASSKEY_MESSAGES.notFound);
        await recordSecurityEvent(trx, app.clock, {
          userId,
          kind: 'passkey_removed',
          origin: originOf(request),
          detail: { name: removed.name },
        });
      });
      return { success: true as const, message: PASSKEY_MESSAGES.removed };
    },
  );
};
