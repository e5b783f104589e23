// Runs the one migration set (same files for SQLite and PostgreSQL) and reports the level reached.
import {
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type DatabaseIntrospector,
} from 'kysely';
import type { Database } from './database';
import * as foundation from './migrations/0001-foundation';
import * as access from './migrations/0002-access';
import * as sports from './migrations/0003-sports';
import * as idempotency from './migrations/0004-idempotency';
import * as telemetry from './migrations/0005-telemetry';
import * as picksRevision from './migrations/0006-picks-revision';
import * as playerImages from './migrations/0007-player-images';
import * as idempotencyLease from './migrations/0008-idempotency-lease';
import * as rateLimits from './migrations/0009-rate-limits';
import * as telemetryRetention from './migrations/0010-telemetry-retention';
import * as calibrationPreferences from './migrations/0011-calibration-preferences';
import * as confidencePercent from './migrations/0012-confidence-percent';
import * as account from './migrations/0013-account';
import * as contactReferrals from './migrations/0014-contact-referrals';
import * as passkeys from './migrations/0015-passkeys';
import * as userPickRecords from './migrations/0016-user-pick-records';
import * as payments from './migrations/0017-payments';
import * as botCheck from './migrations/0018-bot-check';
import * as adminJobs from './migrations/0019-admin-jobs';
import * as marketPrices from './migrations/0020-market-prices';
import * as listEntries from './migrations/0021-list-entries';
import * as liveEvents from './migrations/0022-live-events';

/** Every migration, in order. A new issue adds its file here. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-access': access,
  '0003-sports': sports,
  '0004-idempotency': idempotency,
  '0005-telemetry': telemetry,
  '0006-picks-revision': picksRevision,
  '0007-player-images': playerImages,
  '0008-idempotency-lease': idempotencyLease,
  '0009-rate-limits': rateLimits,
  '0010-telemetry-retention': telemetryRetention,
  '0011-calibration-preferences': calibrationPreferences,
  '0012-confidence-percent': confidencePercent,
  '0013-account': account,
  '0014-contact-referrals': contactReferrals,
  '0015-passkeys': passkeys,
  '0016-user-pick-records': userPickRecords,
  '0017-payments': payments,
  '0018-bot-check': botCheck,
  '0019-admin-jobs': adminJobs,
  '0020-market-prices': marketPrices,
  '0021-list-entries': listEntries,
  '0022-live-events': liveEvents,
};

/** The level a fully migrated database reports. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? null;

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

function migratorFor(database: Database, db: Kysely<unknown>): Migrator {
  return new Migrator({
    db:
      database.dialect === 'postgres' && database.schema ? ownSchemaOnly(db, database.schema) : db,
    provider,
    // Name the schema of the bookkeeping tables: Kysely otherwise finds another schema's
    // kysely_migration table and skips creating ours.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}

/**
 * The Migrator looks for its bookkeeping tables with `db.introspection`, which on PostgreSQL reads
 * every schema's columns; a schema another process drops meanwhile (test schemas side by side)
 * fails that read. The Migrator only needs to know which tables exist in its own schema, so it
 * is given a look-up limited to that schema; everything else is the handle itself.
 */
function ownSchemaOnly(db: Kysely<unknown>, schema: string): Kysely<unknown> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => {
      const found = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return found.rows;
    },
    getTables: async () => {
      const found = await sql<{ name: string; schema: string; isView: boolean }>`
        select table_name as name, table_schema as schema, table_type = 'VIEW' as "isView"
        from information_schema.tables where table_schema = ${schema}`.execute(db);
      return found.rows.map((table) => ({ ...table, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods use private fields: they run on the handle itself, not on this proxy
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface MigrationLevel {
  level: string | null;
  pending: number;
}

export async function migrateToLatest(
  database: Database,
  schema: string | null = null,
): Promise<MigrationLevel> {
  // A migration may rewrite a large table: it runs without the per-request statement timeouts.
  await database.withoutTimeouts(async (unbounded) => {
    const db = unbounded as unknown as Kysely<unknown>;
    // Several processes starting at once on one PostgreSQL database (issue [O]): the first takes
    // this session lock and migrates, the others wait for it and then find nothing pending. It is
    // taken before the schema is created (two `create schema if not exists` at once collide) and
    // is per schema, so test schemas side by side never wait for each other.
    const lockKey = `parlay-engine migrations ${schema ?? 'public'}`;
    const postgres = database.dialect === 'postgres';
    if (postgres) await sql`select pg_advisory_lock(hashtext(${lockKey}))`.execute(db);
    try {
      if (postgres && schema) {
        await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
      }
      const { error, results } = await migratorFor(database, db).migrateToLatest();
      const failed = results?.find((r) => r.status === 'Error');
      if (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
      }
    } finally {
      // a lost connection has released the lock already: the migration's own error is the one told
      if (postgres)
        await sql`select pg_advisory_unlock(hashtext(${lockKey}))`
          .execute(db)
          .catch(() => undefined);
    }
  });
  return migrationLevel(database);
}

/**
 * Which migrations this database has run, read straight from Kysely's bookkeeping table: the
 * Migrator's own getMigrations() re-checks the schema on every call, which is slow on PostgreSQL
 * and this runs on every health check.
 */
export async function migrationLevel(database: Database): Promise<MigrationLevel> {
  const db = database.db as unknown as Kysely<{ kysely_migration: { name: string } }>;
  const scoped = database.schema ? db.withSchema(database.schema) : db;
  const rows = await scoped.selectFrom('kysely_migration').select('name').execute();
  const executed = new Set(rows.map((row) => row.name));
  const known = Object.keys(MIGRATIONS).sort();
  const ran = known.filter((name) => executed.has(name));
  return { level: ran.at(-1) ?? null, pending: known.length - ran.length };
}
