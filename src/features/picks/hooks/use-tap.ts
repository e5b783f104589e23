// Click handlers that ignore a drag or a long press (> 12 px or >= 450 ms is not a tap).
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { isTap } from '../../../domain/picks/tap-gesture';

export function useTap(onTap: () => void) {
  const press = useRef<{ x: number; y: number; atMs: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      press.current = { x: event.clientX, y: event.clientY, atMs: performance.now() };
    },
    onClick(event: MouseEvent) {
      const start = press.current;
      press.current = null;
      // detail 0: a keyboard click, which has no press to measure.
      if (event.detail !== 0 && start !== null) {
        const end = { x: event.clientX, y: event.clientY, atMs: performance.now() };
        if (!isTap(start, end)) return;
      }
      onTap();
    },
  };
}
