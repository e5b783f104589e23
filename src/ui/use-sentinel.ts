// Infinite scroll: calls `onNear` when the sentinel element comes within the root margin of the
// viewport (the picks list uses 250 px, the handicapper profile's lists the spec's 300 px).
import { useEffect, useRef } from 'react';

export function useSentinel<T extends Element>(onNear: () => void, rootMarginPx: number) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const node = ref.current;
    if (node === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${rootMarginPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  });
  return ref;
}
