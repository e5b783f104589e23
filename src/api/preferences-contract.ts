// The bettor's staking preferences (GET / POST /api/settings/preferences): bankroll, Kelly
// fraction, caps per parlay and per slate, parlays per leg. Bounds live in the domain
// (src/domain/parlay/bettor-preferences.ts), which words the 400s a bettor reads.
import { Type, type Static } from 'typebox';
import { SESSION_DURATION_RULE } from '../domain/account/account-preferences';
import { LEAGUE_FILTERS } from '../domain/picks/leagues';
import { MEASURE_MAX } from './bounds';

// Only sane here: the domain's tighter bounds answer with a message that names the field.
const described = (description: string) =>
  Type.Number({ minimum: -MEASURE_MAX, maximum: MEASURE_MAX, description });

export const BettorPreferencesSchema = Type.Object({
  bankroll: described("Bankroll in units ('u'), 1-10,000,000 (default 100)"),
  kelly_fraction: described('Share of the full Kelly stake, 0.01-1 (default 0.25)'),
  max_parlay_stake_percent: described(
    'The most one parlay may stake, % of bankroll, 0.1-100 (default 2)',
  ),
  max_slate_stake_percent: described(
    'The most all parlays together may stake, % of bankroll, 0.1-100 (default 10)',
  ),
  max_parlays_per_leg: described('How many parlays one leg may join, 1-8 (default 3)'),
});

/** What a device shows and how long it stays signed in (src/domain/account/account-preferences.ts). */
const displayPreferenceFields = {
  odds_format: Type.Union([Type.Literal('american'), Type.Literal('decimal')], {
    description: 'How odds are shown everywhere: American (+150, -110) or decimal (2.50)',
  }),
  default_league: Type.String({
    maxLength: 10,
    description: `The league tab the picks browser opens on: ${LEAGUE_FILTERS.join(', ')}`,
  }),
  reduced_motion: Type.Boolean({ description: 'Skip the splash and animations' }),
  session_duration_hours: Type.Integer({
    minimum: SESSION_DURATION_RULE.min,
    maximum: SESSION_DURATION_RULE.max,
    description: 'How long a device stays signed in, 1-2,160 hours (90 days; default 720)',
  }),
};

export const AccountPreferencesSchema = Type.Object({
  ...BettorPreferencesSchema.properties,
  ...displayPreferenceFields,
});
export type AccountPreferencesSchema = Static<typeof AccountPreferencesSchema>;

export const PreferencesReply = Type.Object({
  success: Type.Literal(true),
  preferences: AccountPreferencesSchema,
  updated_at: Type.Union([Type.String(), Type.Null()], {
    description: 'When the bettor last saved them; null while the defaults apply',
  }),
});
export type PreferencesReply = Static<typeof PreferencesReply>;

/**
 * Any subset of the staking and display fields; the rest keep their saved (or default) values.
 * Loose types here: the domain words the 400 that names the field.
 */
export const PreferencesBody = Type.Partial(
  Type.Object({
    ...BettorPreferencesSchema.properties,
    odds_format: Type.String({ maxLength: 20 }),
    default_league: Type.String({ maxLength: 20 }),
    reduced_motion: Type.Boolean(),
  }),
  { additionalProperties: true, maxProperties: 20 },
);
export type PreferencesBody = Static<typeof PreferencesBody>;

export const SessionDurationBody = Type.Object({
  session_duration_hours: described('Hours a device stays signed in, 1-2,160 (whole)'),
});
export type SessionDurationBody = Static<typeof SessionDurationBody>;

export const SessionDurationReply = Type.Object({
  success: Type.Literal(true),
  preferences: AccountPreferencesSchema,
  updated_at: Type.Union([Type.String(), Type.Null()]),
  /** The current device token's new expiry (ISO 8601). */
  expires_at: Type.String(),
});
export type SessionDurationReply = Static<typeof SessionDurationReply>;
