// Migration 0009: atomic rate limits and sign-in throttling (issue [H]).
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {
  // filled in by the change that needs it
}

export async function down(_db: Kysely<unknown>): Promise<void> {}
