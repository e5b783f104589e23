// The optimizer's constraints on the pick: Reusable Pick (on by default), Capital Limit (empty = no
// limit, 0) and Mutual Exclusion Group (empty = none, -1).
import type { AdminPickDraft } from '../../domain/admin/admin-pick-draft';
import {
  sanitizeCapitalLimitInput,
  sanitizeMutualExclusionInput,
} from '../../domain/admin/admin-pick-inputs';
import { TextField, type UpdateDraft } from './manual-pick-field';
import styles from './manual-pick-form.module.css';

export function ManualPickConstraints({
  draft,
  update,
}: {
  draft: AdminPickDraft;
  update: UpdateDraft;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Parlay constraints</legend>
      <div className={styles.grid}>
        <label className={`${styles.checkboxRow} ${styles.wideField}`}>
          <input
            type="checkbox"
            checked={draft.reusable}
            onChange={(e) => update({ reusable: e.target.checked })}
            data-testid="manual-pick-reusable"
          />
          <span>
            Reusable Pick
            <span className={styles.hint}> — may appear in more than one parlay</span>
          </span>
        </label>
        <TextField
          label="Capital Limit"
          hint="Optional. Empty means no limit."
          inputMode="numeric"
          placeholder="0"
          value={draft.capitalLimitText}
          onChange={(text) => update({ capitalLimitText: sanitizeCapitalLimitInput(text) })}
          testId="manual-pick-capital-limit"
        />
        <TextField
          label="Mutual Exclusion Group"
          hint="Optional. Picks in one group never share a parlay; empty means none."
          inputMode="numeric"
          placeholder="-1"
          value={draft.mutualExclusionText}
          onChange={(text) => update({ mutualExclusionText: sanitizeMutualExclusionInput(text) })}
          testId="manual-pick-mutual-exclusion"
        />
      </div>
    </fieldset>
  );
}
