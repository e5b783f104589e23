// Expert Predictions: one row per expert behind the pick, named from the experts loaded for the
// chosen date or '-- Add Custom --' with a typed name; Confidence % (50 by default), Team and
// Prediction Time (HH:MM); Add Expert and Remove Expert.
import { newExpertDraft, type ExpertDraft } from '../../domain/admin/admin-pick-draft';
import { sanitizeConfidencePercentInput } from '../../domain/admin/admin-pick-inputs';
import {
  CUSTOM_EXPERT_OPTION,
  EXPERT_TEAM_PLACEHOLDER,
  expertOptions,
} from '../../domain/admin/admin-pick-options';
import { Button } from '../../ui/button';
import { Field, SelectField, TextField } from './manual-pick-field';
import type { ExpertsState } from './manual-pick-hooks';
import styles from './manual-pick-form.module.css';

let expertRowSerial = 0;

/** A key for a new expert row (React's list key while the admin edits; never sent). */
export function nextExpertKey(): string {
  expertRowSerial += 1;
  return `row-${expertRowSerial}`;
}

interface ExpertsProps {
  rows: readonly ExpertDraft[];
  experts: ExpertsState;
  onChange: (rows: ExpertDraft[]) => void;
  nextKey: () => string;
}

export function ManualPickExperts({ rows, experts, onChange, nextKey }: ExpertsProps) {
  const names = experts.status === 'loading' ? [] : experts.names;
  const edit = (key: string, patch: Partial<ExpertDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className={styles.group} data-testid="manual-pick-experts">
      <legend className={styles.legend}>Expert Predictions</legend>
      {/* while they load, the line beside Submit Pick says so (the button waits for them) */}
      {experts.status === 'error' ? (
        <p className={styles.errorText} role="alert" data-testid="manual-pick-experts-error">
          {experts.message}
        </p>
      ) : experts.status === 'ready' ? (
        <p className={styles.hint} data-testid="manual-pick-experts-count">
          {names.length === 0
            ? 'No experts have picks on this date yet: add a custom one.'
            : `${names.length} expert${names.length === 1 ? '' : 's'} with picks on this date.`}
        </p>
      ) : null}
      <ol className={styles.expertList}>
        {rows.map((row, index) => {
          // a name chosen before the date changed stays selectable
          const options = expertOptions(
            row.name && row.name !== CUSTOM_EXPERT_OPTION && !names.includes(row.name)
              ? [...names, row.name]
              : names,
          );
          const custom = row.name === CUSTOM_EXPERT_OPTION;
          return (
            <li
              key={row.key}
              className={`${styles.expertRow} ${custom ? styles.expertRowCustom : ''}`}
              data-testid={`manual-pick-expert-${index}`}
            >
              <SelectField
                label={`Expert ${index + 1}`}
                required
                value={row.name}
                onChange={(name) => edit(row.key, { name })}
                testId={`manual-pick-expert-name-${index}`}
              >
                <option value="">Select expert</option>
                {options.map((option) => (
                  <option key={option.id} value={option.name}>
                    {option.name}
                  </option>
                ))}
                <option value={CUSTOM_EXPERT_OPTION}>{CUSTOM_EXPERT_OPTION}</option>
              </SelectField>
              {custom ? (
                <TextField
                  label="Custom expert name"
                  required
                  wide
                  maxLength={200}
                  value={row.customName}
                  onChange={(customName) => edit(row.key, { customName })}
                  testId={`manual-pick-expert-custom-${index}`}
                />
              ) : null}
              <TextField
                label="Confidence %"
                inputMode="decimal"
                placeholder="50"
                value={row.confidenceText}
                onChange={(text) =>
                  edit(row.key, { confidenceText: sanitizeConfidencePercentInput(text) })
                }
                testId={`manual-pick-expert-confidence-${index}`}
              />
              <TextField
                label="Team"
                maxLength={200}
                placeholder={EXPERT_TEAM_PLACEHOLDER}
                value={row.team}
                onChange={(team) => edit(row.key, { team })}
                testId={`manual-pick-expert-team-${index}`}
              />
              <Field label="Prediction Time">
                {(id) => (
                  <input
                    id={id}
                    type="time"
                    className={styles.input}
                    value={row.predictionTime}
                    onChange={(e) => edit(row.key, { predictionTime: e.target.value })}
                    data-testid={`manual-pick-expert-time-${index}`}
                  />
                )}
              </Field>
              <Button
                variant="ghost"
                size="sm"
                className={styles.removeExpert}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                aria-label={`Remove expert ${index + 1}`}
                data-testid={`manual-pick-expert-remove-${index}`}
              >
                Remove Expert
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className={styles.addExpert}
        onClick={() => onChange([...rows, newExpertDraft(nextKey())])}
        data-testid="manual-pick-expert-add"
      >
        + Add Expert
      </Button>
    </fieldset>
  );
}
