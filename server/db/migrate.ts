// Runs the one migration set (same files for SQLite and PostgreSQL) and reports the level reached.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import * as foundation from './migrations/0001-foundation';

/** Every migration, in order. A new issue adds its file here. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

function migratorFor(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider });
}

export interface MigrationLevel {
  level: string | null;
  pending: number;
}

export async function migrateToLatest(
  database: Database,
  schema: string | null = null,
): Promise<MigrationLevel> {
  const db = database.db as unknown as Kysely<unknown>;
  if (database.dialect === 'postgres' && schema) {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  }
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return migrationLevel(database);
}

export async function migrationLevel(database: Database): Promise<MigrationLevel> {
  const migrations = await migratorFor(database.db as unknown as Kysely<unknown>).getMigrations();
  const executed = migrations.filter((m) => m.executedAt !== undefined);
  return {
    level: executed.at(-1)?.name ?? null,
    pending: migrations.length - executed.length,
  };
}
