// Migration 0010: the daily telemetry quotas (issue [H], item 8): all anonymous callers together,
// and each account; retention needs only the received_at index 0005 already made.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per UTC day and caller ('anonymous', or 'user:<id>'): how many events were stored.
  // Taking from it is one conditional UPDATE, so concurrent batches and several processes never
  // overshoot the cap.
  await db.schema
    .createTable('telemetry_quota')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('caller', 'text', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('telemetry_quota_pk', ['day', 'caller'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telemetry_quota').ifExists().execute();
}
