// 'View By' remembers the scroll position of each tab: leaving a tab records where the window
// was, coming back restores it once that tab's content has rendered.
import { useLayoutEffect, useRef } from 'react';

export function useTabScroll<Tab extends string>(tab: Tab): (next: Tab) => void {
  const positions = useRef(new Map<Tab, number>());
  const pending = useRef<number | null>(null);

  useLayoutEffect(() => {
    const target = pending.current;
    if (target === null) return;
    pending.current = null;
    window.scrollTo({ top: target, behavior: 'instant' });
  }, [tab]);

  /** Call before switching: records the current tab's position and queues the next one's. */
  return (next: Tab) => {
    if (next === tab) return;
    positions.current.set(tab, window.scrollY);
    pending.current = positions.current.get(next) ?? 0;
  };
}
