// A handicapper profile's pick lists: qualified only, best first, minus picks already chosen.
import { compareByConfidence, isQualified } from '../confidence/confidence';

export const PROFILE_TEXTS = {
  noSelection: 'No handicapper selected',
  returnHome: 'Return Home',
  loading: 'Loading handicapper profile...',
  notFound: 'Handicapper profile not found.',
  multipleSports: 'Multiple Sports',
  noRecentPicks: 'No recent picks available for this handicapper.',
  noPicksAdded: 'No picks added yet',
} as const;

export function myPicksFromHeading(name: string): string {
  return `My Picks from ${name}`;
}

export function noPicksFromText(name: string): string {
  return `You haven't added any picks from ${name} yet.`;
}

/** Highest confidence first, in the one order every list uses (compareByConfidence). */
export function sortByConfidence<T extends { confidence: number; id: string | number }>(
  picks: readonly T[],
): T[] {
  return [...picks].sort(compareByConfidence);
}

/**
 * The 'Recent Picks' section: picks with confidence >= 50, sorted by confidence, hiding those
 * already in My Picks (`isSelected` decides by the caller's id scheme).
 */
export function recentProfilePicks<T extends { confidence: number; id: string | number }>(
  picks: readonly T[],
  isSelected: (pick: T) => boolean,
): T[] {
  return sortByConfidence(
    picks.filter((pick) => isQualified(pick.confidence) && !isSelected(pick)),
  );
}
