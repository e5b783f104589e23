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
import { RequiredMark, SelectField, TextField, type UpdateDraft } from './manual-pick-field';
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
        <TextField
          label="Name"
          required
          wide
          maxLength={200}
          placeholder="e.g. LeBron James"
          value={draft.name}
          onChange={(name) => update({ name })}
          testId="manual-pick-name"
        />
        <div className={`${styles.field} ${styles.wideField}`}>
          <span className={styles.label} id="manual-pick-league-label">
            League
            <RequiredMark />
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
        <SelectField
          label="Pick type"
          value={draft.pickType}
          onChange={(pickType) => update({ pickType: pickType as AdminPickDraft['pickType'] })}
          testId="manual-pick-pick-type"
        >
          {ADMIN_PICK_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        {draft.pickType === 'Custom' ? (
          <TextField
            label="Custom pick type"
            required
            maxLength={200}
            placeholder="e.g. MoneyLine"
            value={draft.customPickType}
            onChange={(customPickType) => update({ customPickType })}
            testId="manual-pick-custom-pick-type"
          />
        ) : null}
        <ManualPickStatType
          league={league}
          value={draft.statType}
          custom={customStats}
          onChange={(statType) => update({ statType })}
          onAddCustom={onAddCustomStat}
        />
        <TextField
          label="Stat threshold"
          inputMode="decimal"
          placeholder={THRESHOLD_PLACEHOLDER}
          value={draft.thresholdText}
          onChange={(text) => update({ thresholdText: sanitizeThresholdInput(text) })}
          testId="manual-pick-threshold"
        />
        <SelectField
          label="Prediction"
          value={draft.prediction}
          onChange={(prediction) =>
            update({ prediction: prediction as AdminPickDraft['prediction'] })
          }
          testId="manual-pick-prediction"
        >
          <option value="1">Over / Higher</option>
          <option value="0">Under / Lower</option>
          <option value="custom">Custom</option>
        </SelectField>
        {draft.prediction === 'custom' ? (
          <TextField
            label="Custom prediction"
            required
            maxLength={100}
            placeholder="e.g. Over 2.5 made threes"
            value={draft.customPrediction}
            onChange={(customPrediction) => update({ customPrediction })}
            testId="manual-pick-custom-prediction"
          />
        ) : null}
      </div>
    </fieldset>
  );
}
