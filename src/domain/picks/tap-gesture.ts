// Telling a tap on a card from a drag or a long press.

export const TAP_MAX_MOVEMENT_PX = 12;
export const TAP_MAX_DURATION_MS = 450;

/** A press is a tap while it moved at most 12 px and lasted under 450 ms. */
export function isTap(
  start: { x: number; y: number; atMs: number },
  end: { x: number; y: number; atMs: number },
): boolean {
  const moved = Math.hypot(end.x - start.x, end.y - start.y);
  return moved <= TAP_MAX_MOVEMENT_PX && end.atMs - start.atMs < TAP_MAX_DURATION_MS;
}
