import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildEventId,
  eventIdDisplayName,
  parseEventId,
} from '../../../../src/domain/picks/event-id';

describe('event ids', () => {
  it('are date-LEAGUE-name-stat-threshold', () => {
    expect(
      buildEventId({
        date: '2025-07-20',
        league: 'nba',
        name: 'LeBron James',
        statType: 'Points',
        threshold: 25.5,
      }),
    ).toBe('2025-07-20-NBA-LeBron_James-Points-25.5');
    expect(
      buildEventId({
        date: '2025-07-20',
        league: 'MLB',
        name: 'Judge',
        statType: 'Hits',
        threshold: null,
      }),
    ).toBe('2025-07-20-MLB-Judge-Hits');
  });

  it('read back into their parts, hyphenated names and negative lines included', () => {
    expect(parseEventId('2025-07-20-NFL-Jaxon_Smith-Njigba-Receiving_Yards-64.5')).toEqual({
      date: '2025-07-20',
      league: 'NFL',
      name: 'Jaxon_Smith-Njigba',
      statType: 'Receiving_Yards',
      threshold: 64.5,
    });
    expect(parseEventId('2025-07-20-NFL-Chiefs-Spread--3.5')?.threshold).toBe(-3.5);
    expect(parseEventId('2025-07-20-MLB-Judge-Hits')?.threshold).toBeNull();
    expect(parseEventId('not-an-id')).toBeNull();
    expect(
      buildEventId({
        date: '2025-07-20',
        league: 'NBA',
        name: 'X Y',
        statType: 'Pts',
        threshold: 1e-7,
      }),
    ).toBe('2025-07-20-NBA-X_Y-Pts-0.0000001');
    const parts = parseEventId('2025-07-20-NBA-LeBron_James-Points-25.5');
    expect(parts && eventIdDisplayName(parts)).toBe('LeBron James');
  });

  it('round-trips built ids', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,15}[A-Za-z]$/);
    fc.assert(
      fc.property(
        word,
        word,
        fc.integer({ min: -10_000, max: 50_000 }).map((n) => n / 100),
        (name, stat, threshold) => {
          const id = buildEventId({
            date: '2025-07-20',
            league: 'NBA',
            name,
            statType: stat,
            threshold,
          });
          const parts = parseEventId(id);
          expect(parts?.date).toBe('2025-07-20');
          expect(parts?.league).toBe('NBA');
          expect(parts?.threshold === threshold).toBe(true);
          expect(parts?.name).toBe(name.trim().replace(/\s+/g, '_'));
        },
      ),
    );
  });
});
