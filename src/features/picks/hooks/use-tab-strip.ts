// A row of tabs that scrolls sideways on a phone (nine league tabs do not fit 390 px): the pressed
// tab is kept in view (also the default league a bettor opens on, which may sit past the edge),
// and the row says which edges hide more tabs so the stylesheet can fade them.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface StripEdges {
  /** Tabs hidden past the start (left) edge. */
  start: boolean;
  /** Tabs hidden past the end (right) edge. */
  end: boolean;
}

/** Room kept beside a tab brought into view, so the faded edge never covers it. */
const EDGE_PX = 32;

export function useTabStrip<T extends HTMLElement>(active: string) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<StripEdges>({ start: false, end: false });

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const measure = () => {
      const max = strip.scrollWidth - strip.clientWidth;
      const next = { start: strip.scrollLeft > 1, end: strip.scrollLeft < max - 1 };
      setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    measure();
    // a tab reached by the keyboard comes fully into view (the browser leaves one that is mostly
    // visible where it is, half under the faded edge); the row's scroll-padding keeps it clear
    const reveal = (event: FocusEvent) =>
      (event.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' });
    strip.addEventListener('focusin', reveal);
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('focusin', reveal);
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  useLayoutEffect(() => {
    const strip = ref.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
    // the tab's place in the row's scrolled content; only the row moves, never the window
    const left = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    const from = left + strip.scrollLeft;
    if (left < EDGE_PX) strip.scrollLeft = Math.max(0, from - EDGE_PX);
    else if (left + tab.offsetWidth > strip.clientWidth - EDGE_PX)
      strip.scrollLeft = from + tab.offsetWidth - strip.clientWidth + EDGE_PX;
  }, [active]);

  return { ref, edges };
}
