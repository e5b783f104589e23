import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  isRealCalendarDate,
  parseCalendarDate,
  utcDateAt,
} from '../../../../src/domain/time/calendar-date';
import {
  adminPanelDateErrors,
  currentDateOrFallback,
  dateServiceErrors,
  moreErrorsLinkText,
  sameDateWarning,
  shouldValidateDateInput,
} from '../../../../src/domain/admin/default-date-validation';

/** Noon UTC on 2025-07-20: the California date is 2025-07-20 too. */
const NOW = Date.UTC(2025, 6, 20, 19, 0);

describe('calendar dates', () => {
  it('knows real days from impossible ones', () => {
    expect(isRealCalendarDate('2025-02-28')).toBe(true);
    expect(isRealCalendarDate('2025-02-31')).toBe(false);
    expect(isRealCalendarDate('2024-02-29')).toBe(true);
    expect(isRealCalendarDate('2025-02-29')).toBe(false);
    expect(isRealCalendarDate('2025-13-01')).toBe(false);
    expect(isRealCalendarDate('2025-00-10')).toBe(false);
    expect(isRealCalendarDate('2025-01-00')).toBe(false);
    expect(parseCalendarDate('2025-7-20')).toBeNull();
  });

  it('counts days between dates and reads a UTC date', () => {
    expect(daysBetween('2025-07-20', '2026-07-20')).toBe(365);
    expect(daysBetween('2025-07-20', '2024-07-20')).toBe(-365);
    expect(daysBetween('bad', '2024-07-20')).toBeNaN();
    expect(utcDateAt(Date.UTC(2025, 6, 21, 1))).toBe('2025-07-21');
  });
});

describe('date service validation', () => {
  it('accepts today, and dates exactly 365 days away', () => {
    expect(dateServiceErrors('2025-07-20', NOW)).toEqual([]);
    expect(dateServiceErrors('2026-07-20', NOW)).toEqual([]);
    expect(dateServiceErrors('2024-07-20', NOW)).toEqual([]);
  });

  it('words each problem exactly', () => {
    expect(dateServiceErrors(undefined, NOW)).toEqual(['Date is required']);
    expect(dateServiceErrors('', NOW)).toEqual(['Date is required']);
    expect(dateServiceErrors(20250720, NOW)).toEqual(['Date must be a string']);
    expect(dateServiceErrors('07/20/2025', NOW)).toEqual([
      'Invalid date format. Please use YYYY-MM-DD format (e.g., 2025-07-20)',
    ]);
    expect(dateServiceErrors('2025-02-31', NOW)).toEqual([
      'Invalid date. Please enter a valid date.',
    ]);
    expect(dateServiceErrors('2026-07-21', NOW)).toEqual([
      'Date cannot be more than 1 year in the future',
    ]);
    expect(dateServiceErrors('2024-07-19', NOW)).toEqual([
      'Date cannot be more than 1 year in the past',
    ]);
  });

  it('checks the 2020-2030 range', () => {
    const later = Date.UTC(2030, 6, 1, 19);
    expect(dateServiceErrors('2031-01-01', later)).toEqual(['Date must be between 2020 and 2030']);
    const earlier = Date.UTC(2020, 2, 1, 19);
    expect(dateServiceErrors('2019-12-31', earlier)).toEqual([
      'Date must be between 2020 and 2030',
    ]);
  });
});

describe('admin panel validation', () => {
  it('uses its own wording for format and range', () => {
    expect(adminPanelDateErrors('2025/07/20', NOW)).toEqual([
      'Invalid format. Use YYYY-MM-DD (e.g., 2025-07-20)',
    ]);
    expect(adminPanelDateErrors('2031-01-01', Date.UTC(2030, 6, 1, 19))).toEqual([
      'Date cannot be after 2030',
    ]);
    expect(adminPanelDateErrors('2019-12-31', Date.UTC(2020, 2, 1, 19))).toEqual([
      'Date cannot be before 2020',
    ]);
    expect(adminPanelDateErrors(null, NOW)).toEqual(['Date is required']);
    expect(adminPanelDateErrors(7, NOW)).toEqual(['Date must be a string']);
  });

  it('lists every problem and offers "Show N more error(s)"', () => {
    const errors = adminPanelDateErrors('2031-06-01', NOW);
    expect(errors).toEqual([
      'Date cannot be after 2030',
      'Date cannot be more than 1 year in the future',
    ]);
    expect(moreErrorsLinkText(errors)).toBe('Show 1 more error(s)');
    expect(moreErrorsLinkText(['one'])).toBeNull();
    expect(moreErrorsLinkText([])).toBeNull();
  });

  it('validates once the input has 10 characters', () => {
    expect(shouldValidateDateInput('2025-07-2')).toBe(false);
    expect(shouldValidateDateInput('2025-07-20')).toBe(true);
  });

  it('warns instead of calling when the date does not change', () => {
    expect(sameDateWarning('2025-07-20', '2025-07-20')).toBe(
      'New date is the same as current date. No changes needed.',
    );
    expect(sameDateWarning('2025-07-21', '2025-07-20')).toBeNull();
  });

  it('measures the year window from the California date', () => {
    // 2026-07-21 03:00 UTC is still 2026-07-20 in California: 2025-07-20 is 365 days back there.
    expect(dateServiceErrors('2025-07-20', Date.UTC(2026, 6, 21, 3))).toEqual([]);
    expect(dateServiceErrors('2025-07-20', Date.UTC(2026, 6, 21, 8))).toEqual([
      'Date cannot be more than 1 year in the past',
    ]);
  });
});

describe('current date from the date call', () => {
  it("uses the server's date, or California's date when the call fails", () => {
    expect(currentDateOrFallback({ date: '2025-07-18' }, NOW)).toBe('2025-07-18');
    expect(currentDateOrFallback(null, Date.UTC(2025, 6, 21, 3))).toBe('2025-07-20');
    expect(currentDateOrFallback({ date: '2025-02-31' }, NOW)).toBe('2025-07-20');
  });
});
