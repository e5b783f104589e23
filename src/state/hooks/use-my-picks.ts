// The signed-in bettor's My Picks, live from Dexie (renders at once, offline too), and its writes.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { dataWorker } from '../../api/data-worker-client';
import { readMyPicks, removeMyPickFor, toggleMyPickFor } from '../../db/my-picks';
import { database } from '../../db/schema';
import { myPickKey, type SelectedPick } from '../../domain/lists/my-picks';
import { auth } from '../auth';
import { clientNow } from '../../api/clock';

const NO_PICKS: SelectedPick[] = [];

/** Sends queued writes when the network allows; failures stay queued in the outbox. */
function sendQueuedWrites(): void {
  void Promise.resolve()
    .then(() => dataWorker().flushOutbox())
    .catch(() => undefined);
}

export interface MyPicksHandle {
  /** The list, or undefined while Dexie is first read. */
  picks: SelectedPick[] | undefined;
  /** Every listed item's id and canonical key (pick_{id}): a pick is 'Added' under either. */
  ids: ReadonlySet<string>;
  toggle(item: SelectedPick): Promise<void>;
  remove(id: string): Promise<void>;
}

export function useMyPicks(): MyPicksHandle {
  const userId = useSnapshot(auth).user?.id ?? null;
  const picks = useLiveQuery(
    () => (userId === null ? NO_PICKS : readMyPicks(database(), userId, clientNow())),
    [userId],
  );
  const ids = new Set((picks ?? NO_PICKS).flatMap((pick) => [pick.id, myPickKey(pick)]));
  const write = async (change: (id: number) => Promise<unknown>) => {
    if (userId === null) return;
    await change(userId);
    sendQueuedWrites();
  };
  return {
    picks,
    ids,
    toggle: (item) => write((id) => toggleMyPickFor(database(), id, item, clientNow())),
    remove: (pickId) => write((id) => removeMyPickFor(database(), id, pickId, clientNow())),
  };
}
