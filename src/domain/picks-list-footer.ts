// What sits under the picks list: the infinite-scroll sentinel while more rows can be shown, else
// the 'No more picks.' rule.
import { hasMoreToShow } from './list-paging';

export type PicksListFooter = 'sentinel' | 'no-more' | 'none';

/**
 * `visible` rows asked for, `matched` rows the filter finds in the cache. While rows are still
 * loading (nothing shown yet) nothing is drawn; with more to page in, the sentinel; otherwise the
 * list has ended, also when the filter matches nothing ('No more picks.').
 */
export function picksListFooter(input: {
  visible: number;
  matched: number;
  loading: boolean;
}): PicksListFooter {
  if (input.loading && input.matched === 0) return 'none';
  return hasMoreToShow(input.visible, input.matched) ? 'sentinel' : 'no-more';
}
