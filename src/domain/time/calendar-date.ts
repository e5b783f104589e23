// Calendar-day arithmetic on YYYY-MM-DD strings, read as plain days (no time zone shift).

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDateFormat(value: string): boolean {
  return ISO_DATE.test(value);
}

/** Parts of a YYYY-MM-DD string that names a real day (2025-02-31 is not one), else null. */
export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

export function isRealCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Both must be real dates. */
export function daysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (!a || !b) return Number.NaN;
  const msA = Date.UTC(a.year, a.month - 1, a.day);
  const msB = Date.UTC(b.year, b.month - 1, b.day);
  return Math.round((msB - msA) / DAY_MS);
}

/** The UTC calendar date of an instant. */
export function utcDateAt(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}
