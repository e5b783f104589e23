// Closes an open menu or dropdown when the pointer goes down outside it or Escape is pressed; the
// picks browser's filter menu and both My Picks dropdowns close this way.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a pointerdown outside `root` calls `onOutside` and Escape calls `onEscape`
 * (`onOutside` when not given). The callbacks are read when the event comes, so they may change.
 */
export function useDismiss(
  active: boolean,
  root: RefObject<HTMLElement | null>,
  onOutside: () => void,
  onEscape: () => void = onOutside,
): void {
  const handlers = useRef({ onOutside, onEscape });
  useEffect(() => {
    handlers.current = { onOutside, onEscape };
  });
  useEffect(() => {
    if (!active) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) handlers.current.onOutside();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handlers.current.onEscape();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, root]);
}
