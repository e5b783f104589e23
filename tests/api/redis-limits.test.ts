// Rate limits on Redis (issue [O]): with REDIS_URL set the atomic limits count in Redis, so two
// server instances that share nothing else hold one limit exactly under a concurrent burst; with
// Redis unreachable the database counts them and the server keeps answering, saying so in
// /api/health.
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { fixedClock } from '../../server/services/clock';
import { giveBack, takeSlot, type WindowLimit } from '../../server/services/rate-limits';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { PINNED_NOW } from './support/harness';
import { redisAvailable, REDIS_URL } from './support/redis';

const clock = fixedClock(PINNED_NOW);
const TEN_PER_MINUTE: WindowLimit[] = [{ max: 10, windowMs: 60_000 }];

async function instance(database: Database, env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...readConfig(env), staticDir: path.join(os.tmpdir(), 'parlay-no-build') },
    database,
    clock,
    logger: false,
  });
  await app.ready();
  return app;
}

async function storedEvents(app: FastifyInstance): Promise<number> {
  const row = await app.database.db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const redisReady = await redisAvailable();

describe.skipIf(!redisReady)('rate limits on Redis', () => {
  const prefix = `parlay-test:${randomBytes(4).toString('hex')}:`;
  let dbs: TestDatabase[] = [];
  let apps: FastifyInstance[] = [];
  let redis: Redis;
  beforeAll(async () => {
    dbs = [await createTestDatabase('sqlite'), await createTestDatabase('sqlite')];
    apps = await Promise.all(
      dbs.map((db) => instance(db.database, { REDIS_URL, REDIS_PREFIX: prefix })),
    );
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.dispose();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('two instances sharing only Redis let exactly the limit through a burst of 40', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const taken = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        takeSlot((i % 2 ? one : two).rateLimits, clock, 'burst:account-7', TEN_PER_MINUTE),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await redis.zcard(`${prefix}rate:burst:account-7`)).toBe(10);
    // counted in Redis, not in either database
    expect(await storedEvents(one)).toBe(0);
    expect(await storedEvents(two)).toBe(0);
  });

  it('a give-back through one instance frees a slot for the other', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    for (let i = 0; i < 10; i++) await takeSlot(one.rateLimits, clock, 'give:1', TEN_PER_MINUTE);
    expect(await takeSlot(two.rateLimits, clock, 'give:1', TEN_PER_MINUTE)).toBe(false);
    await giveBack(one.rateLimits, clock, 'give:1');
    expect(await takeSlot(two.rateLimits, clock, 'give:1', TEN_PER_MINUTE)).toBe(true);
    expect(await takeSlot(two.rateLimits, clock, 'give:1', TEN_PER_MINUTE)).toBe(false);
  });

  it('a window slides: slots come back once the oldest events age out', async () => {
    const [one] = apps as [FastifyInstance];
    for (let i = 0; i < 10; i++) await takeSlot(one.rateLimits, clock, 'slide:1', TEN_PER_MINUTE);
    expect(await takeSlot(one.rateLimits, clock, 'slide:1', TEN_PER_MINUTE)).toBe(false);
    const later = fixedClock(PINNED_NOW + 60_001);
    expect(await takeSlot(one.rateLimits, later, 'slide:1', TEN_PER_MINUTE)).toBe(true);
  });
});

describe('rate limits while Redis is unreachable', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    // nothing listens on port 1: every Redis command fails at once
    app = await instance(db.database, { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'x:' });
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('counts in the database, holds the limit and says so in /api/health', async () => {
    const taken = await Promise.all(
      Array.from({ length: 25 }, () =>
        takeSlot(app.rateLimits, clock, 'down:account-1', TEN_PER_MINUTE),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await storedEvents(app)).toBe(10);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', redis: 'down' });
  });
});
