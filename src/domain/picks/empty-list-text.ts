// What an empty picks list says (issue [M]): a league out of season says when it returns, an
// in-season league with nothing on the date says so, a search that finds nothing names the search
// (and, in an out-of-season league, why). 'No more picks.' stays for the end of a list that showed
// picks.
import { isInSeason, seasonReturns } from '../time/league-seasons';
import type { StatTypeFilter } from './pick-filters';
import { formatSlateDate } from '../time/slate-date';

export interface EmptyListInput {
  /** The league tab ('ALL' for every league). */
  league: string;
  /** The search as typed ('' for none). */
  search: string;
  /** The slate date (YYYY-MM-DD), null before it is known. */
  date: string | null;
  /** The filter menu's stat type ('ALL' when absent). */
  statType?: StatTypeFilter;
}

/** Why the list is empty: the picture beside the words follows it. */
export type EmptyListKind = 'search' | 'season' | 'date';

export interface EmptyList {
  kind: EmptyListKind;
  text: string;
}

/** "Mar 27, 2027": a YYYY-MM-DD day without its weekday. */
function dayText(date: string): string {
  return formatSlateDate(date).replace(/^[A-Za-z]{3}, /, '');
}

/** "MLB is out of season. It returns on Mar 27, 2027." or null while the league plays. */
function seasonNote(league: string, date: string | null): string | null {
  if (date === null || isInSeason(league, date)) return null;
  const back = seasonReturns(league, date);
  return back === null
    ? `${league} is out of season.`
    : `${league} is out of season. It returns on ${dayText(back)}.`;
}

export function emptyList({ league, search, date, statType = 'ALL' }: EmptyListInput): EmptyList {
  const query = search.trim();
  const all = league.trim() === '' || league === 'ALL';
  const side = statType === 'OVER' ? 'Over ' : statType === 'UNDER' ? 'Under ' : '';
  const season = all ? null : seasonNote(league, date);
  if (query !== '') {
    const text = `No ${side}pick matches “${query}”${all ? '' : ` in ${league}`}.`;
    return { kind: 'search', text: season === null ? text : `${text} ${season}` };
  }
  if (season !== null) return { kind: 'season', text: season };
  const what = all ? `${side}picks` : side ? `${side}picks in ${league}` : `${league} picks`;
  return {
    kind: 'date',
    text: date === null ? `No ${what} yet.` : `No ${what} on ${dayText(date)}.`,
  };
}

export function emptyListText(input: EmptyListInput): string {
  return emptyList(input).text;
}
