// The pick detail's research texts: POST /api/ai/player-readiness and /api/ai/justify-pick.
// Written by the research provider (RESEARCH_PROVIDER) from the player's game logs and the model.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import {
  quotedFromReply,
  type QuotedProbabilities,
} from '../../src/domain/probability/pick-probabilities';
import { mapServerPick } from '../../src/domain/picks/server-pick';
import {
  JustifyPickBody,
  PlayerReadinessBody,
  ResearchTextReply,
} from '../../src/api/research-contract';
import type { ResearchProvider } from '../providers/research/research-provider';
import { researchProviderFromEnv } from '../providers/research/select-research-provider';
import { readDateSetting } from '../services/date-setting';
import { pickByKey, withExperts } from '../services/picks';
import { justificationFacts, playerFacts, readinessFacts } from '../services/research';
import {
  leagueCode,
  ResearchInputError,
  resolvePlayer,
  unknownPlayerText,
  UnknownPlayerError,
} from '../services/research-players';
import { justifiedBet, type PickBetFields } from './justify-pick-bet';

const replies = {
  200: ResearchTextReply,
  400: ErrorReply,
  401: ErrorReply,
  403: AccessDeniedReply,
  404: ErrorReply,
};

export const researchRoutes: FastifyPluginAsyncTypebox<{
  provider?: ResearchProvider;
}> = async (app, options) => {
  // Read once at start-up: a misconfigured provider stops the server instead of every request.
  const provider = options.provider ?? researchProviderFromEnv(process.env);

  const factsFor = async (playerName: string, league: string, playerId: number | undefined) => {
    const code = leagueCode(league);
    const who = { playerId, name: playerName };
    const player = await resolvePlayer(app.database.db, code, who);
    if (!player) throw new UnknownPlayerError(unknownPlayerText(code, who));
    const { date } = await readDateSetting(app.database.db, app.clock);
    return playerFacts(app.database.db, player, date);
  };

  app.post(
    '/ai/player-readiness',
    {
      schema: {
        tags: ['research'],
        summary: "A player's readiness: rest, workload trend and matchup, from the game logs",
        body: PlayerReadinessBody,
        response: replies,
      },
    },
    async (request) => {
      const { playerName, league, opponent, playerId } = request.body;
      const facts = readinessFacts(await factsFor(playerName, league, playerId), opponent);
      const text = await provider.playerReadiness(facts);
      return { success: true as const, ...text };
    },
  );

  app.post(
    '/ai/justify-pick',
    {
      schema: {
        tags: ['research'],
        summary: "Why a pick: hit rate against the line, trend, the model's probability, rest",
        body: JustifyPickBody,
        response: replies,
      },
    },
    async (request) => {
      const { playerName, league, playerId, pickId } = request.body;
      const player = await factsFor(playerName, league, playerId);
      let quoted: QuotedProbabilities | null = null;
      let fields: PickBetFields | null = null;
      if (pickId !== undefined) {
        const row = await pickByKey(app.database.db, String(pickId));
        if (!row) throw new UnknownPlayerError(`No pick ${pickId}.`);
        if (row.player_id !== null && row.player_id !== player.player.id) {
          throw new ResearchInputError(
            `Invalid request: pick ${pickId} is not a pick on ${player.player.name}.`,
          );
        }
        // the same shaping GET /api/picks uses, so the quoted numbers are the listed ones
        const [pick] = await withExperts(app.database.db, [row]);
        quoted = quotedFromReply(pick);
        // the pick's own stat, side and line as data: its bet type's text is not read for them
        const meta = pick ? mapServerPick(pick).meta : null;
        if (meta) fields = { statKey: meta.statKey, side: meta.side, threshold: meta.threshold };
      }
      const bet = justifiedBet(request.body, player.player, fields);
      const facts = justificationFacts(player, bet, quoted);
      const text = await provider.justifyPick(facts);
      return { success: true as const, ...text };
    },
  );
};
