// Favourite handicappers in Dexie: starred offline, shown at once, and synced through the outbox
// as operations (POST /api/favorites/ops: an add or a remove with an id and the time) in the same
// transaction as the change, so two devices' stars merge on the server (issue [N]).
import { FAVORITES_CACHE_POLICY } from '../domain/offline/cache-freshness';
import { toggleFavorite } from '../domain/lists/favorites';
import { applyPendingOps, type ListOp } from '../domain/lists/list-ops';
import { enqueueWrite, pendingWrites, queuedListOps } from './outbox';
import type { FavoriteRow, ParlayDatabase } from './schema';

/** Where the whole id list went before operations (a queued one of an older version still replays). */
export const FAVORITES_URL = '/api/favorites';
export const FAVORITE_OPS_URL = '/api/favorites/ops';

export interface FavoriteHandicapper {
  id: number;
  name: string;
  accuracy: string;
}

/** The account's favourites in starring order. */
export async function readFavorites(
  db: ParlayDatabase,
  userId: number,
): Promise<FavoriteHandicapper[]> {
  const rows = await db.favorites.where('userId').equals(userId).toArray();
  return rows
    .sort((a, b) => a.position - b.position)
    .map(({ id, name, accuracy }) => ({ id, name, accuracy }));
}

function rowsFor(
  userId: number,
  list: readonly FavoriteHandicapper[],
  nowMs: number,
): FavoriteRow[] {
  return list.map((fav, position) => ({ ...fav, userId, position, storedAt: nowMs }));
}

/**
 * The star: adds (under the limit of five) or removes, queues the new id list for the server and
 * returns the spec's limit message when the star was refused (nothing is written then).
 */
export async function toggleFavoriteFor(
  db: ParlayDatabase,
  userId: number,
  handicapper: FavoriteHandicapper,
  nowMs: number,
): Promise<{ favorites: FavoriteHandicapper[]; error: string | null }> {
  return db.transaction('rw', db.favorites, db.outbox, async () => {
    const current = await readFavorites(db, userId);
    const toggled = toggleFavorite(
      current.map((fav) => fav.id),
      handicapper.id,
    );
    if (toggled.error !== null) return { favorites: current, error: toggled.error };
    const known = new Map([...current, handicapper].map((fav) => [fav.id, fav]));
    const next = toggled.favorites.map((id) => known.get(id)!);
    await db.favorites.where('userId').equals(userId).delete();
    await db.favorites.bulkPut(rowsFor(userId, next, nowMs));
    const starred = toggled.favorites.includes(handicapper.id);
    const op: ListOp = {
      id: crypto.randomUUID(),
      kind: starred ? 'add' : 'remove',
      key: String(handicapper.id),
      at: nowMs,
    };
    await enqueueWrite(
      db,
      { userId, method: 'POST', url: FAVORITE_OPS_URL, body: { ops: [op] } },
      nowMs,
    );
    return { favorites: next, error: null };
  });
}

/**
 * Takes the server's list with this device's unsent stars and unstars applied on top (they are
 * newer than anything the server knows). While a whole-list write of an older version is unsent,
 * the device's list is kept (false). Names come from `names`, else stay as cached.
 */
export async function adoptServerFavorites(
  db: ParlayDatabase,
  userId: number,
  serverIds: readonly number[],
  names: ReadonlyMap<number, Omit<FavoriteHandicapper, 'id'>>,
  nowMs: number,
): Promise<boolean> {
  return db.transaction('rw', db.favorites, db.outbox, async () => {
    const pending = await pendingWrites(db, userId);
    if (pending.some((w) => w.url === FAVORITES_URL)) return false;
    const cached = new Map((await readFavorites(db, userId)).map((fav) => [fav.id, fav]));
    const ops = queuedListOps<ListOp>(pending, FAVORITE_OPS_URL).map((op) => ({
      ...op,
      item: Number(op.key),
    }));
    const ids = applyPendingOps(serverIds, ops, String);
    const next = ids.map((id) => ({
      id,
      name: names.get(id)?.name ?? cached.get(id)?.name ?? '',
      accuracy: names.get(id)?.accuracy ?? cached.get(id)?.accuracy ?? 'N/A',
    }));
    await db.favorites.where('userId').equals(userId).delete();
    await db.favorites.bulkPut(rowsFor(userId, next, nowMs));
    return true;
  });
}

/** Whether the cached favourites are young enough to skip asking the server (fresh 5 min). */
export function favoritesAreFresh(rows: readonly { storedAt: number }[], nowMs: number): boolean {
  return rows.length > 0 && rows.every((r) => nowMs - r.storedAt < FAVORITES_CACHE_POLICY.freshMs);
}
