// Reads a list another device may have changed (issue [N]): at once, then whenever the page comes
// back into view or the network returns, at most once per PULL_SPACING_MS, and at once when the
// live stream (issue [O]) says it changed. The pull on focus stays: the pages are correct without
// the stream (offline, a proxy that cuts it), which only makes them sooner.
import { useEffect } from 'react';

/** Two pulls never run closer than this (focus and visibilitychange fire together). */
export const PULL_SPACING_MS = 2_000;

/**
 * `key` names what is pulled (say, the account): a new key starts over, null pulls nothing. The
 * `pull` of the render that set the key is the one used. A window event named in `signals` (the
 * live stream's, src/app/shell/use-live-updates.ts) pulls at once, whatever the spacing.
 */
export function usePullOnFocus(
  key: string | null,
  pull: () => Promise<void>,
  signals: readonly string[] = [],
): void {
  useEffect(() => {
    if (key === null) return;
    let last = -Infinity;
    const run = () => {
      const now = performance.now();
      if (
        !navigator.onLine ||
        document.visibilityState === 'hidden' ||
        now - last < PULL_SPACING_MS
      )
        return;
      last = now;
      void pull().catch(() => undefined);
    };
    run();
    const onVisible = () => document.visibilityState === 'visible' && run();
    const now = () => {
      last = -Infinity;
      run();
    };
    window.addEventListener('focus', run);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisible);
    for (const signal of signals) window.addEventListener(signal, now);
    return () => {
      for (const signal of signals) window.removeEventListener(signal, now);
      window.removeEventListener('focus', run);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what `pull` reads
  }, [key]);
}
