// The databases every API test runs against: a fresh SQLite file, and a fresh PostgreSQL schema.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Database;
  /** Drops the schema or deletes the file. */
  dispose(): Promise<void>;
}

export type DialectName = 'sqlite' | 'postgres';

let postgresProbe: Promise<boolean> | undefined;

/** Whether PostgreSQL answers; under CI=true an unreachable server is a failure, not a skip. */
export function postgresAvailable(): Promise<boolean> {
  postgresProbe ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (process.env.CI === 'true')
        throw new Error(`PostgreSQL at ${POSTGRES_URL} is required under CI: ${reason}`);
      process.stderr.write(
        `\n!!! PostgreSQL at ${POSTGRES_URL} is not reachable (${reason}).\n!!! The PostgreSQL API tests are SKIPPED. Set TEST_DATABASE_URL to run them.\n\n`,
      );
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresProbe;
}

export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-api-'));
    const database = openDatabase({ databaseUrl: null, databaseSchema: null, dataDir });
    await migrateToLatest(database);
    return {
      database,
      dispose: async () => {
        await database.close().catch(() => undefined);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // Every test file gets its own schema, so parallel runs and reruns never collide.
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const database = openDatabase({
    databaseUrl: POSTGRES_URL,
    databaseSchema: schema,
    dataDir: os.tmpdir(),
  });
  await migrateToLatest(database, schema);
  return {
    database,
    dispose: async () => {
      await database.close().catch(() => undefined);
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
