// Asks the browser once per sign-in to keep this site's storage (navigator.storage.persist()):
// offline writes wait in IndexedDB, and "best effort" storage may be cleared under pressure.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { pendingWrites } from '../db/outbox';
import { database } from '../db/schema';
import { auth } from '../state/auth';

export const STORAGE_NOT_PERSISTED_TEXT =
  'Storage is not persistent: writes made offline may be lost if the browser clears storage.';

/** 'granted', 'refused', or 'unknown' while asking or where the browser has no such API. */
type PersistState = 'granted' | 'refused' | 'unknown';

async function askPersist(): Promise<PersistState> {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persist) return 'unknown';
  if (await storage.persisted()) return 'granted';
  return (await storage.persist()) ? 'granted' : 'refused';
}

/** True when storage was refused while the account has unsent writes: the shell says so. */
export function useStoragePersistWarning(): boolean {
  const userId = useSnapshot(auth).user?.id ?? null;
  const [state, setState] = useState<{ userId: number; result: PersistState } | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void askPersist()
      .catch((): PersistState => 'unknown')
      .then((result) => live && setState({ userId, result }));
    return () => {
      live = false;
    };
  }, [userId]);
  const refused = state !== null && state.userId === userId && state.result === 'refused';
  const unsent = useLiveQuery(
    async () => (refused && userId !== null ? (await pendingWrites(database(), userId)).length : 0),
    [refused, userId],
  );
  return refused && (unsent ?? 0) > 0;
}
