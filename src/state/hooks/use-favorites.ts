// The signed-in bettor's favourite handicappers, live from Dexie, and the star that changes them.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { dataWorker } from '../../api/data-worker-client';
import { readFavorites, toggleFavoriteFor, type FavoriteHandicapper } from '../../db/favorites';
import { database } from '../../db/schema';
import { auth } from '../auth';
import { clientNow } from '../../api/clock';

const NONE: FavoriteHandicapper[] = [];

export interface FavoritesHandle {
  favorites: FavoriteHandicapper[] | undefined;
  /** Favouriting needs a signed-in user: the star is disabled otherwise. */
  canFavorite: boolean;
  isFavorite(id: number): boolean;
  /** Stars or unstars; resolves to the spec's limit message when a sixth was refused. */
  toggle(handicapper: FavoriteHandicapper): Promise<string | null>;
}

export function useFavorites(): FavoritesHandle {
  const userId = useSnapshot(auth).user?.id ?? null;
  const favorites = useLiveQuery(
    () => (userId === null ? NONE : readFavorites(database(), userId)),
    [userId],
  );
  return {
    favorites,
    canFavorite: userId !== null,
    isFavorite: (id) => (favorites ?? NONE).some((fav) => fav.id === id),
    async toggle(handicapper) {
      if (userId === null) return null;
      const { error } = await toggleFavoriteFor(database(), userId, handicapper, clientNow());
      if (error === null) {
        void Promise.resolve()
          .then(() => dataWorker().flushOutbox())
          .catch(() => undefined);
      }
      return error;
    },
  };
}
