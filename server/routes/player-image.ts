// GET /api/player_image: a generated SVG avatar (initials, team colours) as a data URL.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { PlayerImageQuery, PlayerImageReply } from '../../src/api/research-contract';
import { playerImage } from '../services/player-image';
import { leagueCode, unknownPlayerText } from '../services/research-players';
import { NotFound } from './request-input';

export const playerImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/player_image',
    {
      schema: {
        tags: ['research'],
        summary:
          "A player's avatar, by player_id (else first initial + last name, or the full name)",
        querystring: PlayerImageQuery,
        response: {
          200: PlayerImageReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AccessDeniedReply,
          404: ErrorReply,
        },
      },
    },
    async (request) => {
      const league = leagueCode(request.query.league);
      const who = { playerId: request.query.player_id, name: request.query.name };
      const image = await playerImage(app.database.db, league, who);
      if (!image) throw new NotFound(unknownPlayerText(league, who));
      return image;
    },
  );
};
