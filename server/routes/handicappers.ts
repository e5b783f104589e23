// Handicapper profiles (records computed from graded results) and the user's favourites.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { FAVORITES_LIMIT_MESSAGE, MAX_FAVORITES } from '../../src/domain/favorites';
import { handicapperRating } from '../../src/domain/handicappers';
import {
  EventsQuery,
  EventsReply,
  FavoritesBody,
  FavoritesReply,
  HandicapperParams,
  HandicapperReply,
} from '../../src/api/picks-contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { requirePaidAccess, requireUser } from '../plugins/access';
import { expertRecord } from '../services/experts';
import { expertEvents } from '../services/picks';
import { readFavorites, writeFavorites } from '../services/favorites';
import { BadRequest, NotFound, requestedDate } from './request-input';

const guarded = { 400: ErrorReply, 401: ErrorReply, 403: AccessDeniedReply };

/** Ids as the client may send them: integers or digit strings; anything else is refused. */
function favoriteIds(raw: readonly (number | string)[]): number[] {
  const ids: number[] = [];
  for (const value of raw) {
    const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
      throw new BadRequest('Favorites must be non-negative integer handicapper ids.');
    }
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}

export const handicapperRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/handicappers/:id',
    {
      onRequest: requirePaidAccess,
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
      const decided = record.wins + record.losses;
      const accuracy =
        decided > 0 ? Math.round((1000 * record.wins) / decided) / 10 : ('N/A' as const);
      return {
        success: true as const,
        handicapper: {
          id: record.id,
          name: record.name,
          kind: record.kind,
          accuracy,
          rating: handicapperRating(typeof accuracy === 'number' ? accuracy : null),
          sports: record.leagues,
          record: {
            wins: record.wins,
            losses: record.losses,
            pushes: record.pushes,
            pending: record.pending,
          },
          calibration: record.calibration,
        },
      };
    },
  );

  app.get(
    '/handicappers/:id/events',
    {
      onRequest: requirePaidAccess,
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
        events: [{ id: record.id, name: record.name, date, picks: page }],
        total: picks.length,
        limit,
        message:
          picks.length === 0
            ? 'No events found for this handicapper.'
            : `${page.length} of ${picks.length} picks`,
      };
    },
  );

  app.get(
    '/favorites',
    {
      onRequest: requireUser,
      schema: {
        tags: ['handicappers'],
        summary: "The signed-in user's favourite handicapper ids (at most 5)",
        response: { 200: FavoritesReply, 401: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      favorites: await readFavorites(app.database.db, request.account?.user.id ?? -1),
    }),
  );

  app.post(
    '/favorites',
    {
      onRequest: requireUser,
      schema: {
        tags: ['handicappers'],
        summary: 'Replace the favourites (ids deduplicated; more than 5 is refused)',
        body: FavoritesBody,
        response: { 200: FavoritesReply, ...guarded },
      },
    },
    async (request) => {
      const ids = favoriteIds(request.body.favorites);
      if (ids.length > MAX_FAVORITES) throw new BadRequest(FAVORITES_LIMIT_MESSAGE);
      const userId = request.account?.user.id ?? -1;
      await writeFavorites(app.database.db, app.clock, userId, ids);
      return { success: true as const, favorites: await readFavorites(app.database.db, userId) };
    },
  );
};
