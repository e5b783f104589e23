// What sits under the picks list: the infinite-scroll sentinel while more rows can be shown, the
// loading state while more picks are still being fetched, else the 'No more picks.' rule.
import { hasMoreToShow } from './list-paging';

export type PicksListFooter = 'sentinel' | 'more' | 'no-more' | 'none';

/**
 * `visible` rows asked for, `matched` rows the filter finds in the cache, `more` when the data
 * worker is still fetching picks that may match. While rows are still loading (nothing shown yet)
 * nothing is drawn; with more to page in, the sentinel; at the last matched row while more are
 * fetched, the loading state; otherwise the list has ended, also when the filter matches nothing
 * ('No more picks.').
 */
export function picksListFooter(input: {
  visible: number;
  matched: number;
  loading: boolean;
  more?: boolean;
}): PicksListFooter {
  if (input.loading && input.matched === 0) return 'none';
  if (hasMoreToShow(input.visible, input.matched)) return 'sentinel';
  return input.more === true ? 'more' : 'no-more';
}
