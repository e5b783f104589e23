// Migration 0018 (issue [K]): the bot check's used tokens (single use, across processes) and the
// server's generated secrets (the proof-of-work HMAC key when ALTCHA_HMAC_KEY is not set).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per bot-check token already accepted: the primary key makes "first use wins" one
  // atomic insert, so concurrent replays of one token pass exactly once. Rows are kept until the
  // token would have expired anyway (then the expiry check refuses it) and pruned after that.
  await db.schema
    .createTable('bot_check_uses')
    // the proof of work's challenge signature, or the SHA-256 of a reCAPTCHA token (hex)
    .addColumn('token_key', 'text', (c) => c.primaryKey())
    // 'pow' or 'recaptcha'
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bot_check_uses_expires')
    .on('bot_check_uses')
    .column('expires_at')
    .execute();

  // Secrets the server makes for itself when none is configured: the first process to start
  // inserts one, every other process sharing the database reads the same value.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').ifExists().execute();
  await db.schema.dropTable('bot_check_uses').ifExists().execute();
}
