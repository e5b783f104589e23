// While the signed-in layout is on screen, visible and online, the data worker asks the server every
// few seconds whether the slate moved (an admin's date change, a new pick, a refresh's results), so
// an open list follows without a reload; the live stream's slate event (issue [O]) asks at once.
import { useEffect } from 'react';
import { dataWorker } from '../../api/data-worker-client';
import { LIVE_SIGNALS } from '../../state/live-signals';

/** How often a visible page asks; a new pick reaches open lists within this (plus its warmup). */
export const SLATE_WATCH_INTERVAL_MS = 10_000;

export function useSlateWatch(): void {
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      void dataWorker()
        .checkSlate()
        .catch(() => undefined);
    };
    check();
    const timer = window.setInterval(check, SLATE_WATCH_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    window.addEventListener(LIVE_SIGNALS.slate, check);
    return () => {
      window.removeEventListener(LIVE_SIGNALS.slate, check);
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    };
  }, []);
}
