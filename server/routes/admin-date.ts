// POST /api/settings/date: the admin pins the slate date (or turns auto-update on). Admin role and
// admin password (header, or the spec's body field admin_password); GET stays public (settings.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminRefusedReply,
  DateRefusedReply,
  DateUpdateBody,
  DateUpdateReply,
} from '../../src/api/admin-contract';
import { ErrorReply } from '../../src/api/contract';
import { dateServiceMessageForStatus } from '../../src/domain/admin/date-service-errors';
import { changeDateSetting } from '../services/admin-date-setting';

export const adminDateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/settings/date',
    {
      config: { adminPasswordInBody: true },
      schema: {
        tags: ['admin'],
        summary: 'Set the default (slate) date or turn auto-update on (admin password)',
        description:
          'Validated with the date service rules (required, a string, YYYY-MM-DD, a real day, ' +
          '2020-2030, within 365 days). The same date again answers 200 with `warning` and ' +
          'changes nothing. Stored in the database: every process and restart follows it.',
        body: DateUpdateBody,
        response: {
          200: DateUpdateReply,
          400: DateRefusedReply,
          401: ErrorReply,
          403: AdminRefusedReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const outcome = await changeDateSetting(app.database.db, app.clock, request.body);
      if (!outcome.ok) {
        return reply.status(400).send({
          success: false as const,
          message: outcome.errors[0] ?? dateServiceMessageForStatus(400),
          error: dateServiceMessageForStatus(400),
          code: 'VALIDATION_ERROR',
          details: outcome.errors,
        });
      }
      const { ok: _ok, ...rest } = outcome;
      if (outcome.changed) {
        request.log.info(
          { from: outcome.previous_date, to: outcome.new_date, autoUpdate: outcome.auto_update },
          'slate date changed',
        );
        await app.live.publish(null, 'slate', { date: outcome.new_date, reason: 'date' });
      }
      return { success: true as const, ...rest };
    },
  );
};
