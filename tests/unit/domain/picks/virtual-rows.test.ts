import { describe, expect, it } from 'vitest';
import { rowCount, rowItems } from '../../../../src/domain/picks/virtual-rows';

describe('virtual list rows', () => {
  it('counts rows of one or two, the last one short', () => {
    expect(rowCount(0, 2)).toBe(0);
    expect(rowCount(1, 2)).toBe(1);
    expect(rowCount(860, 2)).toBe(430);
    expect(rowCount(861, 2)).toBe(431);
    expect(rowCount(861, 1)).toBe(861);
    expect(rowCount(3, 0)).toBe(3);
  });

  it('gives each row its cards in reading order, every card once', () => {
    const cards = Array.from({ length: 7 }, (_, i) => i);
    const rows = Array.from({ length: rowCount(cards.length, 2) }, (_, r) => rowItems(cards, r, 2));
    expect(rows).toEqual([[0, 1], [2, 3], [4, 5], [6]]);
    expect(rows.flat()).toEqual(cards);
    expect(rowItems(cards, 3, 1)).toEqual([3]);
  });
});
