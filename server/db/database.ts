// Opens the one database of this process: a SQLite file (default, WAL) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  isPostgresUrl,
  type DatabaseTimeouts,
  type ServerConfig,
} from '../config';
import type { DB } from './tables';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema the connections work in ('public' unless configured); null on SQLite. */
  schema: string | null;
  /** Where the data lives, for the start-up banner (file path or URL without password). */
  location: string;
  close(): Promise<void>;
  /**
   * Runs work that may rightly take long (migrations) on its own connection without the statement
   * and query timeouts, which exist to bound a request's wait, not a schema change.
   */
  withoutTimeouts<T>(work: (db: Kysely<DB>) => Promise<T>): Promise<T>;
  /**
   * Hears what no request sees: an idle pooled connection lost to a database restart, a failover
   * or a pooler's idle timeout (`lost`; without a watcher it goes to stderr), and every connection
   * opened or query answered (`answered`: after an outage, the database is back).
   */
  watchConnections(watcher: ConnectionWatcher): void;
  /**
   * PostgreSQL: a new connection of its own, outside the pool, for LISTEN (the live updates'
   * fan-out, services/event-bus.ts); the caller connects and ends it. null on SQLite.
   */
  listener: (() => pg.Client) | null;
}

export interface ConnectionWatcher {
  lost(error: Error): void;
  answered(): void;
}

export const SQLITE_FILE_NAME = 'parlay-engine.sqlite';

export function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'> &
    Partial<Pick<ServerConfig, 'databaseTimeouts'>>,
): Database {
  const timeouts = config.databaseTimeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  if (config.databaseUrl && isPostgresUrl(config.databaseUrl)) {
    return openPostgres(config.databaseUrl, config.databaseSchema, timeouts);
  }
  const file = config.databaseUrl?.startsWith('file:')
    ? config.databaseUrl.slice('file:'.length)
    : path.join(config.dataDir, SQLITE_FILE_NAME);
  return openSqlite(file, timeouts);
}

function openSqlite(file: string, timeouts: DatabaseTimeouts): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process holding the write lock (a backup, the migrate CLI) makes a write wait this
  // long, then fail with SQLITE_BUSY (answered 503). The wait blocks this process's event loop.
  sqlite.pragma(`busy_timeout = ${timeouts.busyMs}`);
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    dialect: 'sqlite',
    schema: null,
    listener: null,
    location: file,
    close: () => db.destroy(),
    withoutTimeouts: (work) => work(db),
    // A SQLite file has no connection to lose.
    watchConnections: () => undefined,
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a small indexed query, and
 * the same few queries run on every request. SQLite re-prepares a cached statement by itself when
 * the schema changes. Nothing here streams results (iterate), so a statement is never busy.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const known = statements.get(text);
      if (known) return known;
      const statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

/** Pool size: enough for the request concurrency one process sees, well under max_connections. */
const POOL_SIZE = 10;
/** Idle connections close after this, so a restarted or failed-over server is met fresh. */
const POOL_IDLE_MS = 30_000;
/** The client gives up on a silent server this long after the server should have cancelled. */
const QUERY_TIMEOUT_MARGIN_MS = 2000;
/** A transaction left open (its client lost mid-way) releases its locks after this. */
const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * pg_stat_activity names our connections, so an operator (or a test) can tell this app's backends
 * from others; a schema other than public is named too. PostgreSQL keeps 63 bytes.
 */
export function applicationNameFor(schema: string | null): string {
  const name = schema && schema !== 'public' ? `parlay-engine:${schema}` : 'parlay-engine';
  return name.slice(0, 63);
}

