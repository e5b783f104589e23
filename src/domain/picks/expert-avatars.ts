// How many experts a pick shows by face or by name before the rest become a count.

/** The Picked By grid is 3 x 3. */
export const MAX_VISIBLE_AVATARS = 9;
export const MAX_TOOLTIP_NAMES = 4;

/** Up to 9 avatars, then 'and N more' (null when everyone fits). */
export function visibleAvatars<T>(experts: readonly T[]): { shown: T[]; moreText: string | null } {
  const shown = experts.slice(0, MAX_VISIBLE_AVATARS);
  const rest = experts.length - shown.length;
  return { shown, moreText: rest > 0 ? `and ${rest} more` : null };
}

/** Up to 4 names, then '+N more'. */
export function tooltipNames(names: readonly string[]): {
  shown: string[];
  moreText: string | null;
} {
  const shown = names.slice(0, MAX_TOOLTIP_NAMES);
  const rest = names.length - shown.length;
  return { shown, moreText: rest > 0 ? `+${rest} more` : null };
}

/** Experts beyond the visible avatars. */
export function additionalExpertCount(expertCount: number): number {
  return Math.max(0, expertCount - MAX_VISIBLE_AVATARS);
}
