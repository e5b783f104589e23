// Settings > Referrals: the account's code, link and honest counts, choosing a code of its own,
// and checking whether a code is free (with the reason when it is not).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  ReferralCodeBody,
  ReferralCodeCheckReply,
  ReferralCodeReply,
  ReferralStatsReply,
} from '../../src/api/settings-contract';
import {
  REFERRAL_CODE_MESSAGES as TEXT,
  referralCodeKey,
  referralCodeProblem,
  referralCodeProblemText,
  referralLink,
} from '../../src/domain/account/referral-code';
import { isUniqueViolation } from '../db/unique-violation';
import { inIdempotentTransaction } from '../plugins/idempotency';
import {
  claimReferralCode,
  currentReferralCode,
  ReferralCodeTaken,
  referralCodeOwner,
  referralCounts,
} from '../services/referrals';
import { originOf, recordSecurityEvent } from '../services/security-events';

const RULES =
  'Codes are 4-20 letters, digits and single inner hyphens, unique whatever their case; words ' +
  'that pass for the house (admin, support, parlay, official, staff…) and app paths are reserved.';

export const settingsReferralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const linkFor = (code: string) => referralLink(app.config.publicUrl, code);

  app.get(
    '/settings/referrals/stats',
    {
      schema: {
        tags: ['settings'],
        summary: 'Referral code, share link and counts: invited, signed up, paid, credits earned',
        description:
          'Counted from recorded referrals: an account is recorded when it arrives with the code ' +
          '(invited and signed up) and again when it first pays (paid, credits earned).',
        response: { 200: ReferralStatsReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const userId = request.account!.user.id;
      const code = await currentReferralCode(db, app.clock, userId);
      const counts = await referralCounts(db, userId);
      return { success: true as const, stats: { code, link: linkFor(code), ...counts } };
    },
  );

  app.post(
    '/settings/referrals/code/check',
    {
      schema: {
        tags: ['settings'],
        summary: 'Whether a referral code can be chosen, and why not',
        description: RULES,
        body: ReferralCodeBody,
        response: { 200: ReferralCodeCheckReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const code = request.body.referral_code.trim();
      const problem = referralCodeProblem(code);
      const answer = (available: boolean, reason: string) => ({
        success: true as const,
        available,
        reason,
        code,
      });
      if (problem) return answer(false, referralCodeProblemText(problem));
      const owner = await referralCodeOwner(db, code);
      const userId = request.account!.user.id;
      if (owner === null) return answer(true, TEXT.available);
      if (owner !== userId) return answer(false, TEXT.taken);
      const current = await currentReferralCode(db, app.clock, userId);
      return referralCodeKey(current) === referralCodeKey(code)
        ? answer(false, TEXT.yours)
        : answer(true, TEXT.available);
    },
  );

  app.post(
    '/settings/referrals/code',
    {
      schema: {
        tags: ['settings'],
        summary: 'Chooses the referral code (earlier codes keep crediting this account)',
        description: `${RULES} 400 names the rule broken; 409 when another account holds the code.`,
        body: ReferralCodeBody,
        response: { 200: ReferralCodeReply, 400: ErrorReply, 401: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const code = request.body.referral_code.trim();
      const problem = referralCodeProblem(code);
      if (problem) {
        return reply
          .status(400)
          .send({ success: false, message: referralCodeProblemText(problem) });
      }
      const userId = request.account!.user.id;
      const saved = { success: true as const, message: TEXT.saved, code, link: linkFor(code) };
      if ((await currentReferralCode(db, app.clock, userId)) === code) return saved;
      try {
        await inIdempotentTransaction(request, async (trx) => {
          await claimReferralCode(trx, app.clock, userId, code);
          await recordSecurityEvent(trx, app.clock, {
            userId,
            kind: 'referral_code_set',
            origin: originOf(request),
            detail: { code },
          });
        });
      } catch (error) {
        if (error instanceof ReferralCodeTaken || isUniqueViolation(error)) {
          return reply.status(409).send({ success: false, message: TEXT.taken });
        }
        throw error;
      }
      return saved;
    },
  );
};
