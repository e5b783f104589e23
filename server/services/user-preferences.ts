// A bettor's staking preferences: read (the defaults until they save any) and replace, stored as
// the domain checked them (src/domain/bettor-preferences.ts).
import type { Kysely, Transaction } from 'kysely';
import { readPreferences, type BettorPreferences } from '../../src/domain/bettor-preferences';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

export interface StoredPreferences {
  preferences: BettorPreferences;
  updatedAt: string | null;
}

export async function readUserPreferences(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
): Promise<StoredPreferences> {
  const row = await db
    .selectFrom('user_preferences')
    .select(['preferences', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { preferences: readPreferences(null), updatedAt: null };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(row.preferences);
  } catch {
    // an unreadable row reads as the defaults; the next save replaces it
  }
  return { preferences: readPreferences(parsed), updatedAt: row.updated_at };
}

export async function writeUserPreferences(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  userId: number,
  preferences: BettorPreferences,
): Promise<string> {
  const value = JSON.stringify(preferences);
  const updatedAt = isoAt(clock);
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, preferences: value, updated_at: updatedAt })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ preferences: value, updated_at: updatedAt }),
    )
    .execute();
  return updatedAt;
}
