// Reads a list another device may have changed (issue [N]): at once, then whenever the page comes
// back into view or the network returns, at most once per PULL_SPACING_MS. A poll on focus, not a
// stream: the pages stay correct without a connection held open (the live stream is issue [O]).
import { useEffect } from 'react';

/** Two pulls never run closer than this (focus and visibilitychange fire together). */
export const PULL_SPACING_MS = 2_000;

/**
 * `key` names what is pulled (say, the account): a new key starts over, null pulls nothing. The
 * `pull` of the render that set the key is the one used.
 */
export function usePullOnFocus(key: string | null, pull: () => Promise<void>): void {
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
    window.addEventListener('focus', run);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', run);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what `pull` reads
  }, [key]);
}
