// Migration 0011 (issue [I], items 3 and 4): the fitted mapping from confidence to observed win
// rate, per source, with its date and sample size; and each bettor's staking preferences.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per source ('all', 'experts', 'algorithm'); a refit replaces them in one transaction.
  await db.schema
    .createTable('probability_calibrations')
    .addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('method', 'text', (c) => c.notNull())
    // JSON list of {confidence (0-100), probability (0-1), picks}, ascending
    .addColumn('points', 'text', (c) => c.notNull())
    .addColumn('sample_size', 'integer', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull())
    .addColumn('fitted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    // JSON object of the bettor's preferences (src/domain/parlay/bettor-preferences.ts), checked on write
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_preferences').ifExists().execute();
  await db.schema.dropTable('probability_calibrations').ifExists().execute();
}
