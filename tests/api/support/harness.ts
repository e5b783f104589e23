// Runs a block of API tests once per database dialect with a real app instance and a pinned clock.
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppDependencies } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { fixedClock } from '../../../server/services/clock';
import {
  createTestDatabase,
  postgresAvailable,
  type DialectName,
  type TestDatabase,
} from './databases';

/** 2026-11-22 20:00 UTC: noon in California on Sunday the 22nd. */
export const PINNED_NOW = Date.UTC(2026, 10, 22, 20, 0, 0);

export interface ApiContext {
  app: FastifyInstance;
  clock: ReturnType<typeof fixedClock>;
  dialect: DialectName;
}

const postgresReady = await postgresAvailable();

/**
 * describe() that runs `body` for SQLite and for PostgreSQL. The context getter is only valid
 * inside tests and hooks.
 */
export function describeApi(
  name: string,
  body: (ctx: () => ApiContext) => void,
  options: {
    staticDir?: string;
    beforeReady?: (app: FastifyInstance) => void;
    /** Providers to inject (e.g. a payment provider pointed at a local fake), given the clock. */
    deps?: (
      clock: ReturnType<typeof fixedClock>,
    ) => Partial<Pick<AppDependencies, 'paymentProvider' | 'botCheck'>>;
  } = {},
): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const skip = dialect === 'postgres' && !postgresReady;
    describe.skipIf(skip)(`${name} [${dialect}]`, () => {
      let testDb: TestDatabase | undefined;
      let context: ApiContext | undefined;
      beforeAll(async () => {
        testDb = await createTestDatabase(dialect);
        const clock = fixedClock(PINNED_NOW);
        const config = {
          ...readConfig({}),
          staticDir: options.staticDir ?? path.join(os.tmpdir(), 'parlay-no-build'),
        };
        const app = await buildApp({
          config,
          database: testDb.database,
          clock,
          logger: false,
          ...options.deps?.(clock),
        });
        options.beforeReady?.(app);
        await app.ready();
        context = { app, clock, dialect };
      });
      afterAll(async () => {
        // app.close() closes the database through its onClose hook
        await context?.app.close();
        await testDb?.dispose();
      });
      body(() => {
        if (!context) throw new Error('API context used outside a test');
        return context;
      });
    });
  }
}
