// The picks browser's filters: stat type (over / under), league, and the search box.
import { containsQuery } from './text-match';

export type StatTypeFilter = 'ALL' | 'OVER' | 'UNDER';
/** The filter menu lists them in this order. */
export const STAT_TYPE_OPTIONS: readonly { value: StatTypeFilter; label: string }[] = [
  { value: 'UNDER', label: 'Under' },
  { value: 'ALL', label: 'All' },
  { value: 'OVER', label: 'Over' },
];
export { LEAGUE_FILTERS } from './leagues';
export const SEARCH_PLACEHOLDER = 'Search for handicappers, games, sports, teams...';

export interface FilterablePick {
  playerName: string;
  playerNumber?: string | null;
  betType: string;
  gameInfo: string;
  league: string;
  handicapperNames: readonly string[];
}

export interface PickFilters {
  statType: StatTypeFilter;
  league: string;
  query: string;
}

export const NO_FILTERS: PickFilters = { statType: 'ALL', league: 'ALL', query: '' };

/** OVER / UNDER match that word in the bet type or the game info. */
export function matchesStatType(pick: FilterablePick, filter: StatTypeFilter): boolean {
  if (filter === 'ALL') return true;
  const word = new RegExp(`\\b${filter}\\b`, 'i');
  return word.test(pick.betType) || word.test(pick.gameInfo);
}

export function matchesLeague(pick: FilterablePick, league: string): boolean {
  const wanted = league.trim().toUpperCase();
  return wanted === '' || wanted === 'ALL' || pick.league.trim().toUpperCase() === wanted;
}

/** Player, bet type, game info, league and handicapper names, case-insensitively. */
export function matchesSearch(pick: FilterablePick, query: string): boolean {
  return containsQuery(
    [pick.playerName, pick.betType, pick.gameInfo, pick.league, ...pick.handicapperNames],
    query,
  );
}

export function filterPicks<T extends FilterablePick>(
  picks: readonly T[],
  filters: PickFilters,
): T[] {
  return picks.filter(
    (pick) =>
      matchesStatType(pick, filters.statType) &&
      matchesLeague(pick, filters.league) &&
      matchesSearch(pick, filters.query),
  );
}

export interface FilterableHandicapper {
  name: string;
  sports?: string | readonly string[] | null;
  picks: readonly FilterablePick[];
}

/** Handicapper view: the handicapper's name and sports, or any of their picks (with number). */
export function matchesHandicapperSearch(
  handicapper: FilterableHandicapper,
  query: string,
): boolean {
  const sports = handicapper.sports;
  const sportList = typeof sports === 'string' ? [sports] : [...(sports ?? [])];
  if (containsQuery([handicapper.name, ...sportList], query)) return true;
  return handicapper.picks.some(
    (pick) => matchesSearch(pick, query) || containsQuery([pick.playerNumber], query),
  );
}

/** Choosing a league tab; double-clicking any league resets the filter to ALL. */
export function leagueAfterClick(clicked: string, doubleClick: boolean): string {
  return doubleClick ? 'ALL' : clicked;
}
