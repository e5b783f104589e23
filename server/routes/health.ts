// GET /api/health: is the database reachable, which version runs, which migration level it is at.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthReply } from '../../src/api/contract';
import { isReachable, withinDeadline } from '../db/database';
import { migrationLevel, type MigrationLevel } from '../db/migrate';
import { systemClock } from '../services/clock';

/**
 * A load balancer's probe must hear "down" sooner than a request would wait for the pool, so the
 * probe stops waiting after this and answers 503.
 */
export const HEALTH_PROBE_TIMEOUT_MS = 1500;

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
      const started = systemClock.now();
      const reachable = await isReachable(app.database.db, HEALTH_PROBE_TIMEOUT_MS);
      let migrations: MigrationLevel = { level: null, pending: 0 };
      let ok = false;
      if (reachable) {
        try {
          const left = Math.max(1, HEALTH_PROBE_TIMEOUT_MS - (systemClock.now() - started));
          migrations = await withinDeadline(migrationLevel(app.database), left);
          ok = migrations.pending === 0;
        } catch {
          // too slow, or never migrated: degraded either way
        }
      }
      return reply.status(ok ? 200 : 503).send({
        success: ok,
        status: ok ? 'ok' : 'degraded',
        version: app.config.version,
        database: { dialect: app.database.dialect, reachable },
        migrations,
        redis: app.live.redisState(),
        live_fan_out: app.live.fanOut(),
      });
    },
  );
};
