// The signed-in user's favourite handicappers (at most 5): read, replace (the spec's call) and
// change by operations merged with other devices' (issue [N]).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { FAVORITES_LIMIT_MESSAGE, MAX_FAVORITES } from '../../src/domain/lists/favorites';
import { FavoriteOpsBody, FavoriteOpsReply } from '../../src/api/list-ops-contract';
import { FavoritesBody, FavoritesReply } from '../../src/api/picks-contract';
import { INT4_MAX } from '../../src/api/bounds';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { applyFavoriteOps, readFavorites, writeFavorites } from '../services/favorites';
import { BadRequest } from './request-input';

const guarded = { 400: ErrorReply, 401: ErrorReply };

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

export const favoritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/favorites',
    {
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
      await inIdempotentTransaction(request, (trx) => writeFavorites(trx, app.clock, userId, ids));
      await app.live.publish(userId, 'list', { list: 'favorites' });
      return { success: true as const, favorites: await readFavorites(app.database.db, userId) };
    },
  );

  app.post(
    '/favorites/ops',
    {
      schema: {
        tags: ['handicappers'],
        summary: 'Star and unstar by operations; answers with the merged favourites',
        description:
          'Per handicapper the newest operation wins (a removal wins a tie); an add past the ' +
          'fifth favourite is refused (listed in `refused`, with the limit message).',
        body: FavoriteOpsBody,
        response: { 200: FavoriteOpsReply, ...guarded },
      },
    },
    async (request) => {
      for (const op of request.body.ops)
        if (Number(op.key) > INT4_MAX)
          throw new BadRequest(`Operation ${op.id}: ${op.key} is not a handicapper id.`);
      const userId = request.account?.user.id ?? -1;
      const outcome = await inIdempotentTransaction(request, (trx) =>
        applyFavoriteOps(trx, app.clock, userId, request.body.ops),
      );
      if (outcome.applied.length > 0) await app.live.publish(userId, 'list', { list: 'favorites' });
      return {
        success: true as const,
        favorites: await readFavorites(app.database.db, userId),
        applied: outcome.applied,
        superseded: outcome.superseded,
        refused: outcome.refused,
        message: outcome.refused.length > 0 ? FAVORITES_LIMIT_MESSAGE : null,
      };
    },
  );
};
