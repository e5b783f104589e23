// Settings > Profile: GET /settings/profile (the account merged with its preferences and pending
// change) and POST /settings/profile/change/complete, which applies a verified email or phone change.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { CompleteBody, CompleteReply, SettingsProfileReply } from '../../src/api/settings-contract';
import { CONTACT_CHANGE_MESSAGES as TEXT } from '../../src/domain/account/contact-change';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { emailProviderFromEnv } from '../providers/email/email-provider';
import { smsProviderFromEnv } from '../providers/sms/sms-provider';
import { maskPhone, type SendContext } from '../services/auth-messaging';
import {
  applyContactChange,
  heldByAnother,
  liveChange,
  markCompleted,
  pendingEmailChange,
} from '../services/contact-changes';
import { sendChangedNotice } from '../services/contact-change-notices';
import { isUniqueViolation } from '../db/unique-violation';
import { currentReferralCode } from '../services/referrals';
import { originOf, recordSecurityEvent } from '../services/security-events';
import { readUserPreferences } from '../services/user-preferences';
import { profileRowOf } from '../services/users';
import { contactChangeRoutes, TOKEN_PROBLEM_TEXT } from './settings-contact-change';

/** Highest first: the plan a profile shows is the best paid role it holds. */
const PLAN_ORDER = ['admin', 'pro', 'member', 'basic_membership', 'early_access'] as const;

function planOf(roles: readonly string[]): string {
  return PLAN_ORDER.find((role) => roles.includes(role)) ?? 'free';
}

class Refused extends Error {
  constructor(
    readonly statusCode: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

export const settingsProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const outboxDeps = { db, clock: app.clock, log: app.log };
  const send: SendContext = {
    db,
    limits: app.rateLimits,
    clock: app.clock,
    log: app.log,
    messaging: {
      sms: smsProviderFromEnv(process.env, outboxDeps),
      email: emailProviderFromEnv(process.env, outboxDeps),
    },
  };
  await app.register(contactChangeRoutes, { send });

  app.get(
    '/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary:
          'The account (email, masked phone, roles, plan, referral code) with its preferences',
        response: { 200: SettingsProfileReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const account = request.account!;
      const userId = account.user.id;
      const user = await profileRowOf(db, userId);
      const [stored, referralCode, pending] = [
        await readUserPreferences(db, userId),
        await currentReferralCode(db, app.clock, userId),
        await pendingEmailChange(db, app.clock, userId),
      ];
      return {
        success: true as const,
        message: 'Profile loaded',
        profile: {
          id: userId,
          email: user.email,
          email_verified: user.email_verified_at !== null,
          phone: user.phone === null ? null : maskPhone(user.phone),
          phone_verified: user.phone_verified_at !== null,
          roles: account.roles,
          plan: planOf(account.roles),
          credits: Number(user.credits),
          created_at: user.created_at,
          referral_code: referralCode,
          pending_email_change: pending,
          preferences: stored.preferences,
        },
      };
    },
  );

  app.post(
    '/settings/profile/change/complete',
    {
      schema: {
        tags: ['settings'],
        summary: 'Applies a verified email or phone change (the token of its link or request)',
        description:
          "Single use: 400 for an unknown, another account's, used, replaced or expired token; " +
          '409 while the new address is not verified, or when another account took it meanwhile.',
        body: CompleteBody,
        response: { 200: CompleteReply, 400: ErrorReply, 401: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const userId = request.account!.user.id;
      let applied: { kind: 'email' | 'phone'; value: string; notify: string };
      try {
        applied = await inIdempotentTransaction(request, async (trx) => {
          const change = await liveChange(trx, app.clock, { userId, token: request.body.token });
          if (typeof change === 'string') throw new Refused(400, TOKEN_PROBLEM_TEXT[change]);
          if (change.verifiedAt === null) throw new Refused(409, TEXT.notVerified);
          if (await heldByAnother(trx, change.kind, change.newValue, userId)) {
            throw new Refused(409, TEXT.addressTaken);
          }
          if (!(await markCompleted(trx, app.clock, change.id))) {
            throw new Refused(400, TEXT.tokenUsed);
          }
          const before = await applyContactChange(trx, app.clock, userId, change);
          await recordSecurityEvent(trx, app.clock, {
            userId,
            kind: change.kind === 'email' ? 'email_changed' : 'phone_changed',
            origin: originOf(request),
            detail:
              change.kind === 'email'
                ? { from: before.email, to: change.newValue }
                : {
                    from: before.phone === null ? null : maskPhone(before.phone),
                    to: maskPhone(change.newValue),
                  },
          });
          return { kind: change.kind, value: change.newValue, notify: before.email };
        });
      } catch (error) {
        if (error instanceof Refused) {
          return reply.status(error.statusCode).send({ success: false, message: error.message });
        }
        // Another account took the address between our check and the write.
        if (isUniqueViolation(error)) {
          return reply.status(409).send({ success: false, message: TEXT.addressTaken });
        }
        throw error;
      }
      // The previous address hears of an email change; a phone change is told to the email.
      await sendChangedNotice(send, {
        to: applied.notify,
        what: applied.kind,
        newValue: applied.value,
      });
      return {
        success: true as const,
        message: applied.kind === 'email' ? TEXT.emailChanged : TEXT.phoneChanged,
        kind: applied.kind,
        value: applied.kind === 'phone' ? maskPhone(applied.value) : applied.value,
      };
    },
  );
};
