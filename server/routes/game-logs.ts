// League game logs for the pick detail: /api/{league}_game_logs for every league with stat lines
// (the spec's mlb, nfl and cfb, and nba, nhl, wnba, ncaa, mls); the player by id, else by name.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { GAME_LOG_LIMIT } from '../../src/domain/research/game-logs';
import { GameLogQuery, GameLogReply } from '../../src/api/picks-contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { GAME_LOG_LEAGUES, gameLog } from '../services/game-logs';
import { resolvePlayer, unknownPlayerText } from '../services/research-players';
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
        const who = { playerId: request.query.player_id, name: request.query.name };
        const player = await resolvePlayer(app.database.db, league, who);
        if (!player) throw new NotFound(unknownPlayerText(league, who));
        const log = await gameLog(app.database.db, player, request.query.limit ?? GAME_LOG_LIMIT);
        return { success: true as const, ...log };
      },
    );
  }
};
