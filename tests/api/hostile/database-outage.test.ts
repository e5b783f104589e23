// Database outages: PostgreSQL backends killed under the server, PostgreSQL black-holed behind a
// proxy, a SQLite write lock held by another connection. The server answers 503 fast and recovers.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  readConfig,
  type DatabaseTimeouts,
} from '../../../server/config';
import {
  applicationNameFor,
  openDatabase,
  SQLITE_FILE_NAME,
  type Database,
} from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { databaseTrouble } from '../../../server/plugins/errors';
import { fixedClock } from '../../../server/services/clock';
import { tokenFor } from '../support/accounts';
import { POSTGRES_URL, postgresAvailable } from '../support/databases';
import { PINNED_NOW } from '../support/harness';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const postgresReady = await postgresAvailable();

/**
 * Short bounds keep the file fast; the defaults (5 s / 10 s / 5 s) are the same mechanism. The
 * connect timeout stays above the health probe's 1.5 s, so the probe's own deadline is what counts.
 */
const TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, statementMs: 1000, busyMs: 200 };
const UNAVAILABLE = 'The database is not answering. Please try again shortly.';

interface Served {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  /** Log lines at warn and above, parsed. */
  warnings: Array<{ level: number; msg: string; source?: string; stack?: string; err?: unknown }>;
}

async function serve(database: Database): Promise<Served> {
  const warnings: Served['warnings'] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        warnings.push(JSON.parse(line) as Served['warnings'][number]);
      }
      done();
    },
  });
  const clock = fixedClock(PINNED_NOW);
  const config = {
    ...readConfig({}),
    databaseTimeouts: TIMEOUTS,
    staticDir: path.join(os.tmpdir(), 'parlay-no-build'),
  };
  const logger = { level: 'warn', stream };
  const app = await buildApp({ config, database, clock, logger });
  await app.ready();
  return { app, database, clock, warnings };
}

