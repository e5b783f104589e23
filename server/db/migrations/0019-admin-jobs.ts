// Migration 0019 (issue [L]): the admin's background jobs (the confidence refresh) as rows claimed
// under a lease, and the value before each recorded confidence change.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('scope_key', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('graded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('heartbeat_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One live job per kind and scope, enforced by the database: two starts at once cannot both win.
  await sql`create unique index admin_jobs_live_scope on admin_jobs (kind, scope_key)
    where status in ('pending', 'running')`.execute(db);
  // The claim and the sweep look for pending jobs and running ones whose lease ran out.
  await db.schema
    .createIndex('admin_jobs_claim')
    .on('admin_jobs')
    .columns(['status', 'lease_expires_at'])
    .execute();
  await db.schema
    .alterTable('confidence_history')
    .addColumn('previous_confidence_percent', 'double precision')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('confidence_history')
    .dropColumn('previous_confidence_percent')
    .execute();
  await db.schema.dropTable('admin_jobs').ifExists().execute();
}