function openPostgres(url: string, schema: string | null, timeouts: DatabaseTimeouts): Database {
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`DATABASE_SCHEMA must be a plain lower-case identifier, got "${schema}"`);
  }
  const watchers: ConnectionWatcher[] = [];
  const watcher: ConnectionWatcher = {
    lost(error) {
      if (watchers.length === 0) {
        process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
      }
      for (const each of watchers) each.lost(error);
    },
    answered() {
      for (const each of watchers) each.answered();
    },
  };
  const connection: pg.PoolConfig = {
    connectionString: url,
    application_name: applicationNameFor(schema),
    // Each connection works inside the configured schema, so tests and tenants never collide.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Opening a connection, and waiting for a free one in the pool, is bounded: a database that
    // does not answer costs a request this long, then a 503.
    connectionTimeoutMillis: timeouts.connectMs,
    // A dead peer (a failed-over host) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool({
    ...connection,
    max: POOL_SIZE,
    idleTimeoutMillis: POOL_IDLE_MS,
    ...(timeouts.statementMs > 0
      ? {
          // the server cancels a long statement (57014, answered 503) ...
          statement_timeout: timeouts.statementMs,
          // ... and the client stops waiting on a server that answers nothing at all
          query_timeout: timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS,
          idle_in_transaction_session_timeout: Math.max(
            IDLE_IN_TRANSACTION_MS,
            timeouts.statementMs * 2,
          ),
        }
      : {}),
  });
  watchPool(pool, watcher);
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: droppingBrokenClients(pool, watcher) }),
  });
  return {
    db,
    dialect: 'postgres',
    schema: schema ?? 'public',
    listener: () =>
      new pg.Client({
        connectionString: url,
        application_name: applicationNameFor(schema),
        connectionTimeoutMillis: timeouts.connectMs,
        keepAlive: true,
      }),
    location: url.replace(/:[^:@/]*@/, ':***@'),
    close: () => db.destroy(),
    async withoutTimeouts(work) {
      const single = new pg.Pool({ ...connection, max: 1 });
      watchPool(single, watcher);
      const unbounded = new Kysely<DB>({ dialect: new PostgresDialect({ pool: single }) });
      try {
        return await work(unbounded);
      } finally {
        await unbounded.destroy();
      }
    },
    watchConnections: (each) => {
      watchers.push(each);
    },
  };
}

/**
 * Without these listeners a connection that dies while idle in the pool (pg_terminate_backend, a
 * restart, a failover) emits an unhandled 'error' and ends the process. The pool has already
 * dropped such a client and opens a new one on demand, so reporting is all that is left to do.
 */
function watchPool(pool: pg.Pool, watcher: ConnectionWatcher): void {
  pool.on('error', (error) => watcher.lost(error));
  pool.on('connect', (client) => {
    // A client checked out between two queries has no pool listener; its next query fails (503).
    client.on('error', () => undefined);
    watcher.answered();
  });
}

/**
 * Kysely returns every client to the pool as healthy. A client whose query failed without an
 * answer from the server (query timeout, lost socket) may still have that query in flight, and
 * the next request would queue behind it: such a client is dropped instead of reused.
 */
function droppingBrokenClients(pool: pg.Pool, watcher: ConnectionWatcher): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      return {
        query: ((text: unknown, parameters?: unknown[]) => {
          // a cursor (streaming) passes through as it is
          if (typeof text !== 'string') return client.query(text as pg.Submittable);
          // e.g. a transaction's rollback after a timeout: it would only queue behind the lost query
          if (broken) return Promise.reject(broken);
          return client.query(text, parameters).then(
            (result) => {
              watcher.answered();
              return result;
            },
            (error: unknown) => {
              // A DatabaseError is the server's own answer: the connection is in sync, reusable.
              if (!(error instanceof pg.DatabaseError)) broken = error as Error;
              throw error;
            },
          );
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}

/** True when the database answers a trivial query within `timeoutMs`. */
export async function isReachable(db: Kysely<DB>, timeoutMs = 1500): Promise<boolean> {
  try {
    await withinDeadline(sql`select 1`.execute(db), timeoutMs);
    return true;
  } catch {
    return false;
  }
}

export class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
  }
}

/**
 * Stops waiting for `work` after `ms` (it keeps running, bounded by the pool's own timeouts). For
 * callers such as the health probe that must answer sooner than a request may wait.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(ms)), ms);
  });
  // the late outcome of abandoned work is nobody's concern, but must not be an unhandled rejection
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