/** A 503 as the contract promises it: JSON message, Retry-After, nothing else. */
function expectUnavailable(response: LightMyRequestResponse, message = UNAVAILABLE): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(response.json()).toEqual({ success: false, message });
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe.skipIf(!postgresReady)('database outage [postgres]', () => {
  const schema = `t_outage_${randomBytes(4).toString('hex')}`;
  let proxy: TcpProxy;
  let admin: pg.Client;
  let served: Served;
  let token: string;

  beforeAll(async () => {
    const target = new URL(POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(POSTGRES_URL);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const database = openDatabase({
      databaseUrl: viaProxy.toString(),
      databaseSchema: schema,
      dataDir: os.tmpdir(),
      databaseTimeouts: TIMEOUTS,
    });
    await migrateToLatest(database, schema);
    served = await serve(database);
    token = await tokenFor(served.app, served.clock, 'outage@example.com', ['member']);
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  });

  afterAll(async () => {
    proxy?.resume();
    await served?.app.close();
    await proxy?.close();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  const slateDate = () => served.app.inject({ method: 'GET', url: '/api/settings/date' });
  const signedInPicks = () =>
    served.app.inject({ method: 'GET', url: '/api/picks', headers: { 'x-device-token': token } });

  /** What pg_terminate_backend does in a restart or failover, to this app's backends only. */
  async function terminateOurBackends(): Promise<number> {
    const { rows } = await admin.query<{ killed: string }>(
      `select count(*) as killed from (
         select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and pid <> pg_backend_pid()) terminated`,
      [applicationNameFor(schema)],
    );
    return Number(rows[0]?.killed ?? 0);
  }

  it('names its connections and bounds their statements on the server', async () => {
    await slateDate();
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where application_name = $1',
      [applicationNameFor(schema)],
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    const { db } = served.database;
    const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
    expect(shown.rows[0]?.statement_timeout).toBe('1s');
    // a statement past the limit is cancelled by the server (57014), which is answered 503
    const slow = await sql`select pg_sleep(3)`.execute(db).catch((error: unknown) => error);
    expect(slow).toMatchObject({ code: '57014' });
    expect(databaseTrouble(slow)).toBe('slow');
  });

  it('survives 5 rounds of its backends being terminated and recovers within 5 s', async () => {
    served.warnings.length = 0;
    for (let round = 1; round <= 5; round += 1) {
      // several pooled connections; odd rounds kill them under a burst of requests, even rounds
      // while all sit idle in the pool (the case that used to end the process)
      const warm = await Promise.all(Array.from({ length: 6 }, slateDate));
      expect(warm.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const underLoad = round % 2 === 1;
      const inFlight = underLoad
        ? Array.from({ length: 6 }, (_, i) => (i % 2 ? slateDate() : signedInPicks()))
        : [];
      expect(await terminateOurBackends()).toBeGreaterThan(0);
      const answers = await Promise.all(inFlight);
      if (!underLoad) await new Promise((resolve) => setTimeout(resolve, 200));

      const started = performance.now();
      const polled: LightMyRequestResponse[] = [];
      for (;;) {
        expect(performance.now() - started).toBeLessThan(5000);
        const pair = await Promise.all([slateDate(), signedInPicks()]);
        polled.push(...pair);
        if (pair.every((answer) => answer.statusCode === 200)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // what fails, fails cleanly: requests in flight, and those that meet a connection whose
      // termination notice is still on its way (a few, within the first ~100 ms)
      for (const answer of [...answers, ...polled]) {
        if (answer.statusCode !== 200) expectUnavailable(answer);
      }
      expect(polled.filter((answer) => answer.statusCode !== 200).length).toBeLessThanOrEqual(6);
    }
    const health = await served.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // lost idle connections are a warning, not an error, and no request was a logged 500
    expect(served.warnings).toContainEqual(
      expect.objectContaining({ level: 40, source: 'idle connection', code: '57P01' }),
    );
    expect(served.warnings.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('a keyed write cut off mid-way answers the same clean 503, in bounded time', async () => {
    // the write waits on a lock, then the database goes silent under it
    await admin.query('begin');
    await admin.query(`lock table ${schema}.list_entries in access exclusive mode`);
    try {
      const pending = timed(() =>
        served.app.inject({
          method: 'POST',
          url: '/api/favorites',
          headers: { 'x-device-token': token, 'idempotency-key': 'cut-off-write-1' },
          payload: { favorites: [1] },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      proxy.blackHole();
      const { result, ms } = await pending;
      // the lost statement is given up, then releasing the key fails at the connect timeout
      expectUnavailable(result);
      expect(ms).toBeLessThan(TIMEOUTS.statementMs + 2000 + TIMEOUTS.connectMs + 1500);
    } finally {
      proxy.resume();
      await admin.query('rollback');
    }
  });

  it('black-holed: health 503 within 2 s, every call a fast 503, recovery within 5 s', async () => {
    // a pool with idle connections, as in production
    await Promise.all(Array.from({ length: 4 }, slateDate));
    served.warnings.length = 0;
    proxy.blackHole();

    // more calls than the pool holds: some meet an idle connection, some wait for a new one
    const [health, ...calls] = await Promise.all([
      timed(() => served.app.inject({ method: 'GET', url: '/api/health' })),
      ...Array.from({ length: 12 }, (_, i) => timed(i % 2 ? slateDate : signedInPicks)),
    ]);
    expect(health!.result.statusCode).toBe(503);
    expect(health!.result.json()).toMatchObject({ database: { reachable: false } });
    expect(health!.ms).toBeLessThan(2000);
    // a sent query is given up statementMs + 2 s later; a connection attempt after connectMs
    for (const call of calls) {
      expectUnavailable(call.result);
      expect(call.ms).toBeLessThan(TIMEOUTS.statementMs + 2000 + 1000);
    }
    // with the silent connections dropped, a call now fails at the connect timeout
    const later = await timed(slateDate);
    expectUnavailable(later.result);
    expect(later.ms).toBeLessThan(TIMEOUTS.connectMs + 1000);

    // one warning for the outage, without a stack per request
    const outageLines = served.warnings.filter((line) => /database/.test(line.msg));
    expect(outageLines).toHaveLength(1);
    expect(outageLines[0]).toMatchObject({ level: 40 });
    expect(outageLines[0]?.stack ?? outageLines[0]?.err).toBeUndefined();
    expect(served.warnings.filter((line) => line.level >= 50)).toEqual([]);

    proxy.resume();
    const started = performance.now();
    let healthy = false;
    while (!healthy) {
      expect(performance.now() - started).toBeLessThan(5000);
      const probe = await served.app.inject({ method: 'GET', url: '/api/health' });
      healthy = probe.statusCode === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await slateDate()).statusCode).toBe(200);
    expect((await signedInPicks()).statusCode).toBe(200);
  });
});

describe('database outage [sqlite]', () => {
  let dataDir: string;
  let served: Served;
  let token: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-outage-'));
    const database = openDatabase({
      databaseUrl: null,
      databaseSchema: null,
      dataDir,
      databaseTimeouts: TIMEOUTS,
    });
    await migrateToLatest(database);
    served = await serve(database);
    token = await tokenFor(served.app, served.clock, 'busy@example.com');
  });

  afterAll(async () => {
    await served?.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const saveFavorites = (favorites: number[]) =>
    served.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { 'x-device-token': token, 'idempotency-key': `fav-${favorites.join('-')}-key` },
      payload: { favorites },
    });

  it('answers a write 503 while another process holds the write lock, and works after', async () => {
    const other = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      other.exec('BEGIN EXCLUSIVE');
      const blocked = await timed(() => saveFavorites([3, 4]));
      expectUnavailable(blocked.result, 'The database is busy. Please try again shortly.');
      expect(blocked.ms).toBeLessThan(TIMEOUTS.busyMs * 4 + 1000);
      // reads go on in WAL mode
      const read = await served.app.inject({
        method: 'GET',
        url: '/api/favorites',
        headers: { 'x-device-token': token },
      });
      expect(read.json()).toMatchObject({ favorites: [] });
      other.exec('COMMIT');
    } finally {
      other.close();
    }
    // the same write, replayed with its key as the outbox does, now lands once
    const retried = await saveFavorites([3, 4]);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ favorites: [3, 4] });
  });
});

describe('database trouble, told apart from bugs', () => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('classes outage, timeout and contention errors as 503 and leaves the rest alone', async () => {
    const refused = await new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/x' })
      .connect()
      .catch((error: unknown) => error);
    expect(databaseTrouble(refused)).toBe('unavailable');
    expect(databaseTrouble(new Error('timeout exceeded when trying to connect'))).toBe(
      'unavailable',
    );
    expect(databaseTrouble(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseTrouble(new Error('Query read timeout'))).toBe('unavailable');
    expect(databaseTrouble(coded('terminating connection', '57P01'))).toBe('unavailable');
    expect(databaseTrouble(coded('the database system is starting up', '57P03'))).toBe(
      'unavailable',
    );
    expect(databaseTrouble(coded('canceling statement due to statement timeout', '57014'))).toBe(
      'slow',
    );
    expect(databaseTrouble(coded('database is locked', 'SQLITE_BUSY'))).toBe('busy');
    expect(databaseTrouble(coded('database table is locked', 'SQLITE_LOCKED'))).toBe('busy');
    // wrapped by the code that met it
    expect(databaseTrouble(new Error('could not save', { cause: refused }))).toBe('unavailable');
    // a bug or a constraint stays what it is
    expect(databaseTrouble(coded('duplicate key value', '23505'))).toBeNull();
    expect(
      databaseTrouble(coded('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')),
    ).toBeNull();
    expect(
      databaseTrouble(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBeNull();
  });
});

describe('database timeouts in the configuration', () => {
  it('defaults to bounded waits and refuses a value that is not a duration', () => {
    expect(readConfig({}).databaseTimeouts).toEqual(DEFAULT_DATABASE_TIMEOUTS);
    expect(DEFAULT_DATABASE_TIMEOUTS).toEqual({
      connectMs: 5000,
      statementMs: 10_000,
      busyMs: 5000,
    });
    expect(readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseTimeouts.statementMs).toBe(0);
    expect(() => readConfig({ DATABASE_CONNECT_TIMEOUT_MS: '5s' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS must be an integer number of milliseconds/,
    );
  });
});
