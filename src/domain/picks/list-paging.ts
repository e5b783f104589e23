// How many cards a list shows: the infinite-scroll pages and the pick-count badge.

export const LIST_FIRST_PAGE = 25;
export const LIST_PAGE_INCREMENT = 25;
/** Sentinel margins: the picks list uses 200-300 px, the profile list 300 px. */
export const PICKS_LIST_ROOT_MARGIN_PX = 250;
export const PROFILE_LIST_ROOT_MARGIN_PX = 300;
export const BADGE_CAP = 99;

/** After the sentinel nears the viewport: 25 more, never past the total. */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(total, Math.max(visible, 0) + LIST_PAGE_INCREMENT);
}

export function initialVisibleCount(total: number): number {
  return Math.min(total, LIST_FIRST_PAGE);
}

export function hasMoreToShow(visible: number, total: number): boolean {
  return visible < total;
}

/** The picks badge: the count, capped at '99+'; nothing for zero. */
export function pickCountBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
