// Each league's season as month-day windows (regular season through the final), the one calendar
// the demo generator schedules by and the picks browser's tabs read to say when a league returns.
// Windows are approximate but real-shaped; a window whose end is before its start crosses the
// new year (NFL September to February).
import { parseCalendarDate } from './calendar-date';

/** The picks browser's league tabs after 'ALL', in their stable order (spec's browse list). */
export const BROWSE_LEAGUES = ['MLB', 'CFB', 'NFL', 'NBA', 'NHL', 'WNBA', 'NCAA', 'MLS'] as const;
export type BrowseLeague = (typeof BROWSE_LEAGUES)[number];

interface SeasonWindow {
  /** MM-DD of the first day with games. */
  start: string;
  /** MM-DD of the last day with games. */
  end: string;
}

export const LEAGUE_SEASONS: Readonly<Record<BrowseLeague, SeasonWindow>> = {
  MLB: { start: '03-27', end: '10-31' },
  CFB: { start: '08-23', end: '01-20' },
  NFL: { start: '09-04', end: '02-09' },
  NBA: { start: '10-21', end: '06-20' },
  NHL: { start: '10-07', end: '06-20' },
  WNBA: { start: '05-16', end: '09-30' },
  NCAA: { start: '11-03', end: '04-07' },
  MLS: { start: '02-21', end: '12-06' },
};

function monthDay(date: string): string | null {
  const parts = parseCalendarDate(date);
  if (!parts) return null;
  return `${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

function isBrowseLeague(league: string): league is BrowseLeague {
  return (BROWSE_LEAGUES as readonly string[]).includes(league);
}

/** Whether the league plays in the season that covers `date` (unknown leagues: always). */
export function isInSeason(league: string, date: string): boolean {
  if (!isBrowseLeague(league)) return true;
  const md = monthDay(date);
  if (md === null) return false;
  const { start, end } = LEAGUE_SEASONS[league];
  return start <= end ? md >= start && md <= end : md >= start || md <= end;
}

/**
 * The first day of the league's next season after `date` (YYYY-MM-DD), or null when the league is
 * in season on `date` or unknown.
 */
export function seasonReturns(league: string, date: string): string | null {
  if (!isBrowseLeague(league) || isInSeason(league, date)) return null;
  const parts = parseCalendarDate(date);
  if (!parts) return null;
  const start = LEAGUE_SEASONS[league].start;
  const md = monthDay(date)!;
  const year = md < start ? parts.year : parts.year + 1;
  return `${year}-${start}`;
}
