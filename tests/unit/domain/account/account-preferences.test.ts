// Odds shown in the bettor's format (one rule for every screen) and the display / session
// preferences' rules.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCOUNT_PREFERENCES,
  checkAccountPreferenceChanges,
  checkSessionDuration,
  readAccountPreferences,
} from '../../../../src/domain/account/account-preferences';
import { readDisplayPreferences } from '../../../../src/domain/account/display-preferences';
import { betInOddsFormat, betText } from '../../../../src/domain/parlay/bet-text';
import { formatOdds, listedOddsToDecimal } from '../../../../src/domain/odds/odds';
import { sessionDurationText } from '../../../../src/domain/account/settings-texts';

describe('formatOdds', () => {
  it('shows American prices with their sign, and decimal with two places', () => {
    expect(formatOdds('-110', 'american')).toBe('-110');
    expect(formatOdds('150', 'american')).toBe('+150');
    expect(formatOdds(-110, 'decimal')).toBe('1.91');
    expect(formatOdds('+150', 'decimal')).toBe('2.50');
    expect(formatOdds('-125', 'decimal')).toBe('1.80');
    expect(formatOdds('+100', 'decimal')).toBe('2.00');
  });

  it('reads decimal listings too, and converts them back to American', () => {
    expect(formatOdds('1.85', 'decimal')).toBe('1.85');
    expect(formatOdds('1.80', 'american')).toBe('-125');
    expect(formatOdds('2.5', 'american')).toBe('+150');
    expect(formatOdds('2.0', 'american')).toBe('+100');
  });

  it('round-trips every American price through decimal (-100 and +100 are one price)', () => {
    expect(formatOdds('-100', 'american')).toBe('+100');
    for (let american = 105; american <= 1000; american += 5) {
      for (const signed of [american, -american]) {
        const decimal = formatOdds(signed, 'decimal')!;
        expect(Number(decimal)).toBeCloseTo(listedOddsToDecimal(signed)!, 2);
        expect(formatOdds(String(listedOddsToDecimal(signed)), 'american')).toBe(
          signed > 0 ? `+${signed}` : String(signed),
        );
      }
    }
  });

  it('shows an unreadable price as listed, and none as null', () => {
    expect(formatOdds('EVEN', 'decimal')).toBe('EVEN');
    expect(formatOdds('50', 'american')).toBe('+4900');
    expect(formatOdds('0.5', 'decimal')).toBe('0.5');
    expect(formatOdds(null, 'decimal')).toBeNull();
    expect(formatOdds('  ', 'american')).toBeNull();
  });

  it("rewrites only the price of a leg's bet text", () => {
    const bet = betText({
      player: 'Luis Reyes',
      side: 1,
      line: 28.5,
      stat: 'PRA',
      odds: '-125',
      book: 'DraftKings',
    });
    expect(bet).toBe('Luis Reyes Over 28.5 PRA, -125 at DraftKings');
    expect(betInOddsFormat(bet, '-125', 'decimal')).toBe(
      'Luis Reyes Over 28.5 PRA, 1.80 at DraftKings',
    );
    expect(betInOddsFormat(bet, '-125', 'american')).toBe(bet);
    expect(betInOddsFormat('Luis Reyes Over 28.5 PRA', null, 'decimal')).toBe(
      'Luis Reyes Over 28.5 PRA',
    );
  });
});

describe('account preferences', () => {
  it('lays display and staking changes over the saved set, checked as a whole', () => {
    const checked = checkAccountPreferenceChanges(
      { odds_format: 'decimal', default_league: 'NBA', bankroll: 300 },
      DEFAULT_ACCOUNT_PREFERENCES,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        ...DEFAULT_ACCOUNT_PREFERENCES,
        odds_format: 'decimal',
        default_league: 'NBA',
        bankroll: 300,
      },
    });
  });

  it('names the field it refuses', () => {
    const refused = (changes: Record<string, unknown>) => {
      const checked = checkAccountPreferenceChanges(changes, DEFAULT_ACCOUNT_PREFERENCES);
      return checked.ok ? null : checked.message;
    };
    expect(refused({ odds_format: 'fractional' })).toBe('Odds format must be american or decimal.');
    expect(refused({ default_league: 'nba' })).toMatch(/^Default league must be one of ALL/);
    expect(refused({ reduced_motion: 1 })).toBe('Reduced motion must be true or false.');
    expect(refused({ session_duration_hours: 5 })).toMatch(/session-duration/);
    expect(refused({ theme: 'light' })).toBe('Unknown preference: theme.');
    expect(refused({ odds_format: 'decimal', kelly_fraction: 3 })).toMatch(/^Kelly fraction/);
  });

  it('bounds the session duration to 1 hour - 90 days, whole hours', () => {
    expect(checkSessionDuration(1)).toEqual({ ok: true, value: 1 });
    expect(checkSessionDuration(2160)).toEqual({ ok: true, value: 2160 });
    for (const bad of [0, 2161, 1.5, '24', null])
      expect(checkSessionDuration(bad).ok, String(bad)).toBe(false);
    expect(sessionDurationText(1)).toBe('1 hour');
    expect(sessionDurationText(12)).toBe('12 hours');
    expect(sessionDurationText(24)).toBe('1 day');
    expect(sessionDurationText(2160)).toBe('90 days');
  });

  it('reads a stored set leniently, field by field', () => {
    expect(readAccountPreferences(null)).toEqual(DEFAULT_ACCOUNT_PREFERENCES);
    expect(
      readAccountPreferences({
        odds_format: 'decimal',
        reduced_motion: 'x',
        session_duration_hours: 48,
      }),
    ).toEqual({
      ...DEFAULT_ACCOUNT_PREFERENCES,
      odds_format: 'decimal',
      session_duration_hours: 48,
    });
    expect(readDisplayPreferences({ default_league: 'NHL', odds_format: 7 })).toEqual({
      odds_format: 'american',
      default_league: 'NHL',
      reduced_motion: false,
    });
  });
});
