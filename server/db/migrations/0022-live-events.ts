// Migration 0022 (issue [O]): the log of live updates the event stream sends (GET /api/stream).
// Every server process writes the events it publishes here before fanning them out, so a page
// that reconnects to any process resumes after the last id it saw (Last-Event-ID). Rows are kept
// a short while (services/live-events.ts prunes them).
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('live_events'))
    // null: every signed-in page; else only this account's pages
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // 'slate' | 'list'
    .addColumn('kind', 'text', (c) => c.notNull())
    // the event's fields (JSON)
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_events_created')
    .on('live_events')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
