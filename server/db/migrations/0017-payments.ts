// Migration 0017 (issue [K]): checkouts, the membership grants payments buy, the provider events
// already applied (webhook dedupe), and the sandbox provider's own record of its sessions.
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per "Start Membership": what the buyer was asked to pay, and how it ended.
  await idColumn(db, db.schema.createTable('checkouts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    // cents, after the referral discount
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'sandbox' or 'stripe'
    .addColumn('provider', 'text', (c) => c.notNull())
    // the provider's session id (Stripe's cs_…); null only between our insert and the provider's answer
    .addColumn('provider_session_id', 'text', (c) => c.unique())
    // the provider's payment id once paid
    .addColumn('provider_payment_id', 'text')
    // the referral code as typed (checked to exist and not to be the buyer's own)
    .addColumn('referral_code', 'text')
    // 'pending', 'paid', 'failed' or 'expired'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema
    .createIndex('checkouts_user_plan')
    .on('checkouts')
    .columns(['user_id', 'plan', 'created_at'])
    .execute();

  // Paid access: one grant per payment (or per operator grant), with the role it gives until
  // expires_at. A payment id grants once, whatever the number of deliveries, verify calls, replays.
  await idColumn(db, db.schema.createTable('membership_grants'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // 'sandbox', 'stripe' or 'admin' (the operator command)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('checkout_id', 'integer', (c) => c.references('checkouts.id').onDelete('set null'))
    .addColumn('subscription_id', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    // 1 while the provider will charge again at expires_at (monthly plans), else 0
    .addColumn('renews', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('membership_grants_payment', ['provider', 'provider_payment_id'])
    .execute();
  await db.schema
    .createIndex('membership_grants_user')
    .on('membership_grants')
    .columns(['user_id', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('membership_grants_subscription')
    .on('membership_grants')
    .column('subscription_id')
    .execute();

  // Provider events already applied: a redelivery finds its row and changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();

  // The sandbox provider's side of a session (what Stripe would hold on its servers): kept apart
  // from our checkouts so verify-payment really asks "the provider", not our own fulfilment.
  await db.schema
    .createTable('sandbox_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('checkout_id', 'integer', (c) =>
      c.notNull().references('checkouts.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'payment' or 'subscription'
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    // 'open', 'paid' or 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('period_end', 'text')
    .addColumn('canceled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema
    .createIndex('sandbox_sessions_subscription')
    .on('sandbox_sessions')
    .column('subscription_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_sessions', 'payment_events', 'membership_grants', 'checkouts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
