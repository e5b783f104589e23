import { describe, expect, it } from 'vitest';
import { emptyList, emptyListText } from '../../../../src/domain/picks/empty-list-text';
import { BROWSE_LEAGUES, isInSeason } from '../../../../src/domain/time/league-seasons';

describe('empty list text', () => {
  it('tells when an out-of-season league returns', () => {
    expect(emptyListText({ league: 'MLB', search: '', date: '2026-11-24' })).toBe(
      'MLB is out of season. It returns on Mar 27, 2027.',
    );
    expect(emptyListText({ league: 'WNBA', search: '', date: '2026-03-01' })).toBe(
      'WNBA is out of season. It returns on May 16, 2026.',
    );
    // MLS plays through Dec 6, then waits for late February
    expect(emptyListText({ league: 'MLS', search: '', date: '2026-12-06' })).toBe(
      'No MLS picks on Dec 6, 2026.',
    );
    expect(emptyListText({ league: 'MLS', search: '', date: '2026-12-07' })).toBe(
      'MLS is out of season. It returns on Feb 21, 2027.',
    );
    expect(emptyList({ league: 'MLB', search: '', date: '2026-11-24' }).kind).toBe('season');
  });

  it('never calls a league out of season on a day it plays', () => {
    for (const league of BROWSE_LEAGUES)
      for (const date of ['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-15', '2026-11-24'])
        expect(
          emptyListText({ league, search: '', date }).includes('out of season'),
          `${league} ${date}`,
        ).toBe(!isInSeason(league, date));
  });

  it('says an in-season league has nothing on the date', () => {
    expect(emptyListText({ league: 'NFL', search: '', date: '2026-11-24' })).toBe(
      'No NFL picks on Nov 24, 2026.',
    );
    expect(emptyListText({ league: 'NCAA', search: '', date: '2026-11-24' })).toBe(
      'No NCAA picks on Nov 24, 2026.',
    );
    expect(emptyListText({ league: 'ALL', search: '', date: '2026-11-24' })).toBe(
      'No picks on Nov 24, 2026.',
    );
    expect(emptyList({ league: 'NFL', search: '', date: '2026-11-24' }).kind).toBe('date');
  });

  it('names the stat type the filter menu keeps', () => {
    expect(emptyListText({ league: 'NHL', search: '', date: '2026-11-24', statType: 'OVER' })).toBe(
      'No Over picks in NHL on Nov 24, 2026.',
    );
    expect(
      emptyListText({ league: 'ALL', search: '', date: '2026-11-24', statType: 'UNDER' }),
    ).toBe('No Under picks on Nov 24, 2026.');
    expect(emptyListText({ league: 'NHL', search: '', date: '2026-11-24', statType: 'ALL' })).toBe(
      'No NHL picks on Nov 24, 2026.',
    );
    // out of season is the reason, whatever the stat type
    expect(
      emptyListText({ league: 'MLB', search: '', date: '2026-11-24', statType: 'UNDER' }),
    ).toBe('MLB is out of season. It returns on Mar 27, 2027.');
  });

  it('names a search that found nothing', () => {
    expect(emptyListText({ league: 'ALL', search: '  zzz ', date: '2026-11-24' })).toBe(
      'No pick matches “zzz”.',
    );
    expect(emptyListText({ league: 'NBA', search: 'zzz', date: '2026-11-24' })).toBe(
      'No pick matches “zzz” in NBA.',
    );
    expect(
      emptyListText({ league: 'NBA', search: 'zzz', date: '2026-11-24', statType: 'OVER' }),
    ).toBe('No Over pick matches “zzz” in NBA.');
    expect(emptyList({ league: 'NBA', search: 'zzz', date: '2026-11-24' }).kind).toBe('search');
  });

  it('adds why when the searched league is out of season', () => {
    expect(emptyListText({ league: 'MLB', search: 'Judge', date: '2026-11-24' })).toBe(
      'No pick matches “Judge” in MLB. MLB is out of season. It returns on Mar 27, 2027.',
    );
  });

  it('waits for the date without guessing', () => {
    expect(emptyListText({ league: 'NBA', search: '', date: null })).toBe('No NBA picks yet.');
    expect(emptyListText({ league: 'MLB', search: '', date: null })).toBe('No MLB picks yet.');
    expect(emptyListText({ league: 'ALL', search: '', date: null })).toBe('No picks yet.');
  });

  it('speaks of any league the feed brings, never of its season', () => {
    expect(emptyListText({ league: 'EPL', search: '', date: '2026-11-24' })).toBe(
      'No EPL picks on Nov 24, 2026.',
    );
  });
});
