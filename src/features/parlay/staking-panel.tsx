// 'Staking': the bettor's bankroll, Kelly fraction, caps per parlay and per slate, and parlays per
// leg, summed up in one line and editable in place. Saved offline like every write (the outbox);
// the next 'Optimize Parlays' stakes by them.
import { useState, type FormEvent } from 'react';
import {
  checkPreferences,
  PREFERENCE_KEYS,
  PREFERENCE_RULES,
} from '../../domain/parlay/bettor-preferences';
import {
  STAKING_FIELD_HINTS,
  kellyText,
  stakingSummaryText,
} from '../../domain/parlay/staking-texts';
import { Button } from '../../ui/button';
import { useBettorPreferences } from './use-bettor-preferences';
import styles from './staking-panel.module.css';

const FIELD_HINTS = STAKING_FIELD_HINTS;

export function StakingPanel({ userId }: { userId: number | null }) {
  const { preferences, pending, save } = useBettorPreferences(userId);
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const values =
    draft ?? Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, String(preferences[k])]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      PREFERENCE_KEYS.map((k) => [k, values[k]?.trim() === '' ? Number.NaN : Number(values[k])]),
    );
    const checked = checkPreferences(changes);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setDraft(null);
    setOpen(false);
    void save(checked.preferences);
  };

  return (
    <details
      className={styles.panel}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="staking-panel"
    >
      <summary className={styles.summary}>
        <span className={styles.kicker}>Staking</span>
        <span data-testid="staking-summary">{stakingSummaryText(preferences)}</span>
        {pending && (
          <span className={styles.pending} data-testid="staking-pending">
            Saved on this device, sending when online
          </span>
        )}
      </summary>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="staking-form">
        {PREFERENCE_KEYS.map((key) => {
          const rule = PREFERENCE_RULES[key];
          return (
            <label key={key} className={styles.field}>
              <span className={styles.label}>
                {rule.label}
                {rule.unit.trim() !== '' && (
                  <span className={styles.unit}> ({rule.unit.trim()})</span>
                )}
              </span>
              <input
                className={styles.input}
                type="number"
                inputMode="decimal"
                min={rule.min}
                max={rule.max}
                step={rule.integer ? 1 : 'any'}
                value={values[key] ?? ''}
                onChange={(event) => setDraft({ ...values, [key]: event.target.value })}
                data-testid={`staking-${key.replaceAll('_', '-')}`}
              />
              <span className={styles.hint}>
                {key === 'kelly_fraction'
                  ? `${FIELD_HINTS[key]} Now: ${kellyText(Number(values[key]))}.`
                  : FIELD_HINTS[key]}
              </span>
            </label>
          );
        })}
        {error !== null && (
          <p className={styles.error} role="alert" data-testid="staking-error">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" size="sm" data-testid="staking-save">
            Save staking
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft(null);
              setError(null);
              setOpen(false);
            }}
            data-testid="staking-cancel"
          >
            Cancel
          </Button>
        </div>
      </form>
    </details>
  );
}
