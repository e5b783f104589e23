// Migration 2 (access): sign-in/sign-up attempts, one-time codes, email links, rate events and the
// message outbox the default SMS and email providers write to.
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A sign-up or password sign-in in progress; the browser holds its secret in an httpOnly cookie.
  await idColumn(db, db.schema.createTable('auth_attempts'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text')
    .addColumn('phone_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();

  // Six-digit codes, hashed, bound to the attempt that issued them.
  await idColumn(db, db.schema.createTable('one_time_codes'))
    .addColumn('attempt_id', 'integer', (c) =>
      c.notNull().references('auth_attempts.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('one_time_codes_attempt')
    .on('one_time_codes')
    .column('attempt_id')
    .execute();

  // Single-use links sent by email (verify the address).
  await idColumn(db, db.schema.createTable('email_links'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  // One row per counted event (a code sent, a failed sign-in); limits count rows in a window, so
  // every process behind a load balancer sees the same numbers.
  await idColumn(db, db.schema.createTable('rate_events'))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_events_bucket_at')
    .on('rate_events')
    .columns(['bucket', 'at'])
    .execute();

  // What the outbox providers "sent": read by the developer (log) and the e2e tests.
  await idColumn(db, db.schema.createTable('message_outbox'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_outbox_recipient')
    .on('message_outbox')
    .column('recipient')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'message_outbox',
    'rate_events',
    'email_links',
    'one_time_codes',
    'auth_attempts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
