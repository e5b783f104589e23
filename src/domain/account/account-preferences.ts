// The account's whole preference set: staking (src/domain/parlay/bettor-preferences.ts), display
// (src/domain/account/display-preferences.ts) and how long a device stays signed in. Defaults, the rules a
// change must meet (with the message a bettor reads), and a lenient reader for stored sets.
import {
  DEFAULT_BETTOR_PREFERENCES,
  PREFERENCE_KEYS,
  checkPreferences,
  readPreferences,
  type BettorPreferences,
} from '../parlay/bettor-preferences';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  DISPLAY_KEYS,
  checkDisplayField,
  readDisplayPreferences,
  type Checked,
  type DisplayPreferences,
} from './display-preferences';

/**
 * How long a device token lives, in hours: from 1 hour (a shared computer) to 90 days; 30 days
 * until the bettor chooses. Applied to tokens issued from then on and to the current one.
 */
export const SESSION_DURATION_RULE = { min: 1, max: 90 * 24, defaultHours: 30 * 24 } as const;

export type AccountPreferences = BettorPreferences &
  DisplayPreferences & { session_duration_hours: number };

export const DEFAULT_ACCOUNT_PREFERENCES: Readonly<AccountPreferences> = {
  ...DEFAULT_BETTOR_PREFERENCES,
  ...DEFAULT_DISPLAY_PREFERENCES,
  session_duration_hours: SESSION_DURATION_RULE.defaultHours,
};

export const SESSION_DURATION_MESSAGE = `Session duration must be a whole number of hours from ${SESSION_DURATION_RULE.min} to ${SESSION_DURATION_RULE.max.toLocaleString('en-US')} (90 days).`;
export const SESSION_DURATION_ELSEWHERE_MESSAGE =
  'Session duration is changed through POST /api/settings/preferences/session-duration.';

export function checkSessionDuration(value: unknown): Checked<number> {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= SESSION_DURATION_RULE.min &&
    value <= SESSION_DURATION_RULE.max
    ? { ok: true, value }
    : { ok: false, message: SESSION_DURATION_MESSAGE };
}

/**
 * `changes` (any subset of the staking and display fields) laid over `base` and checked as a
 * whole. The session duration has its own call (it changes the current device token too), so
 * it is refused here; unknown fields are refused so a typo is not silently ignored.
 */
export function checkAccountPreferenceChanges(
  changes: Readonly<Record<string, unknown>>,
  base: Readonly<AccountPreferences>,
): Checked<AccountPreferences> {
  const staking: Record<string, unknown> = {};
  const merged: AccountPreferences = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'session_duration_hours')
      return { ok: false, message: SESSION_DURATION_ELSEWHERE_MESSAGE };
    if ((PREFERENCE_KEYS as string[]).includes(key)) staking[key] = value;
    else if ((DISPLAY_KEYS as string[]).includes(key)) {
      const field = checkDisplayField(key as keyof DisplayPreferences, value);
      if (!field.ok) return field;
      Object.assign(merged, { [key]: field.value });
    } else return { ok: false, message: `Unknown preference: ${key}.` };
  }
  const checked = checkPreferences(staking, base);
  if (!checked.ok) return checked;
  for (const key of PREFERENCE_KEYS) merged[key] = checked.preferences[key];
  return { ok: true, value: merged };
}

/** A whole stored set read leniently (staking as a group, the rest field by field). */
export function readAccountPreferences(raw: unknown): AccountPreferences {
  const hours = checkSessionDuration(
    typeof raw === 'object' && raw !== null
      ? (raw as Record<string, unknown>).session_duration_hours
      : undefined,
  );
  return {
    ...readPreferences(raw),
    ...readDisplayPreferences(raw),
    session_duration_hours: hours.ok ? hours.value : SESSION_DURATION_RULE.defaultHours,
  };
}
