// The slate date: which day's picks a bettor sees. "Today" is the calendar date in California.

export const SLATE_TIME_ZONE = 'America/Los_Angeles';
/** The spec's last-resort date when even the California date cannot be computed. */
export const FALLBACK_SLATE_DATE = '2025-07-20';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** YYYY-MM-DD of the instant `nowMs` in `timeZone` (California unless told otherwise). */
export function slateDateAt(nowMs: number, timeZone: string = SLATE_TIME_ZONE): string {
  try {
    const parts = formatterFor(timeZone).formatToParts(new Date(nowMs));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const date = `${part('year')}-${part('month')}-${part('day')}`;
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : FALLBACK_SLATE_DATE;
  } catch {
    return FALLBACK_SLATE_DATE;
  }
}

/** "Sat, Nov 22" style label for a YYYY-MM-DD slate date, read as a calendar day (no zone shift). */
export function formatSlateDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(utc));
}

/** The YYYY-MM-DD date `days` calendar days after `date` (negative goes back). */
export function shiftSlateDate(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(utc).toISOString().slice(0, 10);
}
