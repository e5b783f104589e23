import { describe, expect, it } from 'vitest';
import {
  loadingPicksErrorText,
  MY_PICKS_TEXTS,
  myPicksLayout,
  PICKS_BROWSER_TEXTS,
  UPSELL_TEXTS,
} from '../../../../src/domain/picks/picks-browser-texts';

describe('picks browser and My Picks texts', () => {
  it('keep the spec wording', () => {
    expect(PICKS_BROWSER_TEXTS).toMatchObject({
      back: 'Back to Parlay Engine',
      loading: 'Loading picks...',
      noMorePicks: 'No more picks.',
      dropdownEmptyTitle: 'No picks added yet',
      dropdownEmptyHint: 'Add picks from the Picks or Handicappers view',
      noHandicapperPicks: 'No picks available at this moment',
    });
    expect(loadingPicksErrorText('timeout')).toBe('Error loading picks: timeout');
    expect(MY_PICKS_TEXTS).toMatchObject({
      emptyTitle: 'Time for a fresh start',
      emptyBody: "You don't have any picks in your list",
      addPicks: 'Add Picks',
    });
    expect(UPSELL_TEXTS).toEqual({
      title: 'Unlock Premium Picks',
      currentPlan: 'Free',
      upgradeNow: 'Upgrade Now',
    });
  });

  it('lays My Picks out as a grid up to 8 picks, columns above', () => {
    expect(myPicksLayout(8)).toBe('grid');
    expect(myPicksLayout(9)).toBe('columns');
  });
});
