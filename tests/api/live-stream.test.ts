// GET /api/stream (issue [O]): who may open it, which events each account hears, resuming after
// Last-Event-ID, and events crossing between two server instances over PostgreSQL LISTEN/NOTIFY
// and over Redis. Every stream is read over a real socket, as a page reads it.
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { fixedClock } from '../../server/services/clock';
import type { AdminEventBody } from '../../src/api/admin-contract';
import { addAdminEvent } from '../../server/services/admin-event-writes';
import { pruneLiveEvents, LIVE_EVENTS_KEPT_MS } from '../../server/services/live-events';
import { adminEventBody } from './support/admin-event-body';
import { tokenFor } from './support/accounts';
import {
  createTestDatabase,
  POSTGRES_URL,
  postgresAvailable,
  type TestDatabase,
} from './support/databases';
import { describeApi, PINNED_NOW } from './support/harness';
import { readStream, type StreamReader } from './support/live-stream';
import { redisAvailable, REDIS_URL } from './support/redis';

const ADMIN_PASSWORD = 'Live-stream-admin-pw-1';
const favoriteOp = (id: string, key: string) => ({
  ops: [{ id, kind: 'add', key, at: PINNED_NOW - 1000 }],
});

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

describeApi('live stream', (ctx) => {
  let base = '';
  const open: StreamReader[] = [];
  const stream = (token: string, lastEventId?: number) => {
    const reader = readStream(base, token, { lastEventId });
    open.push(reader);
    return reader;
  };
  beforeAll(async () => {
    base = await listening(ctx().app);
  });
  afterEach(() => {
    for (const reader of open.splice(0)) reader.close();
    vi.unstubAllEnvs();
  });

  it('needs a signed-in caller that asks for an event stream', async () => {
    const { app, clock, dialect } = ctx();
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/stream',
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await tokenFor(app, clock, `plain-${dialect}@live.test`);
    const plain = await app.inject({
      method: 'GET',
      url: '/api/stream',
      headers: { 'x-device-token': token, accept: 'application/json' },
    });
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('text/event-stream'),
    });
  });

  it("sends a list change to the account's own pages and to no other account's", async () => {
    const { app, clock, dialect } = ctx();
    const mine = await tokenFor(app, clock, `mine-${dialect}@live.test`);
    const theirs = await tokenFor(app, clock, `theirs-${dialect}@live.test`);
    const myPage = stream(mine);
    const theirPage = stream(theirs);
    await Promise.all([myPage.opened, theirPage.opened]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/favorites/ops',
      headers: { 'x-device-token': mine },
      payload: favoriteOp('op-1', '101'),
    });
    expect(res.statusCode).toBe(200);
    const event = await myPage.next((e) => e.type === 'list');
    expect(event.data).toEqual({ list: 'favorites' });
    // their own change arrives; mine never did
    await app.inject({
      method: 'POST',
      url: '/api/favorites/ops',
      headers: { 'x-device-token': theirs },
      payload: favoriteOp('op-2', '202'),
    });
    await theirPage.next((e) => e.type === 'list');
    expect(theirPage.events.filter((e) => e.type === 'list')).toHaveLength(1);
    // a replay changes nothing and tells nobody
    await app.inject({
      method: 'POST',
      url: '/api/favorites/ops',
      headers: { 'x-device-token': mine },
      payload: favoriteOp('op-1', '101'),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(myPage.events.filter((e) => e.type === 'list')).toHaveLength(1);
  });

  it('tells every signed-in page when the admin moves the slate date', async () => {
    vi.stubEnv('ADMIN_PASSWORD', ADMIN_PASSWORD);
    const { app, clock, dialect } = ctx();
    const admin = await tokenFor(app, clock, `admin-${dialect}@live.test`, ['admin']);
    const bettor = await tokenFor(app, clock, `bettor-${dialect}@live.test`);
    const page = stream(bettor);
    await page.opened;
    const res = await app.inject({
      method: 'POST',
      url: '/api/settings/date',
      headers: { 'x-device-token': admin, 'x-admin-password': ADMIN_PASSWORD },
      payload: { date: '2026-11-25', auto_update: false },
    });
    expect(res.statusCode).toBe(200);
    const event = await page.next((e) => e.type === 'slate');
    expect(event.data).toEqual({ date: '2026-11-25', reason: 'date' });
  });

  it('resumes after Last-Event-ID with what was missed, in order, once', async () => {
    const { app, clock, dialect } = ctx();
    const token = await tokenFor(app, clock, `resume-${dialect}@live.test`);
    const first = stream(token);
    await first.opened;
    await app.inject({
      method: 'POST',
      url: '/api/favorites/ops',
      headers: { 'x-device-token': token },
      payload: favoriteOp('r-1', '11'),
    });
    const seen = await first.next((e) => e.type === 'list');
    first.close();
    // two changes while the page is away (another device's)
    for (const [id, key] of [
      ['r-2', '12'],
      ['r-3', '13'],
    ] as const) {
      await app.inject({
        method: 'POST',
        url: '/api/user_picks/ops'.replace('user_picks', 'favorites'),
        headers: { 'x-device-token': token },
        payload: favoriteOp(id, key),
      });
    }
    const back = stream(token, Number(seen.id));
    await back.next(() => back.events.length >= 2);
    const ids = back.events.map((e) => Number(e.id));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(back.events.every((e) => e.type === 'list')).toBe(true);
  });

  it('says reset when the events after the resume point are gone', async () => {
    const { app, clock, dialect } = ctx();
    const token = await tokenFor(app, clock, `reset-${dialect}@live.test`);
    await app.inject({
      method: 'POST',
      url: '/api/favorites/ops',
      headers: { 'x-device-token': token },
      payload: favoriteOp('x-1', '21'),
    });
    const later = fixedClock(PINNED_NOW + LIVE_EVENTS_KEPT_MS + 60_000);
    await pruneLiveEvents(app.database.db, later);
    await app.inject({
      method: 'POST',
      url: '/api/favorites/ops',
      headers: { 'x-device-token': token },
      payload: favoriteOp('x-2', '22'),
    });
    const page = stream(token, 1);
    const event = await page.next((e) => e.type === 'reset');
    expect(event.data).toEqual({});
  });
});

