// The Manual Pick Form's pick: its name, the league (one; picking it again clears it), Prop or a
// custom pick type, the stat type and threshold, and the prediction (Over/Higher = 1,
// Under/Lower = 0, or custom text).
import type { AdminPickDraft } from '../../domain/admin/admin-pick-draft';
import { sanitizeThresholdInput } from '../../domain/admin/admin-pick-inputs';
import {
  ADMIN_LEAGUES,
  ADMIN_PICK_TYPES,
  THRESHOLD_PLACEHOLDER,
  statTypesFor,
  toggleLeague,
} from '../../domain/admin/admin-pick-options';
import { Field, type UpdateDraft } from './manual-pick-field';
import { ManualPickStatType } from './manual-pick-stat-type';
import styles from './manual-pick-form.module.css';

interface PickFieldsProps {
  draft: AdminPickDraft;
  update: UpdateDraft;
  customStats: readonly string[];
  onAddCustomStat: (statType: string) => void;
}

export function ManualPickPickFields({
  draft,
  update,
  customStats,
  onAddCustomStat,
}: PickFieldsProps) {
  const league = draft.league[0];
  const chooseLeague = (code: string) => {
    const next = toggleLeague(draft.league, code);
    // a stat the new league's list does not have is cleared (custom ones stay offered)
    const keep =
      customStats.includes(draft.statType) || statTypesFor(next[0]).includes(draft.statType);
    update({ league: next, statType: keep ? draft.statType : '' });
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Pick</legend>
      <div className={styles.grid}>
        <Field label="Name" required wide>
          {(id) => (
            <input
              id={id}
              className={styles.input}
              autoComplete="off"
              maxLength={200}
              placeholder="e.g. LeBron James"
              value={draft.name}
              onChange={(e) => update({ name: e.target.value })}
              data-testid="manual-pick-name"
            />
          )}
        </Field>
        <div className={`${styles.field} ${styles.wideField}`}>
          <span className={styles.label} id="manual-pick-league-label">
            League
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </span>
          <div className={styles.chips} role="group" aria-labelledby="manual-pick-league-label">
            {ADMIN_LEAGUES.map((code) => (
              <button
                key={code}
                type="button"
                className={styles.chip}
                aria-pressed={draft.league.includes(code)}
                onClick={() => chooseLeague(code)}
                data-testid={`manual-pick-league-${code}`}
              >
                {code}
              </button>
            ))}
          </div>
        </div>
        <Field label="Pick type">
          {(id) => (
            <select
              id={id}
              className={styles.input}
              value={draft.pickType}
              onChange={(e) => update({ pickType: e.target.value as AdminPickDraft['pickType'] })}
              data-testid="manual-pick-pick-type"
            >
              {ADMIN_PICK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        {draft.pickType === 'Custom' ? (
          <Field label="Custom pick type" required>
            {(id) => (
              <input
                id={id}
                className={styles.input}
                autoComplete="off"
                maxLength={200}
                placeholder="e.g. MoneyLine"
                value={draft.customPickType}
                onChange={(e) => update({ customPickType: e.target.value })}
                data-testid="manual-pick-custom-pick-type"
              />
            )}
          </Field>
        ) : null}
        <ManualPickStatType
          league={league}
          value={draft.statType}
          custom={customStats}
          onChange={(statType) => update({ statType })}
          onAddCustom={onAddCustomStat}
        />
        <Field label="Stat threshold">
          {(id) => (
            <input
              id={id}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder={THRESHOLD_PLACEHOLDER}
              value={draft.thresholdText}
              onChange={(e) => update({ thresholdText: sanitizeThresholdInput(e.target.value) })}
              data-testid="manual-pick-threshold"
            />
          )}
        </Field>
        <Field label="Prediction">
          {(id) => (
            <select
              id={id}
              className={styles.input}
              value={draft.prediction}
              onChange={(e) =>
                update({ prediction: e.target.value as AdminPickDraft['prediction'] })
              }
              data-testid="manual-pick-prediction"
            >
              <option value="1">Over / Higher</option>
              <option value="0">Under / Lower</option>
              <option value="custom">Custom</option>
            </select>
          )}
        </Field>
        {draft.prediction === 'custom' ? (
          <Field label="Custom prediction" required>
            {(id) => (
              <input
                id={id}
                className={styles.input}
                autoComplete="off"
                maxLength={100}
                placeholder="e.g. Over 2.5 made threes"
                value={draft.customPrediction}
                onChange={(e) => update({ customPrediction: e.target.value })}
                data-testid="manual-pick-custom-prediction"
              />
            )}
          </Field>
        ) : null}
      </div>
    </fieldset>
  );
}
