// What a tap does in the picks browser: open a pick's detail, add or remove it, open a
// handicapper's profile, star a handicapper (the refused sixth star gives the spec's message).
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { HandicapperCard } from '../../../api/worker-contract';
import { showToast } from '../../../app/toast-host';
import { selectedPickFrom, selectedPickId } from '../../../domain/lists/my-picks';
import type { Pick } from '../../../domain/picks/server-pick';
import { selectHandicapper } from '../../../state/handicapper-selection';
import { openPickDetail } from '../../../state/pick-detail';
import { useFavorites } from '../../../state/hooks/use-favorites';
import { useMyPicks } from '../../../state/hooks/use-my-picks';
import { trackPicks } from './picks-telemetry';
import { clientNow } from '../../../api/clock';

/** The My Picks id a pick from this screen gets (pick_{id}). */
export const listIdOf = (pick: Pick) => selectedPickId('pick', pick.id);

export function usePickActions(viewBy: string) {
  const [, navigate] = useLocation();
  const myPicks = useMyPicks();
  const favorites = useFavorites();
  // the refusal of a 6th favourite is shown on the card whose star was tapped, not the list's top
  const [limit, setLimit] = useState<{ handicapperId: number; message: string } | null>(null);
  return {
    addedIds: myPicks.ids,
    favoriteIds: new Set((favorites.favorites ?? []).map((f) => f.id)),
    canFavorite: favorites.canFavorite,
    limit,
    openPick(pick: Pick) {
      trackPicks({ event: 'pick_view', payload: { pickId: pick.id, source: viewBy } });
      openPickDetail({ pick, sourceType: 'pick', handicapper: null });
    },
    togglePick(pick: Pick) {
      const added = !myPicks.ids.has(listIdOf(pick));
      trackPicks({ event: 'pick_add', payload: { pickId: pick.id, added } });
      void myPicks.toggle(selectedPickFrom(pick, 'pick', null, clientNow()));
    },
    openProfile(h: HandicapperCard) {
      navigate(selectHandicapper(h.id));
    },
    async favorite(h: HandicapperCard) {
      const error = await favorites.toggle({ id: h.id, name: h.name, accuracy: h.accuracy });
      setLimit(error === null ? null : { handicapperId: h.id, message: error });
      if (error !== null) {
        void showToast((toast) => toast.error(error));
      }
    },
  };
}
