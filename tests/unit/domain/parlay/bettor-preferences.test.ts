// The bettor's staking preferences: defaults, the messages a bad value gets, lenient reading of a
// stored set, and the optimizer options they become.
import { describe, expect, it } from 'vitest';
import {
  checkPreferences,
  DEFAULT_BETTOR_PREFERENCES,
  optimizerOptionsFor,
  PARLAY_CAP_ABOVE_SLATE_MESSAGE,
  readPreferences,
} from '../../../../src/domain/parlay/bettor-preferences';
import {
  howStakesAreComputed,
  kellyText,
  stakingSummaryText,
  totalStakeText,
} from '../../../../src/domain/parlay/staking-texts';

describe('checkPreferences', () => {
  it('lays changes over the saved set', () => {
    const checked = checkPreferences({ bankroll: 250, max_parlays_per_leg: 2 });
    expect(checked).toEqual({
      ok: true,
      preferences: { ...DEFAULT_BETTOR_PREFERENCES, bankroll: 250, max_parlays_per_leg: 2 },
    });
  });

  it('names the field and its bounds when a value is out of range or the wrong kind', () => {
    expect(checkPreferences({ bankroll: 0 })).toEqual({
      ok: false,
      message: 'Bankroll must be a number from 1 to 10,000,000 units.',
    });
    expect(checkPreferences({ kelly_fraction: 1.5 })).toMatchObject({
      message: 'Kelly fraction must be a number from 0.01 to 1.',
    });
    expect(checkPreferences({ max_parlays_per_leg: 2.5 })).toMatchObject({
      message: 'Parlays per leg must be a whole number from 1 to 8.',
    });
    expect(checkPreferences({ max_slate_stake_percent: '10' })).toMatchObject({ ok: false });
    expect(checkPreferences({ bankroll: Number.POSITIVE_INFINITY })).toMatchObject({ ok: false });
    expect(checkPreferences({ bankrol: 100 })).toEqual({
      ok: false,
      message: 'Unknown preference: bankrol.',
    });
  });

  it('refuses a per-parlay cap above the slate cap, whichever field moved', () => {
    expect(checkPreferences({ max_parlay_stake_percent: 12 })).toEqual({
      ok: false,
      message: PARLAY_CAP_ABOVE_SLATE_MESSAGE,
    });
    expect(
      checkPreferences(
        { max_slate_stake_percent: 1 },
        { ...DEFAULT_BETTOR_PREFERENCES, max_parlay_stake_percent: 2 },
      ),
    ).toMatchObject({ ok: false });
  });
});

describe('readPreferences and optimizerOptionsFor', () => {
  it('reads a stored set leniently and turns percents into shares', () => {
    expect(readPreferences(null)).toEqual(DEFAULT_BETTOR_PREFERENCES);
    expect(readPreferences({ bankroll: -4 })).toEqual(DEFAULT_BETTOR_PREFERENCES);
    expect(readPreferences({ bankroll: 40, extra: 'x' }).bankroll).toBe(40);
    expect(optimizerOptionsFor(DEFAULT_BETTOR_PREFERENCES)).toEqual({
      bankroll: 100,
      kellyMultiplier: 0.25,
      maxParlayStakeShare: 0.02,
      maxSlateStakeShare: 0.1,
      maxParlaysPerLeg: 3,
    });
  });
});

describe('the panel’s staking words', () => {
  it('sums the preferences up, names the Kelly fraction and states the total against the cap', () => {
    expect(stakingSummaryText(DEFAULT_BETTOR_PREFERENCES)).toBe(
      '100 u bankroll · quarter Kelly · at most 2% a parlay · 10% the slate · 3 parlays a leg',
    );
    expect(kellyText(0.5)).toBe('half Kelly');
    expect(kellyText(0.3)).toBe('0.3 Kelly');
    expect(totalStakeText(9.8, { ...DEFAULT_BETTOR_PREFERENCES, bankroll: 200 })).toBe(
      'Total 9.80 u · 4.9% of your 200 u bankroll (cap 10%)',
    );
    const note = howStakesAreComputed(DEFAULT_BETTOR_PREFERENCES).join(' ');
    for (const words of ['"u" is a unit', 'calibrated win probability', '37.5x', 'quarter Kelly'])
      expect(note).toContain(words);
  });
});
