// Keeps the sidebar's favourites in step with the server: once per sign-in, when online, the
// server's ids are adopted (unless this device holds an unsent change) with names and accuracy
// read from GET /api/handicappers/{id}.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { apiGet, isFailure } from '../../api/client';
import { adoptServerFavorites, readFavorites, type FavoriteHandicapper } from '../../db/favorites';
import { database } from '../../db/schema';
import { sanitizeServerFavorites } from '../../domain/favorites';
import { formatAccuracy } from '../../domain/handicappers';
import { hasPaidAccess } from '../../domain/roles';
import { auth } from '../../state/auth';

interface HandicapperReply {
  handicapper: { id: number; name: string; accuracy: number | 'N/A' };
}

async function syncFavorites(userId: number, paid: boolean): Promise<void> {
  const reply = await apiGet<{ favorites: unknown }>('/favorites');
  if (isFailure(reply)) return;
  const ids = sanitizeServerFavorites(reply.favorites);
  const known = new Map((await readFavorites(database(), userId)).map((f) => [f.id, f]));
  const names = new Map<number, Omit<FavoriteHandicapper, 'id'>>();
  // The profile call is for paid accounts: a free account's 403 would send it to /upgrade.
  const unknown = paid ? ids.filter((id) => !known.get(id)?.name) : [];
  await Promise.all(
    unknown.map(async (id) => {
      const one = await apiGet<HandicapperReply>(`/handicappers/${id}`);
      if (!isFailure(one)) {
        names.set(id, {
          name: one.handicapper.name,
          accuracy: formatAccuracy(one.handicapper.accuracy),
        });
      }
    }),
  );
  await adoptServerFavorites(database(), userId, ids, names, Date.now());
}

export function useFavoritesSync(): void {
  const { user, roles } = useSnapshot(auth);
  const userId = user?.id ?? null;
  const paid = hasPaidAccess(roles);
  useEffect(() => {
    if (userId === null || !navigator.onLine) return;
    void syncFavorites(userId, paid).catch(() => undefined);
  }, [userId, paid]);
}
