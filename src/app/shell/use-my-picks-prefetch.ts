// Keeps a paid member's My Picks details on the device: on every list change (a pick added, the
// list loaded) and on coming back online, the details are prefetched in the background, so the
// list opens at the venue with its logs, charts and research. Free accounts fetch nothing.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { readMyPicks } from '../../db/my-picks';
import { database } from '../../db/schema';
import { hasPaidAccess } from '../../domain/auth/roles';
import { auth } from '../../state/auth';
import { clientNow } from '../../api/clock';

/** Lets the page's own first requests go first. */
const START_DELAY_MS = 1500;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function useMyPicksPrefetch(): void {
  const { user, roles } = useSnapshot(auth);
  const userId = user?.id ?? null;
  const paid = hasPaidAccess(roles);
  const online = useOnline();
  const picks = useLiveQuery(
    () => (userId === null || !paid ? undefined : readMyPicks(database(), userId, clientNow())),
    [userId, paid],
  );
  // the ids say when the list changed; the live query hands back a new array on every write
  const ids = picks?.map((p) => p.id).join('\n') ?? '';

  useEffect(() => {
    if (!paid || !online || !picks || picks.length === 0) return undefined;
    const list = picks;
    const timer = window.setTimeout(() => {
      // loaded only now: the dashboard's first paint does not carry it
      void import('../../features/pick-detail/prefetch-detail')
        .then(({ prefetchMyPicksDetails }) => prefetchMyPicksDetails(list))
        .catch(() => undefined);
    }, START_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ids` stands for the list
  }, [paid, online, ids]);
}
