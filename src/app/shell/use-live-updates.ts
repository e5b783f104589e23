// Holds the live-update stream open while a signed-in page is on screen (issue [O]): GET
// /api/stream through `eventsource` (the standard EventSource, with our device token header, which
// the browser's own cannot send). Each event raises the window signal of what it changed
// (live-signals.ts); a `reset` raises them all. The library reconnects by itself with
// Last-Event-ID, so a dropped stream gets what it missed; offline the stream is closed and the
// page's own pulls catch up when the network returns. It opens once the page has settled (at least
// OPEN_AFTER_MS after the shell mounts, when the browser is idle): the start-up pulls have just read
// everything, and a phone's first seconds belong to the first route.
import { useEffect } from 'react';
import { authHeaders } from '../../api/client';
import { LIVE_STREAM_URL, type ListEvent, type SlateEvent } from '../../api/live-contract';
import { LIVE_SIGNALS, raiseLiveSignal } from '../../state/live-signals';

/** The stream opens no sooner than this after the shell mounts (then when the browser is idle). */
export const OPEN_AFTER_MS = 3000;

function raiseAll(): void {
  for (const signal of Object.values(LIVE_SIGNALS)) raiseLiveSignal(signal);
}

function onSlate(data: string): void {
  raiseLiveSignal(LIVE_SIGNALS.slate);
  try {
    if ((JSON.parse(data) as SlateEvent).reason === 'confidence')
      raiseLiveSignal(LIVE_SIGNALS.confidence);
  } catch {
    // the slate check above is enough
  }
}

function onList(data: string): void {
  try {
    const { list } = JSON.parse(data) as ListEvent;
    raiseLiveSignal(list === 'favorites' ? LIVE_SIGNALS.favorites : LIVE_SIGNALS.myPicks);
  } catch {
    // a frame we cannot read: nothing to refresh
  }
}

export function useLiveUpdates(userId: number | null): void {
  useEffect(() => {
    if (userId === null || typeof window === 'undefined') return;
    let source: { close(): void } | null = null;
    let stopped = false;
    const open = async () => {
      if (stopped || source || !navigator.onLine) return;
      const { EventSource } = await import('./live-stream-client');
      if (stopped || source) return;
      const stream = new EventSource(LIVE_STREAM_URL, {
        fetch: async (url, init) =>
          fetch(url, {
            ...init,
            credentials: 'include',
            headers: { ...init.headers, ...(await authHeaders()) },
          }),
      });
      stream.addEventListener('slate', (event) => onSlate(event.data));
      stream.addEventListener('list', (event) => onList(event.data));
      stream.addEventListener('reset', raiseAll);
      source = stream;
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const settle = window.setTimeout(() => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(() => void open(), { timeout: OPEN_AFTER_MS });
      else void open();
    }, OPEN_AFTER_MS);
    window.addEventListener('online', open);
    window.addEventListener('offline', close);
    return () => {
      stopped = true;
      window.clearTimeout(settle);
      close();
      window.removeEventListener('online', open);
      window.removeEventListener('offline', close);
    };
  }, [userId]);
}
