// A user's favourite handicappers (at most 5), as entries of list_entries (issue [N]): starred
// and unstarred by operations (POST /api/favorites/ops) or replaced whole (POST /api/favorites).
import type { Kysely, Transaction } from 'kysely';
import { MAX_FAVORITES, sanitizeServerFavorites } from '../../src/domain/lists/favorites';
import type { DB } from '../db/tables';
import type { Clock } from './clock';
import { applyListOps, readListEntries, replaceList, type EntryOp } from './list-entries';

export async function readFavorites(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
): Promise<number[]> {
  const entries = await readListEntries(db, userId, 'favorites');
  return sanitizeServerFavorites(entries.map((e) => e.key));
}

export async function writeFavorites(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  userId: number,
  ids: number[],
): Promise<void> {
  const items = sanitizeServerFavorites(ids).map((id) => ({ key: String(id) }));
  await replaceList(db, clock, userId, 'favorites', items);
}

/** Stars and unstars in order; an add past the fifth favourite is refused. */
export function applyFavoriteOps(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  userId: number,
  ops: readonly EntryOp[],
) {
  return applyListOps(db, clock, userId, 'favorites', ops, MAX_FAVORITES);
}
