import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLATE_DATE,
  formatSlateDate,
  shiftSlateDate,
  slateDateAt,
} from '../../../../src/domain/time/slate-date';

describe('slate date', () => {
  it('is the calendar date in California, not UTC', () => {
    // 2025-07-21 06:30 UTC is still 2025-07-20 in Los Angeles (UTC-7 in summer).
    expect(slateDateAt(Date.UTC(2025, 6, 21, 6, 30))).toBe('2025-07-20');
    expect(slateDateAt(Date.UTC(2025, 6, 21, 7, 0))).toBe('2025-07-21');
    // Winter: UTC-8.
    expect(slateDateAt(Date.UTC(2025, 0, 1, 7, 59))).toBe('2024-12-31');
    expect(slateDateAt(Date.UTC(2025, 0, 1, 8, 0))).toBe('2025-01-01');
  });

  it('falls back to 2025-07-20 when the date cannot be computed', () => {
    expect(FALLBACK_SLATE_DATE).toBe('2025-07-20');
    expect(slateDateAt(Number.NaN)).toBe('2025-07-20');
    expect(slateDateAt(0, 'Not/AZone')).toBe('2025-07-20');
  });

  it('formats and shifts calendar days', () => {
    expect(formatSlateDate('2025-07-20')).toContain('Jul 20');
    expect(formatSlateDate('bad')).toBe('bad');
    expect(shiftSlateDate('2025-03-01', -1)).toBe('2025-02-28');
  });
});