/** A second server instance on the same database, as another process would be. */
async function instance(
  database: Database,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: {
      ...readConfig(env),
      staticDir: path.join(os.tmpdir(), 'parlay-no-build'),
    },
    database,
    clock: fixedClock(PINNED_NOW),
    logger: false,
  });
  await app.ready();
  return app;
}

/**
 * Two server instances on one fresh PostgreSQL schema, each with its own pool, as two processes
 * would be; made before the describe's tests and closed after them.
 */
function twoInstancesOnOnePostgres(env: Record<string, string> = {}) {
  const made: { testDb?: TestDatabase; one?: FastifyInstance; two?: FastifyInstance } = {};
  beforeAll(async () => {
    made.testDb = await createTestDatabase('postgres');
    const second = openDatabase({
      databaseUrl: POSTGRES_URL,
      databaseSchema: made.testDb.database.schema,
      dataDir: os.tmpdir(),
    });
    made.one = await instance(made.testDb.database, env);
    made.two = await instance(second, env);
  });
  afterAll(async () => {
    await made.one?.close();
    await made.two?.close();
    await made.testDb?.dispose();
  });
  return made as Required<typeof made>;
}

const postgresReady = await postgresAvailable();
const redisReady = await redisAvailable();

describe.skipIf(!postgresReady)('live stream across two instances [postgres]', () => {
  const made = twoInstancesOnOnePostgres();

  it('a change made through one instance reaches a page on the other within 2 s (LISTEN/NOTIFY)', async () => {
    const { one, two } = made;
    const health = (await two.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health).toMatchObject({ redis: 'off', live_fan_out: ['postgres'] });
    const token = await tokenFor(one, fixedClock(PINNED_NOW), 'cross-pg@live.test');
    const page = readStream(await listening(two), token);
    try {
      await page.opened;
      const started = Date.now();
      await one.inject({
        method: 'POST',
        url: '/api/favorites/ops',
        headers: { 'x-device-token': token },
        payload: favoriteOp('c-1', '31'),
      });
      await page.next((e) => e.type === 'list', 2000);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      page.close();
    }
  });
});

