// The email and phone change flows of Settings > Profile: request with the current password, prove
// the new address (link) or phone (code), then POST /settings/profile/change/complete applies it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorReply } from '../../src/api/contract';
import {
  EmailChangeBody,
  EmailChangeReply,
  EmailVerifyBody,
  PhoneChangeBody,
  PhoneChangeReply,
  PhoneVerifyBody,
  VerifyReply,
} from '../../src/api/settings-contract';
import {
  CONTACT_CHANGE_MESSAGES as TEXT,
  EMAIL_CHANGE_LIFETIME_MS,
  PHONE_CHANGE_LIFETIME_MS,
} from '../../src/domain/account/contact-change';
import { isValidEmail } from '../../src/domain/auth/email';
import { isCompleteCode } from '../../src/domain/auth/one-time-code';
import { normalizePhone } from '../../src/domain/auth/phone';
import { RESEND_COOLDOWN_MS } from '../../src/domain/auth/resend-countdown';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { maskPhone, takeSendSlot, type SendContext } from '../services/auth-messaging';
import {
  armPhoneChange,
  checkCurrentPassword,
  heldByAnother,
  liveChange,
  markVerified,
  openChange,
  redeemChangeCode,
  type ContactChange,
  type ContactKind,
  type TokenProblem,
} from '../services/contact-changes';
import {
  emailChangeLink,
  sendAddressInUseNotice,
  sendChangeRequestedNotice,
  sendEmailChangeLink,
  sendPhoneCodeOrNotice,
} from '../services/contact-change-notices';
import { originOf, recordSecurityEvent } from '../services/security-events';
import { ownContactOf } from '../services/users';

export const TOKEN_PROBLEM_TEXT: Record<TokenProblem, string> = {
  invalid: TEXT.tokenInvalid,
  expired: TEXT.tokenExpired,
  used: TEXT.tokenUsed,
  replaced: TEXT.tokenReplaced,
};

const refusals = {
  400: ErrorReply,
  401: ErrorReply,
  409: ErrorReply,
  429: ErrorReply,
  502: ErrorReply,
};

function refuse(reply: FastifyReply, status: number, message: string, retryAfterMs?: number) {
  if (retryAfterMs !== undefined)
    reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  return reply.status(status).send({ success: false as const, message });
}

