// Validation of the admin's default (current) event date. The date service and the admin panel
// apply the same rules but word some messages differently; both wordings are kept exactly.
import { daysBetween, isIsoDateFormat, parseCalendarDate } from '../time/calendar-date';
import { slateDateAt } from '../time/slate-date';

export const DATE_MIN_YEAR = 2020;
export const DATE_MAX_YEAR = 2030;
export const DATE_MAX_DISTANCE_DAYS = 365;
export const DATE_VALIDATION_DEBOUNCE_MS = 300;
export const DATE_INPUT_MIN_LENGTH = 10;

export const DATE_SERVICE_MESSAGES = {
  required: 'Date is required',
  notString: 'Date must be a string',
  format: 'Invalid date format. Please use YYYY-MM-DD format (e.g., 2025-07-20)',
  invalid: 'Invalid date. Please enter a valid date.',
  yearRange: 'Date must be between 2020 and 2030',
  tooFarPast: 'Date cannot be more than 1 year in the past',
  tooFarFuture: 'Date cannot be more than 1 year in the future',
} as const;

export const ADMIN_PANEL_DATE_MESSAGES = {
  required: 'Date is required',
  notString: 'Date must be a string',
  format: 'Invalid format. Use YYYY-MM-DD (e.g., 2025-07-20)',
  invalid: 'Invalid date. Please enter a valid date.',
  beforeMinYear: 'Date cannot be before 2020',
  afterMaxYear: 'Date cannot be after 2030',
  tooFarPast: 'Date cannot be more than 1 year in the past',
  tooFarFuture: 'Date cannot be more than 1 year in the future',
  sameDate: 'New date is the same as current date. No changes needed.',
} as const;

type DateProblem =
  | 'required'
  | 'notString'
  | 'format'
  | 'invalid'
  | 'beforeMinYear'
  | 'afterMaxYear'
  | 'tooFarPast'
  | 'tooFarFuture';

/** Every problem with `value`, in order; format problems stop the later checks. */
function dateProblems(value: unknown, nowMs: number): DateProblem[] {
  if (value === undefined || value === null || value === '') return ['required'];
  if (typeof value !== 'string') return ['notString'];
  if (value.trim() === '') return ['required'];
  if (!isIsoDateFormat(value)) return ['format'];
  const parts = parseCalendarDate(value);
  if (!parts) return ['invalid'];
  const problems: DateProblem[] = [];
  if (parts.year < DATE_MIN_YEAR) problems.push('beforeMinYear');
  if (parts.year > DATE_MAX_YEAR) problems.push('afterMaxYear');
  const offset = daysBetween(slateDateAt(nowMs), value);
  if (offset < -DATE_MAX_DISTANCE_DAYS) problems.push('tooFarPast');
  if (offset > DATE_MAX_DISTANCE_DAYS) problems.push('tooFarFuture');
  return problems;
}

/** The date service's (and server's) errors for a default date; empty means valid. */
export function dateServiceErrors(value: unknown, nowMs: number): string[] {
  const messages = dateProblems(value, nowMs).map((problem) =>
    problem === 'beforeMinYear' || problem === 'afterMaxYear'
      ? DATE_SERVICE_MESSAGES.yearRange
      : DATE_SERVICE_MESSAGES[problem],
  );
  return [...new Set(messages)];
}

/** The admin panel's errors for a default date; it shows the first and links to the rest. */
export function adminPanelDateErrors(value: unknown, nowMs: number): string[] {
  return dateProblems(value, nowMs).map((problem) => ADMIN_PANEL_DATE_MESSAGES[problem]);
}

/** 'Show N more error(s)' under the first error, or null when there is only one. */
export function moreErrorsLinkText(errors: readonly string[]): string | null {
  return errors.length > 1 ? `Show ${errors.length - 1} more error(s)` : null;
}

/** Validation runs (after the 300 ms debounce) once the input has at least 10 characters. */
export function shouldValidateDateInput(input: string): boolean {
  return input.length >= DATE_INPUT_MIN_LENGTH;
}

/** Submitting the current date again gives this warning and makes no call. */
export function sameDateWarning(newDate: string, currentDate: string): string | null {
  return newDate === currentDate ? ADMIN_PANEL_DATE_MESSAGES.sameDate : null;
}

/** The current slate date from the date call's reply; when it fails, the date in California. */
export function currentDateOrFallback(
  reply: { date?: unknown } | null | undefined,
  nowMs: number,
): string {
  const date = reply?.date;
  return typeof date === 'string' && parseCalendarDate(date) ? date : slateDateAt(nowMs);
}
