import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canFavorite,
  FAVORITES_LIMIT_MESSAGE,
  MAX_FAVORITES,
  NO_FAVORITES_TEXT,
  sanitizeServerFavorites,
  toggleFavorite,
} from '../../../../src/domain/lists/favorites';

describe('favourite toggle', () => {
  it('adds under the limit and removes a favourite', () => {
    expect(toggleFavorite([1, 2], 3)).toEqual({ favorites: [1, 2, 3], error: null });
    expect(toggleFavorite([1, 2, 3], 2)).toEqual({ favorites: [1, 3], error: null });
  });

  it('refuses a sixth favourite with the spec message', () => {
    expect(MAX_FAVORITES).toBe(5);
    expect(toggleFavorite([1, 2, 3, 4, 5], 6)).toEqual({
      favorites: [1, 2, 3, 4, 5],
      error: 'You can only have up to 5 favorite handicappers. Please remove one first.',
    });
    expect(FAVORITES_LIMIT_MESSAGE).toBe(
      'You can only have up to 5 favorite handicappers. Please remove one first.',
    );
    expect(toggleFavorite([1, 2, 3, 4, 5], 5).favorites).toEqual([1, 2, 3, 4]);
  });

  it('needs a signed-in user', () => {
    expect(canFavorite(false)).toBe(false);
    expect(canFavorite(true)).toBe(true);
    expect(NO_FAVORITES_TEXT).toBe('No favorites yet');
  });
});

describe('server favourites', () => {
  it('keeps the first 5 distinct non-negative integers of 100 ids with duplicates and negatives', () => {
    const ids = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? -(i + 1) : i % 7));
    expect(sanitizeServerFavorites(ids)).toEqual([1, 2, 4, 5, 0]);
    expect(Object.is(sanitizeServerFavorites([-0])[0], 0)).toBe(true);
    expect(sanitizeServerFavorites([7, 7, -1, 3.5, '8', 'x', null, 9, 10, 11, 12])).toEqual([
      7, 8, 9, 10, 11,
    ]);
  });

  it('gives an empty list for anything but a list', () => {
    expect(sanitizeServerFavorites(null)).toEqual([]);
    expect(sanitizeServerFavorites({ favorites: [1] })).toEqual([]);
  });

  it('never returns more than 5, duplicates or negatives', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.string(), fc.double())), (raw) => {
        const ids = sanitizeServerFavorites(raw);
        expect(ids.length).toBeLessThanOrEqual(5);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(Number.isInteger(id) && id >= 0).toBe(true);
      }),
    );
  });
});
