// Favourite handicappers: at most five, and the server's list read defensively.

export const MAX_FAVORITES = 5;
export const FAVORITES_LIMIT_MESSAGE =
  'You can only have up to 5 favorite handicappers. Please remove one first.';
export const NO_FAVORITES_TEXT = 'No favorites yet';

export type FavoriteToggle =
  { favorites: number[]; error: null } | { favorites: number[]; error: string };

/** The star: removes a favourite, or adds one while fewer than five are kept. */
export function toggleFavorite(
  favorites: readonly number[],
  handicapperId: number,
): FavoriteToggle {
  if (favorites.includes(handicapperId)) {
    return { favorites: favorites.filter((id) => id !== handicapperId), error: null };
  }
  if (favorites.length >= MAX_FAVORITES) {
    return { favorites: [...favorites], error: FAVORITES_LIMIT_MESSAGE };
  }
  return { favorites: [...favorites, handicapperId], error: null };
}

/** The star is usable only by a signed-in user. */
export function canFavorite(authenticated: boolean): boolean {
  return authenticated;
}

/**
 * The server's favourites: non-negative integers (numeric strings accepted), duplicates dropped,
 * the first five kept in order. Anything that is not a list gives an empty list.
 */
export function sanitizeServerFavorites(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const raw of value) {
    const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || ids.includes(n)) continue;
    ids.push(n === 0 ? 0 : n); // -0 is stored as 0
    if (ids.length === MAX_FAVORITES) break;
  }
  return ids;
}
