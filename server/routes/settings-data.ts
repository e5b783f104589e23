// The account's data: its own pick records (GET / POST /api/settings/data/picks) and "Download my
// data" (GET /api/settings/data/export), one JSON file of everything the account holds.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  AccountExport,
  PICK_RECORDS_PAGE_DEFAULT,
  PickRecordBody,
  PickRecordReply,
  PickRecordsQuery,
  PickRecordsReply,
} from '../../src/api/security-contract';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { exportAccount } from '../services/account-export';
import {
  addPickRecord,
  listPickRecords,
  PICK_RECORD_MESSAGES,
  PICK_RECORDS_PER_ACCOUNT_MAX,
  pickRecordProblem,
} from '../services/pick-records';
import { BadRequest, NotFound } from './request-input';

export const settingsDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  app.get(
    '/settings/data/picks',
    {
      schema: {
        tags: ['settings'],
        summary: "The bettor's own pick records, newest first",
        querystring: PickRecordsQuery,
        response: { 200: PickRecordsReply, 401: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      picks: await listPickRecords(
        db,
        request.account!.user.id,
        request.query.limit ?? PICK_RECORDS_PAGE_DEFAULT,
      ),
    }),
  );

  app.post(
    '/settings/data/picks',
    {
      schema: {
        tags: ['settings'],
        summary: 'Records one pick of the bettor (game, their own fields, confidence in percent)',
        description:
          'confidence_level is a percent, 0-100. pick_data is a JSON object of at most 50 fields ' +
          `and 4096 bytes. An account keeps at most ${PICK_RECORDS_PER_ACCOUNT_MAX} records.`,
        body: PickRecordBody,
        response: { 200: PickRecordReply, 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const { game_id: gameId, pick_data: pickData, confidence_level: confidence } = request.body;
      const pickDataJson = JSON.stringify(pickData);
      const problem = pickRecordProblem(request.body, pickDataJson);
      if (problem) throw new BadRequest(problem);
      const pick = await inIdempotentTransaction(request, async (trx) => {
        const stored = await addPickRecord(trx, app.clock, request.account!.user.id, {
          gameId: String(gameId).trim(),
          pickDataJson,
          confidenceLevel: confidence,
        });
        if (!stored) throw new BadRequest(PICK_RECORD_MESSAGES.tooMany);
        return stored;
      });
      return { success: true as const, pick };
    },
  );

  app.get(
    '/settings/data/export',
    {
      schema: {
        tags: ['settings'],
        summary: '"Download my data": everything the account holds, as a JSON attachment',
        description:
          'Profile, preferences, favourites, My Picks, pick records, devices and security events. ' +
          'No password hash, token or code.',
        response: { 200: AccountExport, 401: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(db, app.clock, request.account!.user.id);
      if (!data) throw new NotFound('Account not found.');
      void reply.header(
        'content-disposition',
        `attachment; filename="parlay-engine-data-${data.exported_at.slice(0, 10)}.json"`,
      );
      return data;
    },
  );
};
