import { describe, expect, it } from 'vitest';
import { emptyListText } from '../../../src/domain/empty-list-text';

describe('empty list text', () => {
  it('tells when an out-of-season league returns', () => {
    expect(emptyListText({ league: 'MLB', search: '', date: '2026-11-24' })).toBe(
      'MLB is out of season. It returns on Mar 27, 2027.',
    );
    expect(emptyListText({ league: 'WNBA', search: '', date: '2026-03-01' })).toBe(
      'WNBA is out of season. It returns on May 16, 2026.',
    );
  });

  it('says an in-season league has nothing on the date', () => {
    expect(emptyListText({ league: 'NFL', search: '', date: '2026-11-24' })).toBe(
      'No NFL picks on Nov 24, 2026.',
    );
    expect(emptyListText({ league: 'ALL', search: '', date: '2026-11-24' })).toBe(
      'No picks on Nov 24, 2026.',
    );
  });

  it('names a search that found nothing', () => {
    expect(emptyListText({ league: 'ALL', search: '  zzz ', date: '2026-11-24' })).toBe(
      'No pick matches “zzz”.',
    );
    expect(emptyListText({ league: 'NBA', search: 'zzz', date: '2026-11-24' })).toBe(
      'No pick matches “zzz” in NBA.',
    );
  });

  it('waits for the date without guessing', () => {
    expect(emptyListText({ league: 'NBA', search: '', date: null })).toBe('No NBA picks yet.');
    expect(emptyListText({ league: 'ALL', search: '', date: null })).toBe('No picks yet.');
  });
});
