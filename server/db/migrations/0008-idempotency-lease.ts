// Migration 0008: idempotency leases and request fingerprints (issue [H]).
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {
  // filled in by the change that needs it
}

export async function down(_db: Kysely<unknown>): Promise<void> {}
