// Opens the one database of this process: a SQLite file (default, WAL) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { isPostgresUrl, type ServerConfig } from '../config';
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
}

export const SQLITE_FILE_NAME = 'parlay-engine.sqlite';

export function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): Database {
  if (config.databaseUrl && isPostgresUrl(config.databaseUrl)) {
    return openPostgres(config.databaseUrl, config.databaseSchema);
  }
  const file = config.databaseUrl?.startsWith('file:')
    ? config.databaseUrl.slice('file:'.length)
    : path.join(config.dataDir, SQLITE_FILE_NAME);
  return openSqlite(file);
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', schema: null, location: file, close: () => db.destroy() };
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

function openPostgres(url: string, schema: string | null): Database {
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`DATABASE_SCHEMA must be a plain lower-case identifier, got "${schema}"`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Each connection works inside the configured schema, so tests and tenants never collide.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    schema: schema ?? 'public',
    location: url.replace(/:[^:@/]*@/, ':***@'),
    close: () => db.destroy(),
  };
}

/** True when the database answers a trivial query. */
export async function isReachable(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
