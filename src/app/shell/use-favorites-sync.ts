// Keeps the sidebar's favourites in step with the server: on sign-in and whenever the page comes
// back into view or online (src/ui/use-pull-on-focus.ts), the server's ids are adopted with this
// device's unsent stars applied on top (issue [N]), with names and accuracy
// read from GET /api/handicappers/{id}. Every favourite's accuracy is read again, by the domain's
// one rule from the graded record, so a value stored by another screen or device never lingers.
import type { FavoritesReply } from '../../api/picks-contract';
import { useSnapshot } from 'valtio';
import type { Static } from 'typebox';
import { apiGet, isFailure } from '../../api/client';
import type { HandicapperReply } from '../../api/picks-contract';
import { adoptServerFavorites, readFavorites, type FavoriteHandicapper } from '../../db/favorites';
import { database } from '../../db/schema';
import { sanitizeServerFavorites } from '../../domain/lists/favorites';
import { handicapperAccuracy } from '../../domain/handicappers/handicappers';
import { hasPaidAccess } from '../../domain/auth/roles';
import { auth } from '../../state/auth';
import { usePullOnFocus } from '../../ui/use-pull-on-focus';
import { LIVE_SIGNALS } from '../../state/live-signals';
import { clientNow } from '../../api/clock';

async function syncFavorites(userId: number, paid: boolean): Promise<void> {
  const reply = await apiGet<Static<typeof FavoritesReply>>('/favorites');
  if (isFailure(reply)) return;
  const ids = sanitizeServerFavorites(reply.favorites);
  const known = new Map((await readFavorites(database(), userId)).map((f) => [f.id, f]));
  const names = new Map<number, Omit<FavoriteHandicapper, 'id'>>();
  // The profile call is for paid accounts: a free account's 403 would send it to /upgrade.
  await Promise.all(
    (paid ? ids : []).map(async (id) => {
      const one = await apiGet<Static<typeof HandicapperReply>>(`/handicappers/${id}`);
      if (isFailure(one)) return;
      const { name, record } = one.handicapper;
      const accuracy = handicapperAccuracy({ name, record, pickCount: 0 });
      // The formula's number needs the slate's pick count, which the card that stored it knew.
      const cached = known.get(id)?.accuracy;
      names.set(id, {
        name,
        accuracy: accuracy.basis === 'formula' && cached ? cached : accuracy.text,
      });
    }),
  );
  await adoptServerFavorites(database(), userId, ids, names, clientNow());
}

export function useFavoritesSync(): void {
  const { user, roles } = useSnapshot(auth);
  const userId = user?.id ?? null;
  const paid = hasPaidAccess(roles);
  usePullOnFocus(userId === null ? null : `${userId}:${paid}`, () => syncFavorites(userId!, paid), [
    LIVE_SIGNALS.favorites,
  ]);
}
