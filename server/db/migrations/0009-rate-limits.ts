// Migration 0009: where each account has signed in from, so a recent address is spared the
// account-wide sign-in limit that throttles unknown origins (issue [H], item 3).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per (account, address) that completed a sign-in (both factors); last_at is refreshed
  // on every success, and rows older than the "recent" period no longer count (and are pruned).
  await db.schema
    .createTable('sign_in_origins')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_origins_pk', ['user_id', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_origins').ifExists().execute();
}
