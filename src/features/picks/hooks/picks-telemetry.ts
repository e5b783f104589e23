// The picks browser's telemetry: events go to the data worker's buffer (it batches and sends
// them); a hidden page flushes at once. A failed call never disturbs the bettor.
import { useEffect } from 'react';
import { dataWorker } from '../../../api/data-worker-client';

export type PicksTelemetryEvent =
  | { event: 'pick_view'; payload: { pickId: string; source: string } }
  | { event: 'pick_add'; payload: { pickId: string; added: boolean } }
  | { event: 'picks_search'; payload: { query: string; view: string } }
  | { event: 'picks_filter'; payload: { league: string; statType: string; view: string } };

export function trackPicks(event: PicksTelemetryEvent): void {
  void Promise.resolve()
    .then(() => dataWorker().track(event))
    .catch(() => undefined);
}

/** Sends the buffered events when the page is hidden (tab switch, close, app to background). */
export function useFlushTelemetryOnHide(): void {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        void dataWorker()
          .flushTelemetry()
          .catch(() => undefined);
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
