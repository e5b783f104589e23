// Handicapper profiles (records computed from graded results) and their picks on a date (paid).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { gradedAccuracy, handicapperAccuracy } from '../../src/domain/handicappers/handicappers';
import { asProbability } from '../../src/domain/probability/scales';
import {
  EventsQuery,
  EventsReply,
  HandicapperParams,
  HandicapperReply,
} from '../../src/api/picks-contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { expertRecord } from '../services/experts';
import { expertEvents } from '../services/picks';
import { NotFound, requestedDate } from './request-input';

const guarded = { 400: ErrorReply, 401: ErrorReply, 403: AccessDeniedReply };

export const handicapperRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/handicappers/:id',
    {
      schema: {
        tags: ['handicappers'],
        summary: 'A handicapper with accuracy computed from graded picks',
        params: HandicapperParams,
        response: { 200: HandicapperReply, 404: ErrorReply, ...guarded },
      },
    },
    async (request) => {
      const record = await expertRecord(app.database.db, request.params.id);
      if (!record) throw new NotFound(`No handicapper with id ${request.params.id}`);
      // The one rule every screen uses: graded wins / decided, 'N/A' with nothing decided (the
      // client then shows the spec's formula and says there is no graded pick yet).
      const accuracy = gradedAccuracy(record) ?? ('N/A' as const);
      const { rating } = handicapperAccuracy({ name: record.name, record, pickCount: 0 });
      return {
        success: true as const,
        handicapper: {
          id: record.id,
          name: record.name,
          kind: record.kind,
          accuracy,
          rating,
          sports: record.leagues,
          record: {
            wins: record.wins,
            losses: record.losses,
            pushes: record.pushes,
            pending: record.pending,
          },
          calibration: record.calibration,
          closing_line: {
            ...record.closingLine,
            beat_share:
              record.closingLine.beat_share === null
                ? null
                : asProbability(record.closingLine.beat_share),
          },
        },
      };
    },
  );

  app.get(
    '/handicappers/:id/events',
    {
      schema: {
        tags: ['handicappers'],
        summary: "One handicapper's qualified picks on a date, best first, paged",
        params: HandicapperParams,
        querystring: EventsQuery,
        response: { 200: EventsReply, 404: ErrorReply, ...guarded },
      },
    },
    async (request) => {
      const record = await expertRecord(app.database.db, request.params.id);
      if (!record) throw new NotFound(`No handicapper with id ${request.params.id}`);
      const date = await requestedDate(app, request.query.date);
      const offset = request.query.offset ?? 0;
      const limit = request.query.limit ?? 25;
      const [event] = await expertEvents(app.database.db, [record], date);
      const picks = event?.picks ?? [];
      const page = picks.slice(offset, offset + limit);
      return {
        success: true as const,
        date,
        events: [
          {
            id: record.id,
            name: record.name,
            date,
            picks: page,
            record: {
              wins: record.wins,
              losses: record.losses,
              pushes: record.pushes,
              pending: record.pending,
            },
          },
        ],
        total: picks.length,
        limit,
        message:
          picks.length === 0
            ? 'No events found for this handicapper.'
            : `${page.length} of ${picks.length} picks`,
      };
    },
  );
};