describe.skipIf(!redisReady)('live stream and limits over Redis', () => {
  const prefix = `parlay-test:${randomBytes(4).toString('hex')}:`;
  let dbs: TestDatabase[] = [];
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    // two SQLite files: nothing but Redis connects the two instances
    dbs = [await createTestDatabase('sqlite'), await createTestDatabase('sqlite')];
    apps = await Promise.all(
      dbs.map((db) => instance(db.database, { REDIS_URL, REDIS_PREFIX: prefix })),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.dispose();
  });

  it('reports Redis in /api/health and carries a slate event between instances', async () => {
    vi.stubEnv('ADMIN_PASSWORD', ADMIN_PASSWORD);
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    // the link connects beside the start-up: on a loaded machine it may be ready a moment later
    await expect
      .poll(async () => (await two.inject({ method: 'GET', url: '/api/health' })).json(), {
        timeout: 10_000,
      })
      .toMatchObject({ status: 'ok', redis: 'up', live_fan_out: ['redis'] });
    const clock = fixedClock(PINNED_NOW);
    const admin = await tokenFor(one, clock, 'admin@redis-live.test', ['admin']);
    const bettor = await tokenFor(two, clock, 'bettor@redis-live.test');
    const page = readStream(await listening(two), bettor);
    try {
      await page.opened;
      await one.inject({
        method: 'POST',
        url: '/api/settings/date',
        headers: { 'x-device-token': admin, 'x-admin-password': ADMIN_PASSWORD },
        payload: { date: '2026-11-24', auto_update: false },
      });
      const event = await page.next((e) => e.type === 'slate', 2000);
      expect(event.data).toEqual({ date: '2026-11-24', reason: 'date' });
    } finally {
      page.close();
      vi.unstubAllEnvs();
    }
  });
});

describe.skipIf(!postgresReady || !redisReady)('cached picks pages over Redis [postgres]', () => {
  // a memo long enough that only an event can make instance two read the revision again
  const made = twoInstancesOnOnePostgres({
    REDIS_URL,
    REDIS_PREFIX: `parlay-test:${randomBytes(4).toString('hex')}:`,
    PICKS_REVISION_MEMO_MS: '600000',
  });

  it("a pick added through one instance is in the other's next page at once; a silent write waits", async () => {
    vi.stubEnv('ADMIN_PASSWORD', ADMIN_PASSWORD);
    const { one, two, testDb } = made;
    const clock = fixedClock(PINNED_NOW);
    const admin = await tokenFor(one, clock, 'admin@memo.test', ['admin']);
    const member = await tokenFor(one, clock, 'member@memo.test', ['member']);
    const date = '2026-11-22';
    const addThroughOne = (name: string) =>
      one.inject({
        method: 'POST',
        url: '/api/add_event',
        headers: { 'x-device-token': admin, 'x-admin-password': ADMIN_PASSWORD },
        payload: adminEventBody(['Sharp Sally'], { eventDate: date, name, player_name: name }),
      });
    const totalOnTwo = async () => {
      const res = await two.inject({
        method: 'GET',
        url: `/api/picks/summary?date=${date}&min_confidence=0`,
        headers: { 'x-device-token': member },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { total_qualified: number }).total_qualified;
    };
    try {
      expect((await addThroughOne('Memo One')).statusCode).toBe(200);
      const before = await totalOnTwo();
      expect(before).toBeGreaterThan(0);
      // written without an announcement (as the import command does): instance two keeps its
      // remembered revision, so the memo is really in use
      await addAdminEvent(
        testDb.database,
        clock,
        adminEventBody(['Sharp Sally'], {
          eventDate: date,
          name: 'Memo Silent',
          player_name: 'Memo Silent',
        }) as AdminEventBody,
        'test',
      );
      expect(await totalOnTwo()).toBe(before);
      // an admin pick through instance one announces the slate: two forgets and reads again
      expect((await addThroughOne('Memo Two')).statusCode).toBe(200);
      await expect.poll(totalOnTwo, { timeout: 2000, interval: 50 }).toBe(before + 2);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
