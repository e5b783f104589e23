// What an empty picks list says (issue [M]): a league out of season says when it returns, an
// in-season league with nothing on the date says so, a search that finds nothing names the search.
// 'No more picks.' stays for the end of a list that showed picks.
import { isInSeason, seasonReturns } from './league-seasons';
import { formatSlateDate } from './slate-date';

export interface EmptyListInput {
  /** The league tab ('ALL' for every league). */
  league: string;
  /** The search as typed ('' for none). */
  search: string;
  /** The slate date (YYYY-MM-DD), null before it is known. */
  date: string | null;
}

/** "Mar 27, 2027": a YYYY-MM-DD day without its weekday. */
function dayText(date: string): string {
  return formatSlateDate(date).replace(/^[A-Za-z]{3}, /, '');
}

export function emptyListText({ league, search, date }: EmptyListInput): string {
  const query = search.trim();
  const all = league === 'ALL' || league === '';
  const where = all ? '' : ` in ${league}`;
  if (query !== '') return `No pick matches “${query}”${where}.`;
  if (date === null) return all ? 'No picks yet.' : `No ${league} picks yet.`;
  if (!all && !isInSeason(league, date)) {
    const back = seasonReturns(league, date);
    return back === null
      ? `${league} is out of season.`
      : `${league} is out of season. It returns on ${dayText(back)}.`;
  }
  return all ? `No picks on ${dayText(date)}.` : `No ${league} picks on ${dayText(date)}.`;
}
