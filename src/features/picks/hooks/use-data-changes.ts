// A counter that moves whenever the data worker reports changed data, so queries re-ask in place.
import { proxy } from 'comlink';
import { useEffect, useState } from 'react';
import { dataWorker } from '../../../api/data-worker-client';
import type { DataChange } from '../../../api/worker-contract';

/** Re-renders (new number) on every change of one of `kinds`; the list refreshes, no reload. */
export function useDataChanges(kinds: readonly DataChange['kind'][]): number {
  const [version, setVersion] = useState(0);
  const key = kinds.join(',');
  useEffect(() => {
    let cancelled = false;
    let subscription: number | null = null;
    const wanted = new Set(key.split(','));
    const listener = proxy((change: DataChange) => {
      if (!cancelled && wanted.has(change.kind)) setVersion((v) => v + 1);
    });
    dataWorker()
      .subscribe(listener)
      .then((id) => {
        if (cancelled)
          void dataWorker()
            .unsubscribe(id)
            .catch(() => undefined);
        else subscription = id;
      })
      // A worker without live updates still answers queries; the list just refreshes less often.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (subscription !== null)
        void dataWorker()
          .unsubscribe(subscription)
          .catch(() => undefined);
    };
  }, [key]);
  return version;
}
