// Several server processes starting at once on one PostgreSQL database (issue [O] item 2): the
// migrations run once, every process waits until the schema is current, and none fails. Kysely's
// Migrator holds a lock row (SELECT … FOR UPDATE on kysely_migration_lock) for the whole run, so
// a second process waits and then finds nothing pending.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { LATEST_MIGRATION, migrateToLatest } from '../../server/db/migrate';
import { POSTGRES_URL, postgresAvailable } from './support/databases';

const PROCESSES = 4;

it.skipIf(!(await postgresAvailable()))(
  'runs the migrations once when four processes start together on PostgreSQL',
  async () => {
    const schema = `t_once_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const databases = Array.from({ length: PROCESSES }, () =>
      openDatabase({ databaseUrl: POSTGRES_URL, databaseSchema: schema, dataDir: os.tmpdir() }),
    );
    try {
      const levels = await Promise.all(databases.map((db) => migrateToLatest(db, schema)));
      expect(levels).toEqual(databases.map(() => ({ level: LATEST_MIGRATION, pending: 0 })));
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        const ran = await client.query<{ name: string; n: string }>(
          `select name, count(*) as n from ${schema}.kysely_migration group by name`,
        );
        expect(ran.rows.length).toBeGreaterThan(20);
        expect(ran.rows.every((row) => Number(row.n) === 1)).toBe(true);
        // the tables exist once (a second run of 0001 would have failed on them)
        const users = await client.query(`select count(*) from ${schema}.users`);
        expect(Number(users.rows[0].count)).toBe(0);
      } finally {
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
    } finally {
      await Promise.all(databases.map((db) => db.close().catch(() => undefined)));
    }
  },
  60_000,
);

it.skipIf(!(await postgresAvailable()))(
  'migrates while other schemas are created and dropped beside it (test schemas, side by side)',
  async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    let churning = true;
    // another suite's schemas come and go as this one starts: Kysely's look-up for its
    // bookkeeping table reads every schema's tables and must not fail on one dropped meanwhile
    const churn = (async () => {
      for (let i = 0; churning; i += 1) {
        const other = `t_churn_${randomBytes(4).toString('hex')}`;
        await client.query(
          `create schema ${other}; create table ${other}.rows (id serial primary key, a int, b text)`,
        );
        await client.query(`drop schema ${other} cascade`);
      }
    })();
    const schemas: string[] = [];
    try {
      for (let run = 0; run < 6; run += 1) {
        const schema = `t_beside_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
        schemas.push(schema);
        const db = openDatabase({
          databaseUrl: POSTGRES_URL,
          databaseSchema: schema,
          dataDir: os.tmpdir(),
        });
        try {
          expect(await migrateToLatest(db, schema)).toEqual({
            level: LATEST_MIGRATION,
            pending: 0,
          });
        } finally {
          await db.close().catch(() => undefined);
        }
      }
    } finally {
      churning = false;
      await churn.catch(() => undefined);
      for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  },
  120_000,
);
