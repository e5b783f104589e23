// Migration 0015 (issue [J]): passkeys (WebAuthn credentials) a user adds as a second factor, and
// the challenges their ceremonies sign: in the database, so any server process can finish them.
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('passkeys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the credential id as the browser reports it (base64url); unique across every account
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    // the COSE public key, base64url
    .addColumn('public_key', 'text', (c) => c.notNull())
    // the authenticator's signature counter (uint32, so wider than int4); 0 when it keeps none
    .addColumn('counter', 'bigint', (c) => c.notNull())
    // JSON list of transports ('internal', 'usb', 'hybrid', …) the browser reported
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'singleDevice' or 'multiDevice' (a synced passkey), and whether it is backed up
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

  await idColumn(db, db.schema.createTable('webauthn_challenges'))
    // 'registration' (signed in, adding a passkey) or 'authentication' (the two-factor step)
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the password-verified sign-in attempt an authentication challenge belongs to
    .addColumn('attempt_id', 'integer', (c) => c.references('auth_attempts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // set once: the first response that names the challenge uses it up, right or wrong
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_user')
    .on('webauthn_challenges')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').ifExists().execute();
  await db.schema.dropTable('passkeys').ifExists().execute();
}
