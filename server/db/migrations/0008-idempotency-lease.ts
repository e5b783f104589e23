// Migration 0008: idempotency keys become leases (a claim that dies with its process expires),
// remember what request they were used for, and can be marked applied inside the write's own
// transaction. Keys made without an account are dropped: keys are scoped to an account now.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('idempotency_keys')
    // SHA-256 of method, URL and body: the same key with another body is refused (422)
    .addColumn('request_hash', 'text')
    .execute();
  await db.schema
    .alterTable('idempotency_keys')
    // while status_code is null: the claim holds until then, and may be taken over after
    .addColumn('lease_until', 'text')
    .execute();
  await db.schema
    .alterTable('idempotency_keys')
    // set in the same transaction as the write itself, so a crash after the commit never lets
    // a replay apply the write a second time
    .addColumn('applied_at', 'text')
    .execute();
  await sql`delete from idempotency_keys where user_id = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['applied_at', 'lease_until', 'request_hash']) {
    await db.schema.alterTable('idempotency_keys').dropColumn(column).execute();
  }
}
