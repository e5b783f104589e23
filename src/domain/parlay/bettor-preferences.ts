// The bettor's staking preferences: bankroll, Kelly fraction, the caps per parlay and per slate,
// and how many parlays one leg may join. Defaults, the rules a saved set must meet (with the
// message a bettor reads), and the optimizer options they become.
import type { OptimizerOptions } from './parlay-optimizer-options';

export interface BettorPreferences {
  /** Bankroll in units ('u'): the unit is whatever the bettor counts in, e.g. $10. */
  bankroll: number;
  /** Share of the full Kelly stake to bet, 0.01-1 (0.25 = quarter Kelly). */
  kelly_fraction: number;
  /** The most one parlay may stake, in % of the bankroll. */
  max_parlay_stake_percent: number;
  /** The most all parlays of a slate together may stake, in % of the bankroll. */
  max_slate_stake_percent: number;
  /** How many parlays any one leg may appear in. */
  max_parlays_per_leg: number;
}

export const DEFAULT_BETTOR_PREFERENCES: Readonly<BettorPreferences> = {
  bankroll: 100,
  kelly_fraction: 0.25,
  max_parlay_stake_percent: 2,
  max_slate_stake_percent: 10,
  max_parlays_per_leg: 3,
};

type Key = keyof BettorPreferences;

/** Each field's bounds (inclusive), whether it must be whole, and its name in messages. */
export const PREFERENCE_RULES: Record<
  Key,
  { min: number; max: number; integer: boolean; label: string; unit: string }
> = {
  bankroll: { min: 1, max: 10_000_000, integer: false, label: 'Bankroll', unit: ' units' },
  kelly_fraction: { min: 0.01, max: 1, integer: false, label: 'Kelly fraction', unit: '' },
  max_parlay_stake_percent: {
    min: 0.1,
    max: 100,
    integer: false,
    label: 'Most per parlay',
    unit: ' %',
  },
  max_slate_stake_percent: {
    min: 0.1,
    max: 100,
    integer: false,
    label: 'Most for the slate',
    unit: ' %',
  },
  max_parlays_per_leg: { min: 1, max: 8, integer: true, label: 'Parlays per leg', unit: '' },
};

export const PREFERENCE_KEYS = Object.keys(PREFERENCE_RULES) as Key[];

export const PARLAY_CAP_ABOVE_SLATE_MESSAGE =
  'Most per parlay cannot be more than the most for the slate.';

export type PreferencesCheck =
  { ok: true; preferences: BettorPreferences } | { ok: false; message: string };

function ruleMessage(key: Key): string {
  const r = PREFERENCE_RULES[key];
  const kind = r.integer ? 'a whole number' : 'a number';
  return `${r.label} must be ${kind} from ${r.min.toLocaleString('en-US')} to ${r.max.toLocaleString('en-US')}${r.unit}.`;
}

/**
 * `changes` laid over `base` and checked: every field a finite number in its bounds (whole where
 * it must be), and the parlay cap no higher than the slate cap. Unknown fields are refused too,
 * so a typo is not silently ignored.
 */
export function checkPreferences(
  changes: Readonly<Record<string, unknown>>,
  base: Readonly<BettorPreferences> = DEFAULT_BETTOR_PREFERENCES,
): PreferencesCheck {
  const unknown = Object.keys(changes).find((key) => !(PREFERENCE_KEYS as string[]).includes(key));
  if (unknown !== undefined) return { ok: false, message: `Unknown preference: ${unknown}.` };
  const merged: BettorPreferences = { ...base };
  for (const key of PREFERENCE_KEYS) {
    if (!(key in changes)) continue;
    const value = changes[key];
    const rule = PREFERENCE_RULES[key];
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < rule.min ||
      value > rule.max ||
      (rule.integer && !Number.isInteger(value))
    )
      return { ok: false, message: ruleMessage(key) };
    merged[key] = value;
  }
  if (merged.max_parlay_stake_percent > merged.max_slate_stake_percent)
    return { ok: false, message: PARLAY_CAP_ABOVE_SLATE_MESSAGE };
  return { ok: true, preferences: merged };
}

/** A stored or cached set read leniently: anything unreadable falls back to the defaults. */
export function readPreferences(raw: unknown): BettorPreferences {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_BETTOR_PREFERENCES };
  const picked: Record<string, unknown> = {};
  for (const key of PREFERENCE_KEYS)
    if (key in raw) picked[key] = (raw as Record<Key, unknown>)[key];
  const checked = checkPreferences(picked);
  return checked.ok ? checked.preferences : { ...DEFAULT_BETTOR_PREFERENCES };
}

/** The optimizer's staking options for these preferences. */
export function optimizerOptionsFor(
  preferences: BettorPreferences,
): Pick<
  OptimizerOptions,
  'bankroll' | 'kellyMultiplier' | 'maxParlayStakeShare' | 'maxSlateStakeShare' | 'maxParlaysPerLeg'
> {
  return {
    bankroll: preferences.bankroll,
    kellyMultiplier: preferences.kelly_fraction,
    maxParlayStakeShare: preferences.max_parlay_stake_percent / 100,
    maxSlateStakeShare: preferences.max_slate_stake_percent / 100,
    maxParlaysPerLeg: preferences.max_parlays_per_leg,
  };
}
