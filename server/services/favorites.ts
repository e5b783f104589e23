// A user's favourite handicappers, stored sanitised (non-negative integer ids, no duplicates, max 5).
import type { Kysely, Transaction } from 'kysely';
import { sanitizeServerFavorites } from '../../src/domain/favorites';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

export async function readFavorites(db: Kysely<DB>, userId: number): Promise<number[]> {
  const row = await db
    .selectFrom('favorites')
    .select('handicapper_ids')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return [];
  try {
    return sanitizeServerFavorites(JSON.parse(row.handicapper_ids));
  } catch {
    return [];
  }
}

export async function writeFavorites(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  userId: number,
  ids: number[],
): Promise<void> {
  const value = JSON.stringify(sanitizeServerFavorites(ids));
  const updatedAt = isoAt(clock);
  await db
    .insertInto('favorites')
    .values({ user_id: userId, handicapper_ids: value, updated_at: updatedAt })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ handicapper_ids: value, updated_at: updatedAt }),
    )
    .execute();
}