export const contactChangeRoutes: FastifyPluginAsyncTypebox<{ send: SendContext }> = async (
  app,
  { send },
) => {
  const db = app.database.db;

  /**
   * The password gate both requests share: true when it refused (the answer is sent). A boolean,
   * not the reply: a FastifyReply is thenable, so an async function cannot hand it back.
   */
  async function passwordRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    password: string,
  ): Promise<boolean> {
    const check = await checkCurrentPassword(
      db,
      app.rateLimits,
      app.clock,
      request.account!.user.id,
      password,
    );
    if (check.ok) return false;
    if (check.retryAfterMs !== null) refuse(reply, 429, TEXT.passwordLimited, check.retryAfterMs);
    else refuse(reply, 400, TEXT.wrongPassword);
    return true;
  }

  /** The send limits of the new address or phone: true when they refused (the 429 is sent). */
  async function sendRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    to: string,
  ): Promise<boolean> {
    if (await takeSendSlot(send, to, request.clientAddress)) return false;
    refuse(reply, 429, TEXT.tooManyRequests, RESEND_COOLDOWN_MS);
    return true;
  }

  /** The signed-in account's live change of `kind` the token names; null when refused (400 sent). */
  async function changeOfToken(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ContactKind,
    token: string,
  ): Promise<ContactChange | null> {
    const change = await liveChange(db, app.clock, {
      userId: request.account!.user.id,
      token,
      kind,
    });
    if (typeof change !== 'string') return change;
    refuse(reply, 400, TOKEN_PROBLEM_TEXT[change]);
    return null;
  }

  async function ownContact(userId: number) {
    return ownContactOf(db, userId);
  }

  app.post(
    '/settings/profile/email/change',
    {
      schema: {
        tags: ['settings'],
        summary: 'Asks to change the email: sends a verification link to the new address',
        description:
          'Needs the current password (5 wrong per 15 minutes, then 429). The link goes to the new ' +
          'address and a notice to the current one; nothing changes until the link is opened and ' +
          'the change completed. An address another account holds gets the same answer, but its ' +
          'holder receives a notice instead of a link, so the change can never complete.',
        body: EmailChangeBody,
        response: { 200: EmailChangeReply, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = request.account!.user.id;
      const newEmail = request.body.new_email.trim().toLowerCase();
      if (!isValidEmail(newEmail)) return refuse(reply, 400, TEXT.invalidEmail);
      const own = await ownContact(userId);
      if (newEmail === own.email) return refuse(reply, 400, TEXT.sameEmail);
      if (await passwordRefused(request, reply, request.body.current_password)) return reply;
      if (await sendRefused(request, reply, newEmail)) return reply;
      const taken = await heldByAnother(db, 'email', newEmail, userId);
      const change = await inIdempotentTransaction(request, async (trx) => {
        const opened = await openChange(trx, app.clock, {
          userId,
          kind: 'email',
          newValue: newEmail,
          lifetimeMs: EMAIL_CHANGE_LIFETIME_MS,
        });
        await recordSecurityEvent(trx, app.clock, {
          userId,
          kind: 'email_change_requested',
          origin: originOf(request),
          detail: { new_email: newEmail },
        });
        return opened;
      });
      await sendChangeRequestedNotice(send, { to: own.email, what: 'email', newValue: newEmail });
      if (taken) {
        await sendAddressInUseNotice(send, newEmail);
      } else {
        const link = emailChangeLink(app.config.publicUrl, change.token);
        if (!(await sendEmailChangeLink(send, { to: newEmail, link }))) {
          return refuse(reply, 502, TEXT.sendFailed);
        }
      }
      return {
        success: true as const,
        message: TEXT.emailLinkSent,
        new_email: newEmail,
        expires_at: change.expiresAt,
      };
    },
  );

  app.post(
    '/settings/profile/phone/change',
    {
      schema: {
        tags: ['settings'],
        summary: 'Asks to change the phone: texts a 6-digit code to the new number',
        description:
          'Needs the current password. The reply carries the change token for phone/verify and ' +
          'change/complete. Codes: 60 s between sends, 5 per hour, 10 minutes to live, dead after ' +
          '5 wrong tries. A number another account holds gets the same answer and a notice instead ' +
          'of a code.',
        body: PhoneChangeBody,
        response: { 200: PhoneChangeReply, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = request.account!.user.id;
      const newPhone = normalizePhone(request.body.new_phone);
      if (!newPhone) return refuse(reply, 400, TEXT.invalidPhone);
      const own = await ownContact(userId);
      if (newPhone === own.phone) return refuse(reply, 400, TEXT.samePhone);
      if (await passwordRefused(request, reply, request.body.current_password)) return reply;
      if (await sendRefused(request, reply, newPhone)) return reply;
      const taken = await heldByAnother(db, 'phone', newPhone, userId);
      const { change, code } = await inIdempotentTransaction(request, async (trx) => {
        const opened = await openChange(trx, app.clock, {
          userId,
          kind: 'phone',
          newValue: newPhone,
          lifetimeMs: PHONE_CHANGE_LIFETIME_MS,
        });
        const issued = await armPhoneChange(trx, app.clock, opened.id, taken);
        await recordSecurityEvent(trx, app.clock, {
          userId,
          kind: 'phone_change_requested',
          origin: originOf(request),
          detail: { new_phone: maskPhone(newPhone) },
        });
        return { change: opened, code: issued };
      });
      await sendChangeRequestedNotice(send, { to: own.email, what: 'phone', newValue: newPhone });
      if (!(await sendPhoneCodeOrNotice(send, newPhone, code))) {
        return refuse(reply, 502, TEXT.sendFailed);
      }
      return {
        success: true as const,
        message: TEXT.phoneCodeSent,
        token: change.token,
        target: maskPhone(newPhone),
        expires_at: change.expiresAt,
        resend_after_seconds: RESEND_COOLDOWN_MS / 1000,
      };
    },
  );

  function verified(change: ContactChange, step: string, message: string, isVerified: boolean) {
    return {
      success: true as const,
      message,
      step,
      kind: change.kind,
      new_value: change.kind === 'phone' ? maskPhone(change.newValue) : change.newValue,
      verified: isVerified,
      expires_at: change.expiresAt,
    };
  }

  app.post(
    '/settings/profile/email/verify',
    {
      schema: {
        tags: ['settings'],
        summary: "Proves the new email with the link's token (step 'preview' or 'confirm')",
        description:
          "step 'preview' answers what the link would change and uses nothing; 'confirm' marks " +
          'the new address verified. The token must belong to the signed-in account; another ' +
          "account's, a used, an expired or a replaced token is refused with 400.",
        body: EmailVerifyBody,
        response: { 200: VerifyReply, ...refusals },
      },
    },
    async (request, reply) => {
      const change = await changeOfToken(request, reply, 'email', request.body.token);
      if (!change) return reply;
      if (request.body.step === 'preview') {
        return verified(change, 'preview', TEXT.emailLinkSent, change.verifiedAt !== null);
      }
      await inIdempotentTransaction(request, (trx) => markVerified(trx, app.clock, change.id));
      return verified(change, 'confirm', TEXT.emailVerified, true);
    },
  );

  app.post(
    '/settings/profile/phone/verify',
    {
      schema: {
        tags: ['settings'],
        summary: "Proves the new phone: step 'confirm' checks the code, 'resend' texts a new one",
        description:
          'A wrong code answers 400 Invalid code; after 5 wrong tries (or 10 minutes) the code has ' +
          "expired, even for the right digits, and step 'resend' (60 s apart) sends a new one.",
        body: PhoneVerifyBody,
        response: { 200: VerifyReply, ...refusals },
      },
    },
    async (request, reply) => {
      const change = await changeOfToken(request, reply, 'phone', request.body.token);
      if (!change) return reply;
      if (change.verifiedAt !== null)
        return verified(change, request.body.step, TEXT.phoneVerified, true);

      if (request.body.step === 'resend') {
        if (await sendRefused(request, reply, change.newValue)) return reply;
        const taken = await heldByAnother(db, 'phone', change.newValue, request.account!.user.id);
        const code = await inIdempotentTransaction(request, (trx) =>
          armPhoneChange(trx, app.clock, change.id, taken),
        );
        if (!(await sendPhoneCodeOrNotice(send, change.newValue, code))) {
          return refuse(reply, 502, TEXT.sendFailed);
        }
        return verified(change, 'resend', TEXT.phoneCodeSent, false);
      }

      const code = request.body.code ?? '';
      if (!isCompleteCode(code)) return refuse(reply, 400, TEXT.codeRequired);
      // Returned, not thrown: a wrong try must stay counted when the refusal goes out.
      const outcome = await inIdempotentTransaction(request, (trx) =>
        redeemChangeCode(trx, app.clock, change.id, code),
      );
      if (outcome === 'expired') return refuse(reply, 400, TEXT.codeExpired);
      if (outcome === 'invalid') return refuse(reply, 400, TEXT.codeInvalid);
      return verified(change, 'confirm', TEXT.phoneVerified, true);
    },
  );
};
