// Migration 5: picks telemetry events sent by the client's buffer (beacon or keepalive fetch).
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('telemetry_events'))
    // null for anonymous callers; the events stay when an account is deleted, without the link
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('event', 'text', (c) => c.notNull())
    // the client's clock, ms since the epoch (double: bigint would come back as text from pg)
    .addColumn('client_ts', 'double precision', (c) => c.notNull())
    // JSON text, or null when the event carried no payload
    .addColumn('payload', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('telemetry_events_received')
    .on('telemetry_events')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telemetry_events').ifExists().execute();
}
