// GET / POST /api/settings/preferences: the signed-in bettor's preferences (staking, which the
// optimizer sizes stakes by, and display), and POST .../session-duration, which also moves the
// current device token's expiry. A POST may send any subset; the merged set is checked as a whole.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  PreferencesBody,
  PreferencesReply,
  SessionDurationBody,
  SessionDurationReply,
} from '../../src/api/preferences-contract';
import {
  checkAccountPreferenceChanges,
  checkSessionDuration,
} from '../../src/domain/account/account-preferences';
import { LEAGUE_FILTERS } from '../../src/domain/picks/leagues';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { isoAt } from '../services/clock';
import { extendDeviceToken } from '../services/device-tokens';
import { originOf, recordSecurityEvent } from '../services/security-events';
import { readUserPreferences, writeUserPreferences } from '../services/user-preferences';
import { BadRequest } from './request-input';

export const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings/preferences',
    {
      schema: {
        tags: ['settings'],
        summary: "The bettor's preferences (the defaults until they save any)",
        response: { 200: PreferencesReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const stored = await readUserPreferences(app.database.db, request.account!.user.id);
      return { success: true as const, ...toReply(stored) };
    },
  );

  app.post(
    '/settings/preferences',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change preferences (any subset; the whole set must stay valid)',
        description:
          'Bankroll 1-10,000,000 units; Kelly fraction 0.01-1; most per parlay and for the slate ' +
          '0.1-100 % of bankroll, per parlay never above the slate; parlays per leg 1-8 (whole); ' +
          `odds_format american or decimal; default_league ${LEAGUE_FILTERS.join(', ')}; ` +
          'reduced_motion true or false. session_duration_hours has its own call. ' +
          'A 400 names the field and changes nothing.',
        body: PreferencesBody,
        response: { 200: PreferencesReply, 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const userId = request.account!.user.id;
      const stored = await inIdempotentTransaction(request, async (trx) => {
        const current = await readUserPreferences(trx, userId);
        const checked = checkAccountPreferenceChanges(request.body, current.preferences);
        if (!checked.ok) throw new BadRequest(checked.message);
        const updatedAt = await writeUserPreferences(trx, app.clock, userId, checked.value);
        return { preferences: checked.value, updatedAt };
      });
      return { success: true as const, ...toReply(stored) };
    },
  );

  app.post(
    '/settings/preferences/session-duration',
    {
      schema: {
        tags: ['settings'],
        summary: 'How long a device stays signed in: this device from now, and every new sign-in',
        description:
          'session_duration_hours: a whole number from 1 to 2,160 (90 days; default 720). The ' +
          "current device token's expiry becomes now + that many hours; tokens issued from then on " +
          'get it too. Recorded as a security event. A 400 names the field and changes nothing.',
        body: SessionDurationBody,
        response: { 200: SessionDurationReply, 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const account = request.account!;
      const userId = account.user.id;
      const checked = checkSessionDuration(request.body.session_duration_hours);
      if (!checked.ok) throw new BadRequest(checked.message);
      const hours = checked.value;
      const result = await inIdempotentTransaction(request, async (trx) => {
        const current = await readUserPreferences(trx, userId);
        const preferences = { ...current.preferences, session_duration_hours: hours };
        const updatedAt = await writeUserPreferences(trx, app.clock, userId, preferences);
        const expiresAt = isoAt(app.clock, hours * 3_600_000);
        if (account.device) {
          await extendDeviceToken(trx, account.device.tokenId, expiresAt);
        }
        await recordSecurityEvent(trx, app.clock, {
          userId,
          kind: 'session_duration_changed',
          origin: originOf(request),
          detail: { from_hours: current.preferences.session_duration_hours, to_hours: hours },
        });
        return { preferences, updatedAt, expiresAt };
      });
      return {
        success: true as const,
        ...toReply(result),
        expires_at: result.expiresAt,
      };
    },
  );
};

function toReply(stored: Awaited<ReturnType<typeof readUserPreferences>>) {
  return { preferences: stored.preferences, updated_at: stored.updatedAt };
}
