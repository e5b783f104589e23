// The user's My Picks list as last posted (the optimizer reads it). Replacing the whole list makes
// a replayed post from the offline outbox harmless.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

export async function saveUserPicks(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  userId: number,
  picks: readonly object[],
) {
  const value = JSON.stringify(picks);
  const updatedAt = isoAt(clock);
  await db
    .insertInto('user_pick_lists')
    .values({ user_id: userId, picks: value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ picks: value, updated_at: updatedAt }))
    .execute();
}

export async function readUserPicks(db: Kysely<DB>, userId: number): Promise<unknown[]> {
  const row = await db
    .selectFrom('user_pick_lists')
    .select('picks')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return [];
  try {
    const parsed: unknown = JSON.parse(row.picks);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** When the list was last posted (ISO), or null when the user never posted one. */
export async function userPicksUpdatedAt(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('user_pick_lists')
    .select('updated_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? String(row.updated_at) : null;
}
