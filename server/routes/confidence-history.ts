// A pick's confidence history (GET /api/picks/{id}/confidence-history) and the holders' notice
// (GET /api/user/picks/confidence-changes?since=): paid access, like the picks themselves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfidenceChangesQuery,
  ConfidenceChangesReply,
  ConfidenceHistoryReply,
  PickIdParams,
} from '../../src/api/confidence-contract';
import { ErrorReply } from '../../src/api/contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { heldPicksChangedText } from '../../src/domain/confidence/confidence-history';
import { heldPickChanges, readConfidenceHistory } from '../services/confidence-history';

export const SINCE_MESSAGE = 'since must be an ISO time, e.g. 2026-11-22T20:00:00Z.';

export const confidenceHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/picks/:id/confidence-history',
    {
      schema: {
        tags: ['picks'],
        summary: "A pick's confidence changes: old and new value, time and reason in words",
        params: PickIdParams,
        response: {
          200: ConfidenceHistoryReply,
          401: ErrorReply,
          403: AccessDeniedReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const found = await readConfidenceHistory(app.database.db, request.params.id);
      if (!found) {
        return reply.status(404).send({ success: false, message: 'No such pick.' });
      }
      return { success: true as const, pick_id: request.params.id, ...found };
    },
  );

  app.get(
    '/user/picks/confidence-changes',
    {
      schema: {
        tags: ['parlays'],
        summary: "The user's My Picks whose confidence changed since a time (the holders' notice)",
        querystring: ConfidenceChangesQuery,
        response: {
          200: ConfidenceChangesReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AccessDeniedReply,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const ms = Date.parse(request.query.since);
      if (!Number.isFinite(ms)) {
        return reply.status(400).send({ success: false, message: SINCE_MESSAGE });
      }
      const since = new Date(ms).toISOString();
      const picks = await heldPickChanges(app.database.db, request.account!.user.id, since);
      return {
        success: true as const,
        since,
        count: picks.length,
        message: heldPicksChangedText(picks.length),
        picks,
      };
    },
  );
};
