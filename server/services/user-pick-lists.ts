// The user's My Picks list, as the optimizer reads it: the entries of list_entries (issue [N]),
// changed by operations (POST /api/user_picks/ops) or replaced whole (POST /api/load_user_picks,
// the spec's call). Either way a replayed write from the offline outbox is harmless.
import type { Kysely, Transaction } from 'kysely';
import { myPickKey } from '../../src/domain/lists/my-picks';
import type { DB } from '../db/tables';
import type { Clock } from './clock';
import { listUpdatedAt, readListEntries, replaceList } from './list-entries';

/** Replaces the list with `picks` (one entry per canonical key: the first of duplicates). */
export async function saveUserPicks(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  userId: number,
  picks: readonly { id: string }[],
) {
  const seen = new Set<string>();
  const items: { key: string; item: object }[] = [];
  for (const pick of picks) {
    const key = myPickKey(pick);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ key, item: pick });
  }
  await replaceList(db, clock, userId, 'my_picks', items);
}

export async function readUserPicks(db: Kysely<DB>, userId: number): Promise<unknown[]> {
  const entries = await readListEntries(db, userId, 'my_picks');
  return entries.map((e) => e.item).filter((item) => typeof item === 'object' && item !== null);
}

/** When the list last changed (ISO), or null when the user never listed anything. */
export function userPicksUpdatedAt(db: Kysely<DB>, userId: number): Promise<string | null> {
  return listUpdatedAt(db, userId, 'my_picks');
}
