// The admin's confidence refresh: POST /api/admin/refresh-confidence starts a job (a database row
// that one process claims), GET /api/admin/refresh-confidence/{job_id} polls it. Admin role and the
// X-Admin-Password header (the admin subtree).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminRefusedReply } from '../../src/api/admin-contract';
import {
  JobIdParams,
  RefreshConflictReply,
  RefreshPollReply,
  RefreshStartBody,
  RefreshStartReply,
} from '../../src/api/confidence-contract';
import { ErrorReply } from '../../src/api/contract';
import { isRealCalendarDate } from '../../src/domain/time/calendar-date';
import {
  REFRESH_DATE_ERROR,
  REFRESH_MESSAGES,
  REFRESH_WORKERS_DEFAULT,
} from '../../src/domain/admin/confidence-refresh';
import { handicapperIdFromName } from '../../src/domain/handicappers/handicappers';
import { confidenceRefreshRunner } from '../jobs/confidence-refresh-runner';
import {
  createRefreshJob,
  JobAlreadyRunning,
  jobReply,
  readJob,
} from '../services/confidence-refresh-jobs';

export const adminRefreshRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const runner = confidenceRefreshRunner({
    database: app.database,
    clock: app.clock,
    log: app.log,
    completed: () => app.live.slateMoved('confidence'),
  });
  app.addHook('onClose', async () => runner.stop());

  app.post(
    '/admin/refresh-confidence',
    {
      schema: {
        tags: ['admin'],
        summary: 'Start a confidence refresh job (grade, recompute, record history, recalibrate)',
        description:
          'Scope: one event date, one expert, or every pick. One live job per scope: a second ' +
          'start answers 409 with the running job_id. The job survives a crash: its lease runs ' +
          'out and another process picks it up (or, after 3 tries, fails it with the reason).',
        body: RefreshStartBody,
        response: {
          200: RefreshStartReply,
          400: ErrorReply,
          401: ErrorReply,
          403: AdminRefusedReply,
          409: RefreshConflictReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const date = body.date?.trim() || null;
      if (date !== null && !isRealCalendarDate(date)) {
        return reply.status(400).send({ success: false, message: REFRESH_DATE_ERROR });
      }
      const expert = (body.expert ?? body.expert_name)?.trim() || null;
      let expertId: number | null = null;
      if (expert !== null) {
        const known = await app.database.db
          .selectFrom('experts')
          .select(['id', 'name'])
          .where('id', '=', handicapperIdFromName(expert))
          .executeTakeFirst();
        if (!known) {
          return reply
            .status(400)
            .send({ success: false, message: `No expert named "${expert}" has picks to refresh.` });
        }
        expertId = Number(known.id);
      }
      const workers = body.workers ?? REFRESH_WORKERS_DEFAULT;
      try {
        const job = await createRefreshJob(app.database.db, app.clock, {
          date,
          expert,
          expertId,
          workers,
        });
        request.log.info({ jobId: job.id, date, expert, workers }, 'confidence refresh started');
        // this process claims it at once; another process's sweeper would too, whichever is first
        void runner.kick();
        return {
          success: true as const,
          job_id: job.id,
          message: REFRESH_MESSAGES.started,
          status: 'pending' as const,
          job: jobReply(job),
        };
      } catch (error) {
        if (!(error instanceof JobAlreadyRunning)) throw error;
        const scope = [date ? `date ${date}` : 'every date', expert ? `expert ${expert}` : null]
          .filter(Boolean)
          .join(', ');
        return reply.status(409).send({
          success: false as const,
          job_id: error.jobId,
          message: `A confidence refresh for ${scope} is already running (job ${error.jobId}). Wait for it to finish.`,
        });
      }
    },
  );

  app.get(
    '/admin/refresh-confidence/:job_id',
    {
      schema: {
        tags: ['admin'],
        summary: "A refresh job's status and counts (poll every 2 s until isComplete)",
        params: JobIdParams,
        response: {
          200: RefreshPollReply,
          401: ErrorReply,
          403: AdminRefusedReply,
          404: ErrorReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const row = await readJob(app.database.db, request.params.job_id);
      if (!row) {
        return reply
          .status(404)
          .send({ success: false, message: `No refresh job ${request.params.job_id}.` });
      }
      const job = jobReply(row);
      return {
        success: true as const,
        isComplete: job.status === 'completed' || job.status === 'failed',
        error: job.status === 'failed' ? (job.error ?? REFRESH_MESSAGES.jobFailed) : null,
        data: job,
        job,
      };
    },
  );
};
