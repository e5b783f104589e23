// Infinite scroll for the profile's lists: calls `onNear` when the sentinel comes within the
// margin (the spec's 300 px) of the viewport.
import { useEffect, useRef } from 'react';

export function useSentinel<T extends Element>(onNear: () => void, rootMarginPx: number) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const node = ref.current;
    if (node === null) return undefined;
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
