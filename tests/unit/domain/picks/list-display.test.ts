import { describe, expect, it } from 'vitest';
import {
  additionalExpertCount,
  tooltipNames,
  visibleAvatars,
} from '../../../../src/domain/picks/expert-avatars';
import {
  hasMoreToShow,
  initialVisibleCount,
  nextVisibleCount,
  pickCountBadge,
} from '../../../../src/domain/picks/list-paging';
import {
  myPicksFromHeading,
  noPicksFromText,
  PROFILE_TEXTS,
  recentProfilePicks,
  sortByConfidence,
} from '../../../../src/domain/handicappers/profile-picks';
import { isTap } from '../../../../src/domain/picks/tap-gesture';

describe('tap or drag', () => {
  const start = { x: 0, y: 0, atMs: 0 };
  it('is a tap up to 12 px of movement and under 450 ms', () => {
    expect(isTap(start, { x: 12, y: 0, atMs: 449 })).toBe(true);
    expect(isTap(start, { x: 9, y: 9, atMs: 100 })).toBe(false);
    expect(isTap(start, { x: 0, y: 13, atMs: 100 })).toBe(false);
    expect(isTap(start, { x: 0, y: 0, atMs: 450 })).toBe(false);
  });
});

describe('paging and badge', () => {
  it('shows 25, then 25 more, never past the total', () => {
    expect(initialVisibleCount(100)).toBe(25);
    expect(initialVisibleCount(10)).toBe(10);
    expect(nextVisibleCount(25, 100)).toBe(50);
    expect(nextVisibleCount(75, 90)).toBe(90);
    expect(hasMoreToShow(90, 90)).toBe(false);
    expect(hasMoreToShow(25, 90)).toBe(true);
  });

  it("caps the badge at '99+'", () => {
    expect(pickCountBadge(0)).toBeNull();
    expect(pickCountBadge(7)).toBe('7');
    expect(pickCountBadge(99)).toBe('99');
    expect(pickCountBadge(100)).toBe('99+');
  });
});

describe('expert avatars and tooltip', () => {
  const names = Array.from({ length: 12 }, (_, i) => `E${i}`);
  it("shows 9 avatars then 'and N more'", () => {
    expect(visibleAvatars(names)).toEqual({ shown: names.slice(0, 9), moreText: 'and 3 more' });
    expect(visibleAvatars(names.slice(0, 9)).moreText).toBeNull();
    expect(additionalExpertCount(12)).toBe(3);
    expect(additionalExpertCount(2)).toBe(0);
  });

  it("shows 4 names then '+N more'", () => {
    expect(tooltipNames(names.slice(0, 6))).toEqual({
      shown: names.slice(0, 4),
      moreText: '+2 more',
    });
    expect(tooltipNames(names.slice(0, 4)).moreText).toBeNull();
  });
});

describe('profile pick lists', () => {
  const picks = [
    { id: 'a', confidence: 60 },
    { id: 'b', confidence: 90 },
    { id: 'c', confidence: 45 },
    { id: 'd', confidence: 75 },
    { id: 'e', confidence: 90 },
  ];

  it('sort by confidence, highest first, ties by id', () => {
    expect(sortByConfidence(picks).map((p) => p.id)).toEqual(['b', 'e', 'd', 'a', 'c']);
  });

  it('hide unqualified and already selected picks from Recent Picks', () => {
    expect(recentProfilePicks(picks, (p) => p.id === 'd').map((p) => p.id)).toEqual([
      'b',
      'e',
      'a',
    ]);
  });

  it('word the sections', () => {
    expect(myPicksFromHeading('Sam')).toBe('My Picks from Sam');
    expect(noPicksFromText('Sam')).toBe("You haven't added any picks from Sam yet.");
    expect(PROFILE_TEXTS.noRecentPicks).toBe('No recent picks available for this handicapper.');
    expect(PROFILE_TEXTS.noSelection).toBe('No handicapper selected');
  });
});
