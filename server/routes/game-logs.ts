// League game logs for the pick detail: /api/mlb_game_logs, /api/nfl_game_logs, /api/cfb_game_logs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { GAME_LOG_LIMIT } from '../../src/domain/game-logs';
import { GameLogQuery, GameLogReply } from '../../src/api/picks-contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { GAME_LOG_LEAGUES, gameLog } from '../services/game-logs';
import { NotFound } from './request-input';

export const gameLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const league of GAME_LOG_LEAGUES) {
    app.get(
      `/${league.toLowerCase()}_game_logs`,
      {
        schema: {
          tags: ['game logs'],
          summary: `A ${league} player's most recent games, newest first`,
          querystring: GameLogQuery,
          response: {
            200: GameLogReply,
            400: ErrorReply,
            401: ErrorReply,
            403: AccessDeniedReply,
            404: ErrorReply,
          },
        },
      },
      async (request) => {
        const name = request.query.name.trim();
        const log = await gameLog(
          app.database.db,
          league,
          name,
          request.query.limit ?? GAME_LOG_LIMIT,
        );
        if (!log) throw new NotFound(`No ${league} player named ${name}`);
        return { success: true as const, ...log };
      },
    );
  }
};
