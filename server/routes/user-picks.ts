// POST /api/load_user_picks stores the bettor's My Picks for the optimizer (the spec's whole-list
// call); POST /api/user_picks/ops changes it by operations, merged with other devices' (issue [N]);
// GET /api/user_picks returns it with each pick's optimizer metadata (paid access).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  AccessDeniedReply,
  LoadUserPicksBody,
  LoadUserPicksReply,
} from '../../src/api/picks-contract';
import { UserPickOpsBody, UserPickOpsReply } from '../../src/api/list-ops-contract';
import { UserPicksReply } from '../../src/api/parlay-contract';
import { myPickKey } from '../../src/domain/lists/my-picks';
import { applyListOps } from '../services/list-entries';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { saveUserPicks, userPicksUpdatedAt } from '../services/user-pick-lists';
import { userPicksWithMetadata } from '../services/user-pick-metadata';
import { BadRequest } from './request-input';

/** An add lists its item, keyed as the item is: anything else changes nothing. */
function checkOps(ops: UserPickOpsBody['ops']): void {
  for (const op of ops) {
    if (op.kind === 'add' && op.item === undefined)
      throw new BadRequest(`Operation ${op.id}: an add needs the item it lists.`);
    if (op.item !== undefined && myPickKey(op.item) !== op.key)
      throw new BadRequest(`Operation ${op.id}: the item is ${myPickKey(op.item)}, not ${op.key}.`);
  }
}

export const userPicksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The account's list as GET /api/user_picks answers it (the ops call answers the same). */
  const storedList = async (userId: number) => {
    const [picks, updatedAt] = await Promise.all([
      userPicksWithMetadata(app.database.db, userId),
      userPicksUpdatedAt(app.database.db, userId),
    ]);
    return { success: true as const, picks, updated_at: updatedAt };
  };

  app.post(
    '/load_user_picks',
    {
      schema: {
        tags: ['parlays'],
        summary: "Replace the user's stored pick list (the optimizer's input)",
        body: LoadUserPicksBody,
        response: {
          200: LoadUserPicksReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AccessDeniedReply,
        },
      },
    },
    async (request) => {
      await inIdempotentTransaction(request, (trx) =>
        saveUserPicks(trx, app.clock, request.account!.user.id, request.body.picks),
      );
      await app.live.publish(request.account!.user.id, 'list', { list: 'my_picks' });
      return { success: true as const, message: `Loaded ${request.body.picks.length} picks` };
    },
  );

  app.post(
    '/user_picks/ops',
    {
      schema: {
        tags: ['parlays'],
        summary: 'Add and remove My Picks items by operations; answers with the merged list',
        description:
          'Per item key the newest operation wins (by its time, capped at the server clock) and a ' +
          'removal wins a tie, so replays change nothing and devices converge in any order. ' +
          'A 400 names the operation and changes nothing.',
        body: UserPickOpsBody,
        response: {
          200: UserPickOpsReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AccessDeniedReply,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      checkOps(request.body.ops);
      const userId = request.account!.user.id;
      const outcome = await inIdempotentTransaction(request, (trx) =>
        applyListOps(trx, app.clock, userId, 'my_picks', request.body.ops),
      );
      if (outcome.applied.length > 0) await app.live.publish(userId, 'list', { list: 'my_picks' });
      return {
        ...(await storedList(userId)),
        applied: outcome.applied,
        superseded: outcome.superseded,
      };
    },
  );

  app.get(
    '/user_picks',
    {
      schema: {
        tags: ['parlays'],
        summary: "The user's stored pick list, each pick with the metadata the optimizer reads",
        response: { 200: UserPicksReply, 401: ErrorReply, 403: AccessDeniedReply },
      },
    },
    async (request, reply) => {
      // one bettor's list: never kept by a shared cache or the browser's HTTP cache
      void reply.header('cache-control', 'private, no-store');
      return storedList(request.account!.user.id);
    },
  );
};
