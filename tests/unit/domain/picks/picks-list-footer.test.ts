import { describe, expect, it } from 'vitest';
import { picksListFooter } from '../../../../src/domain/picks/picks-list-footer';

describe('picksListFooter', () => {
  it('shows the sentinel while more matched rows can be paged in', () => {
    expect(picksListFooter({ visible: 25, matched: 60, loading: false })).toBe('sentinel');
    expect(picksListFooter({ visible: 25, matched: 60, loading: true })).toBe('sentinel');
  });

  it("says 'No more picks.' once every matched row is shown, or when none match", () => {
    expect(picksListFooter({ visible: 50, matched: 50, loading: false })).toBe('no-more');
    expect(picksListFooter({ visible: 25, matched: 0, loading: false })).toBe('no-more');
  });

  it('draws nothing while the first rows are loading', () => {
    expect(picksListFooter({ visible: 25, matched: 0, loading: true })).toBe('none');
  });
});

describe('picksListFooter while the worker still fetches picks', () => {
  it("shows the loading state, not 'No more picks.', at the last row fetched so far", () => {
    expect(picksListFooter({ visible: 150, matched: 135, loading: false, more: true })).toBe(
      'more',
    );
    expect(picksListFooter({ visible: 25, matched: 0, loading: false, more: true })).toBe('more');
  });

  it('still pages in the rows it has first', () => {
    expect(picksListFooter({ visible: 100, matched: 135, loading: false, more: true })).toBe(
      'sentinel',
    );
  });
});
