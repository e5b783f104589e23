// The Preferences tab's three sections: display (odds format, default league, reduced motion),
// staking (the optimizer's bankroll and caps) and session duration.
import { useState, type FormEvent } from 'react';
import {
  SESSION_DURATION_RULE,
  type AccountPreferences,
} from '../../domain/account/account-preferences';
import type { DisplayPreferences } from '../../domain/account/display-preferences';
import { PREFERENCE_KEYS, PREFERENCE_RULES } from '../../domain/parlay/bettor-preferences';
import { formatOdds, type OddsFormat } from '../../domain/odds/odds';
import { LEAGUE_FILTERS } from '../../domain/picks/pick-filters';
import { SESSION_DURATION_CHOICES, sessionDurationText } from '../../domain/account/settings-texts';
import { STAKING_FIELD_HINTS } from '../../domain/parlay/staking-texts';
import { Button } from '../../ui/button';
import styles from './settings-tab.module.css';

const ODDS_CHOICES: { value: OddsFormat; label: string }[] = [
  { value: 'american', label: 'American' },
  { value: 'decimal', label: 'Decimal' },
];
const EXAMPLE_PRICES = ['+150', '-110'];

function SectionHead({ id, title, hint }: { id: string; title: string; hint: string }) {
  return (
    <div className={styles.sectionHead}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      <p className={styles.sectionHint}>{hint}</p>
    </div>
  );
}

export function DisplaySection({
  preferences,
  onChange,
}: {
  preferences: DisplayPreferences;
  onChange(changes: Partial<DisplayPreferences>): void;
}) {
  return (
    <section className={styles.section} aria-labelledby="prefs-display-title">
      <SectionHead
        id="prefs-display-title"
        title="Display"
        hint="How prices and screens look on every device you sign in on."
      />
      <fieldset className={styles.choices} data-testid="prefs-odds-format">
        <legend className={styles.label}>Odds format</legend>
        {ODDS_CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name="odds_format"
              value={choice.value}
              checked={preferences.odds_format === choice.value}
              onChange={() => onChange({ odds_format: choice.value })}
              data-testid={`prefs-odds-${choice.value}`}
            />
            {choice.label}
            <span className={styles.choiceExample}>
              {EXAMPLE_PRICES.map((price) => formatOdds(price, choice.value)).join(' / ')}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>Default league</span>
          <select
            className={styles.select}
            value={preferences.default_league}
            onChange={(event) =>
              onChange({
                default_league: event.target.value as DisplayPreferences['default_league'],
              })
            }
            data-testid="prefs-default-league"
          >
            {LEAGUE_FILTERS.map((league) => (
              <option key={league} value={league}>
                {league === 'ALL' ? 'All leagues' : league}
              </option>
            ))}
          </select>
          <span className={styles.hint}>The picks browser opens on this league tab.</span>
        </label>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={preferences.reduced_motion}
            onChange={(event) => onChange({ reduced_motion: event.target.checked })}
            data-testid="prefs-reduced-motion"
          />
          <span>
            <span className={styles.label}>Reduce motion</span>
            <br />
            <span className={styles.hint}>Skips the splash and animations.</span>
          </span>
        </label>
      </div>
    </section>
  );
}

export function StakingSection({
  preferences,
  onChange,
}: {
  preferences: AccountPreferences;
  onChange(changes: Partial<AccountPreferences>): Promise<boolean>;
}) {
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const values =
    draft ?? Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, String(preferences[k])]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      PREFERENCE_KEYS.map((k) => [k, values[k]?.trim() === '' ? Number.NaN : Number(values[k])]),
    );
    if (await onChange(changes)) setDraft(null);
  };

  return (
    <form
      className={styles.section}
      aria-labelledby="prefs-staking-title"
      onSubmit={(event) => void submit(event)}
      data-testid="prefs-staking"
    >
      <SectionHead
        id="prefs-staking-title"
        title="Staking"
        hint="What 'Optimize Parlays' stakes by: your bankroll, the Kelly share and the caps."
      />
      <div className={styles.fields}>
        {PREFERENCE_KEYS.map((key) => (
          <label key={key} className={styles.field}>
            <span className={styles.label}>{PREFERENCE_RULES[key].label}</span>
            <input
              className={styles.input}
              type="number"
              inputMode="decimal"
              step="any"
              min={PREFERENCE_RULES[key].min}
              max={PREFERENCE_RULES[key].max}
              value={values[key] ?? ''}
              onChange={(event) => setDraft({ ...values, [key]: event.target.value })}
              data-testid={`prefs-${key}`}
            />
            <span className={styles.hint}>{STAKING_FIELD_HINTS[key]}</span>
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={draft === null} data-testid="prefs-staking-save">
          Save staking
        </Button>
        {draft !== null && (
          <Button variant="ghost" onClick={() => setDraft(null)} data-testid="prefs-staking-reset">
            Undo changes
          </Button>
        )}
      </div>
    </form>
  );
}

export function SessionSection({
  hours,
  offline,
  onChange,
}: {
  hours: number;
  offline: boolean;
  onChange(hours: number): void;
}) {
  const choices = SESSION_DURATION_CHOICES.includes(hours)
    ? SESSION_DURATION_CHOICES
    : [...SESSION_DURATION_CHOICES, hours].sort((a, b) => a - b);
  return (
    <section className={styles.section} aria-labelledby="prefs-session-title">
      <SectionHead
        id="prefs-session-title"
        title="Stay signed in"
        hint={`How long a device stays signed in after its last sign-in (${SESSION_DURATION_RULE.min} hour to 90 days). It applies to this device from now and to every new sign-in.`}
      />
      <label className={`${styles.field} ${styles.narrow}`}>
        <span className={styles.label}>Session duration</span>
        <select
          className={styles.select}
          value={hours}
          disabled={offline}
          onChange={(event) => onChange(Number(event.target.value))}
          data-testid="prefs-session-duration"
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {sessionDurationText(choice)}
            </option>
          ))}
        </select>
        {offline && (
          <span className={styles.hint} data-testid="prefs-session-offline">
            Needs a connection: it changes how long this device stays signed in.
          </span>
        )}
      </label>
    </section>
  );
}
