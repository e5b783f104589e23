// GET / POST /api/settings/preferences: the signed-in bettor's staking preferences, which the
// optimizer sizes stakes by. A POST may send any subset; the merged set is checked as a whole.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { PreferencesBody, PreferencesReply } from '../../src/api/preferences-contract';
import { checkPreferences } from '../../src/domain/bettor-preferences';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { readUserPreferences, writeUserPreferences } from '../services/user-preferences';
import { BadRequest } from './request-input';

export const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings/preferences',
    {
      schema: {
        tags: ['settings'],
        summary: "The bettor's staking preferences (the defaults until they save any)",
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
        summary: 'Change staking preferences (any subset; the whole set must stay valid)',
        description:
          'Bankroll 1-10,000,000 units; Kelly fraction 0.01-1; most per parlay and for the slate ' +
          '0.1-100 % of bankroll, per parlay never above the slate; parlays per leg 1-8 (whole). ' +
          'A 400 names the field and changes nothing.',
        body: PreferencesBody,
        response: { 200: PreferencesReply, 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const userId = request.account!.user.id;
      const stored = await inIdempotentTransaction(request, async (trx) => {
        const current = await readUserPreferences(trx, userId);
        const checked = checkPreferences(request.body, current.preferences);
        if (!checked.ok) throw new BadRequest(checked.message);
        const updatedAt = await writeUserPreferences(trx, app.clock, userId, checked.preferences);
        return { preferences: checked.preferences, updatedAt };
      });
      return { success: true as const, ...toReply(stored) };
    },
  );
};

function toReply(stored: Awaited<ReturnType<typeof readUserPreferences>>) {
  return { preferences: stored.preferences, updated_at: stored.updatedAt };
}
