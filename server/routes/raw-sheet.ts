// GET /api/coles-algo/raw-data: Cole's Algo raw sheet (projections from the model) for a date.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { RawSheetQuery, RawSheetReply } from '../../src/api/research-contract';
import { rawSheet } from '../services/raw-sheet';
import { requestedDate } from './request-input';

export const rawSheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/coles-algo/raw-data',
    {
      schema: {
        tags: ['raw sheet'],
        summary:
          "Cole's Algo raw sheet: MLB hitters, pitchers, game summary, RFI; NFL and NCAA games and weekly projections",
        querystring: RawSheetQuery,
        response: { 200: RawSheetReply, 400: ErrorReply, 401: ErrorReply, 403: AccessDeniedReply },
      },
    },
    async (request) => {
      const date = await requestedDate(app, request.query.date);
      return { success: true as const, date, data: await rawSheet(app.database.db, date) };
    },
  );
};
