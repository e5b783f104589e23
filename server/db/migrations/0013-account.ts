// Migration 0013 (issue [J]): the account's security events: sign-ins, code sends, failed
// attempts, password / email / phone changes, device sign-outs, passkeys. Newest first per account.
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('security_events'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // one of SECURITY_EVENT_KINDS (server/services/security-events.ts)
    .addColumn('kind', 'text', (c) => c.notNull())
    // the caller's address as the server saw it (request.clientAddress), masked when shown
    .addColumn('address', 'text')
    // the User-Agent header as sent, cut to 300 characters; device and browser are derived when shown
    .addColumn('user_agent', 'text')
    .addColumn('device_id', 'text')
    // JSON object with the kind's details (never a secret), or null
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // the Security tab pages by id, newest first (ids grow with time; a pinned clock ties times)
  await db.schema
    .createIndex('security_events_user_id')
    .on('security_events')
    .columns(['user_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('security_events_created')
    .on('security_events')
    .column('created_at')
    .execute();
  // The Security tab names each signed-in device by its browser: the User-Agent it signed in with
  // (cut to 300 characters), null on tokens issued before this migration.
  await db.schema.alterTable('device_tokens').addColumn('user_agent', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_tokens').dropColumn('user_agent').execute();
  await db.schema.dropTable('security_events').ifExists().execute();
}
