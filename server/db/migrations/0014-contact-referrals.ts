// Migration 0014 (issue [J]): pending email / phone changes (verified before they apply) and
// referral codes with the referrals they brought in.
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A requested change of the account's email or phone; applied only once verified and completed.
  await idColumn(db, db.schema.createTable('contact_changes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'email' or 'phone'
    .addColumn('kind', 'text', (c) => c.notNull())
    // the address asked for (email lower-cased, phone normalised)
    .addColumn('new_value', 'text', (c) => c.notNull())
    // SHA-256 of the change's token (the emailed link's, or the one the phone change answers)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // phone changes: SHA-256 of the live code (mixed with the change id), its tries and expiry;
    // null when no code went out (the phone belongs to another account), so no code can match
    .addColumn('code_hash', 'text')
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('completed_at', 'text')
    // a newer request of the same kind replaces this one
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('contact_changes_user')
    .on('contact_changes')
    .columns(['user_id', 'kind'])
    .execute();

  // Every code an account has held; the one without retired_at is its current code. Retired
  // codes stay with their owner, so an old shared link still credits the right account.
  await db.schema
    .createTable('referral_codes')
    // lower-case form: codes are unique whatever their case
    .addColumn('code_key', 'text', (c) => c.primaryKey())
    // as the owner typed it (or as generated)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();
  await db.schema
    .createIndex('referral_codes_user')
    .on('referral_codes')
    .column('user_id')
    .execute();

  // One row per account that arrived with someone's code; its steps are stamped as they happen.
  await idColumn(db, db.schema.createTable('referrals'))
    .addColumn('referrer_user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('referred_user_id', 'integer', (c) =>
      c.unique().references('users.id').onDelete('set null'),
    )
    .addColumn('code_key', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addColumn('signed_up_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('credits_awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('referrals_referrer')
    .on('referrals')
    .column('referrer_user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['referrals', 'referral_codes', 'contact_changes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
