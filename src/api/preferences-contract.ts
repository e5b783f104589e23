// The bettor's staking preferences (GET / POST /api/settings/preferences): bankroll, Kelly
// fraction, caps per parlay and per slate, parlays per leg. Bounds live in the domain
// (src/domain/bettor-preferences.ts), which words the 400s a bettor reads.
import { Type, type Static } from 'typebox';
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

export const PreferencesReply = Type.Object({
  success: Type.Literal(true),
  preferences: BettorPreferencesSchema,
  updated_at: Type.Union([Type.String(), Type.Null()], {
    description: 'When the bettor last saved them; null while the defaults apply',
  }),
});
export type PreferencesReply = Static<typeof PreferencesReply>;

/** Any subset of the fields; the rest keep their saved (or default) values. */
export const PreferencesBody = Type.Partial(BettorPreferencesSchema, {
  additionalProperties: true,
  maxProperties: 20,
});
export type PreferencesBody = Static<typeof PreferencesBody>;
