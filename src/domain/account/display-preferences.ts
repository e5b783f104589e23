// How a device shows things: odds format, the league tab the picks browser opens on, reduced
// motion. Kept apart from the rest of the preferences so the first route loads only this.
import type { OddsFormat } from '../odds/odds';
import { LEAGUE_FILTERS } from '../picks/leagues';

export const ODDS_FORMATS: readonly OddsFormat[] = ['american', 'decimal'];
export type DefaultLeague = (typeof LEAGUE_FILTERS)[number];

export interface DisplayPreferences {
  odds_format: OddsFormat;
  /** The league tab the picks browser opens on ('ALL' for every league). */
  default_league: DefaultLeague;
  /** Skip the splash and animations, whatever the system setting says. */
  reduced_motion: boolean;
}

export const DEFAULT_DISPLAY_PREFERENCES: Readonly<DisplayPreferences> = {
  odds_format: 'american',
  default_league: 'ALL',
  reduced_motion: false,
};

export const DISPLAY_KEYS = Object.keys(
  DEFAULT_DISPLAY_PREFERENCES,
) as (keyof DisplayPreferences)[];

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkDisplayField(
  key: keyof DisplayPreferences,
  value: unknown,
): Checked<DisplayPreferences[keyof DisplayPreferences]> {
  if (key === 'odds_format')
    return ODDS_FORMATS.includes(value as OddsFormat)
      ? { ok: true, value: value as OddsFormat }
      : { ok: false, message: 'Odds format must be american or decimal.' };
  if (key === 'default_league')
    return (LEAGUE_FILTERS as readonly unknown[]).includes(value)
      ? { ok: true, value: value as DefaultLeague }
      : { ok: false, message: `Default league must be one of ${LEAGUE_FILTERS.join(', ')}.` };
  return typeof value === 'boolean'
    ? { ok: true, value }
    : { ok: false, message: 'Reduced motion must be true or false.' };
}

/** The display fields of a stored or cached set, read leniently: each unreadable one is its default. */
export function readDisplayPreferences(raw: unknown): DisplayPreferences {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const read = { ...DEFAULT_DISPLAY_PREFERENCES };
  for (const key of DISPLAY_KEYS) {
    const field = checkDisplayField(key, source[key]);
    if (field.ok) Object.assign(read, { [key]: field.value });
  }
  return read;
}
