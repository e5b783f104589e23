// Fixed texts of the picks browser, My Picks and the upsell, word for word.

export const PICKS_BROWSER_TEXTS = {
  back: 'Back to Parlay Engine',
  loading: 'Loading picks...',
  noMorePicks: 'No more picks.',
  dropdownEmptyTitle: 'No picks added yet',
  dropdownEmptyHint: 'Add picks from the Picks or Handicappers view',
  noHandicapperPicks: 'No picks available at this moment',
  viewByPicks: 'Picks',
  viewByHandicappers: 'Handicappers',
  browseHandicappers: 'Browse Handicappers',
  viewAllHandicappers: 'View All Handicappers',
} as const;

export const HANDICAPPER_SKELETON_COUNT = 6;

export function loadingPicksErrorText(message: string): string {
  return `Error loading picks: ${message}`;
}

export const MY_PICKS_TEXTS = {
  emptyTitle: 'Time for a fresh start',
  emptyBody: "You don't have any picks in your list",
  addPicks: 'Add Picks',
  addMorePicks: 'Add More Picks',
  generatedParlays: 'Generated Parlays',
  simplify: 'Simplify',
} as const;

/** My Picks grid: up to 8 picks in a grid, above that scrolling columns of 4. */
export const MY_PICKS_GRID_MAX = 8;
export const MY_PICKS_COLUMN_SIZE = 4;
/** A parlay column scrolls above 6 picks. */
export const PARLAY_COLUMN_SCROLL_AFTER = 6;

export function myPicksLayout(count: number): 'grid' | 'columns' {
  return count > MY_PICKS_GRID_MAX ? 'columns' : 'grid';
}

export const UPSELL_TEXTS = {
  title: 'Unlock Premium Picks',
  currentPlan: 'Free',
  upgradeNow: 'Upgrade Now',
} as const;
