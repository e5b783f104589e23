// Queued offline writes go out as soon as the connection returns: the page's 'online' event wakes
// the data worker's flush (a dedicated worker's own 'online' event is not reliable), retried a few
// times a second apart while the network settles. The worker's 30 s timer stays the last resort.
import { useEffect } from 'react';
import { dataWorker } from '../../api/data-worker-client';

/** Tries after 'online': at once, then after each of these pauses while writes still wait. */
export const RECONNECT_FLUSH_PAUSES_MS = [500, 1_000, 2_000] as const;

export function useFlushOnReconnect(): void {
  useEffect(() => {
    let cancelled = false;
    const timers = new Set<number>();
    const attempt = (round: number) => {
      if (cancelled || !navigator.onLine) return;
      void dataWorker()
        .flushOutbox()
        .then((summary) => {
          const pause = RECONNECT_FLUSH_PAUSES_MS[round];
          if (summary.waiting === 0 || pause === undefined || cancelled) return;
          const timer = window.setTimeout(() => {
            timers.delete(timer);
            attempt(round + 1);
          }, pause);
          timers.add(timer);
        })
        .catch(() => undefined);
    };
    const onOnline = () => attempt(0);
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);
}
