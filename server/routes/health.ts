// GET /api/health: is the database reachable, which version runs, which migration level it is at.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthReply } from '../../src/api/contract';
import { isReachable } from '../db/database';
import { migrationLevel } from '../db/migrate';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: database, version, migration level',
        response: { 200: HealthReply, 503: HealthReply },
      },
    },
    async (_request, reply) => {
      const reachable = await isReachable(app.database.db);
      const migrations = reachable
        ? await migrationLevel(app.database)
        : { level: null, pending: 0 };
      const ok = reachable && migrations.pending === 0;
      return reply.status(ok ? 200 : 503).send({
        success: ok,
        status: ok ? 'ok' : 'degraded',
        version: app.config.version,
        database: { dialect: app.database.dialect, reachable },
        migrations,
      });
    },
  );
};
