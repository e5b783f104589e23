import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareCells,
  nextColumnSort,
  sortRows,
} from '../../../../src/domain/raw-sheet/sort-cycle';
import type { ColumnSort } from '../../../../src/domain/raw-sheet/sort-cycle';

const rows = [
  { name: 'b', hits: 2 },
  { name: 'a', hits: null },
  { name: 'c', hits: 10 },
  { name: 'd', hits: '' },
  { name: 'e', hits: 1 },
];

describe('sort cycle', () => {
  it('goes descending, ascending, cleared', () => {
    const first = nextColumnSort(null, 'hits');
    expect(first).toEqual({ column: 'hits', direction: 'desc' });
    const second = nextColumnSort(first, 'hits');
    expect(second).toEqual({ column: 'hits', direction: 'asc' });
    expect(nextColumnSort(second, 'hits')).toBeNull();
  });

  it('starts a new column descending (one sort per table)', () => {
    expect(nextColumnSort({ column: 'hits', direction: 'asc' }, 'name')).toEqual({
      column: 'name',
      direction: 'desc',
    });
  });

  it('puts empty values last in both directions', () => {
    expect(sortRows(rows, { column: 'hits', direction: 'desc' }).map((r) => r.name)).toEqual([
      'c',
      'b',
      'e',
      'a',
      'd',
    ]);
    expect(sortRows(rows, { column: 'hits', direction: 'asc' }).map((r) => r.name)).toEqual([
      'e',
      'b',
      'c',
      'a',
      'd',
    ]);
    expect(sortRows(rows, null)).toEqual(rows);
  });

  it('compares numbers as numbers and text without case', () => {
    expect(compareCells('10', '9')).toBeGreaterThan(0);
    expect(compareCells('apple', 'Banana')).toBeLessThan(0);
    expect(compareCells(3, 'x')).toBeLessThan(0);
    expect(compareCells('x', 3)).toBeGreaterThan(0);
  });

  it('returns to the original order after three clicks on a column', () => {
    const cell = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.constant(''));
    fc.assert(
      fc.property(fc.array(fc.record({ v: cell })), (table) => {
        let sort: ColumnSort | null = null;
        for (let click = 0; click < 3; click += 1) sort = nextColumnSort(sort, 'v');
        expect(sortRows(table, sort)).toEqual(table);
      }),
    );
  });

  it('keeps every row, empty ones at the end', () => {
    const cell = fc.oneof(fc.integer(), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: cell })),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        (table, direction) => {
          const sorted = sortRows(table, { column: 'v', direction });
          expect(sorted).toHaveLength(table.length);
          const firstEmpty = sorted.findIndex(
            (r) => r.v === null || (typeof r.v === 'string' && r.v.trim() === ''),
          );
          if (firstEmpty >= 0) {
            expect(
              sorted
                .slice(firstEmpty)
                .every((r) => r.v === null || (typeof r.v === 'string' && r.v.trim() === '')),
            ).toBe(true);
          }
        },
      ),
    );
  });
});
