// The Manual Pick Form's odds: the value, Decimal or American, the sign, the sportsbook (36) and
// the source name (Manual unless the admin names another).
import { oddsAfterTyping, type AdminPickDraft } from '../../domain/admin/admin-pick-draft';
import { oddsDisplayValue } from '../../domain/admin/admin-pick-inputs';
import { ODDS_SOURCES } from '../../domain/admin/admin-pick-options';
import { SelectField, TextField, type UpdateDraft } from './manual-pick-field';
import styles from './manual-pick-form.module.css';

export function ManualPickOdds({ draft, update }: { draft: AdminPickDraft; update: UpdateDraft }) {
  const american = draft.oddsFormat === 'american';
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Odds</legend>
      <div className={styles.grid}>
        <TextField
          label="Odds"
          required
          inputMode="decimal"
          placeholder={american ? (draft.oddsSign === 'negative' ? '-110' : '150') : '1.85'}
          value={oddsDisplayValue(draft.oddsValue, draft.oddsFormat, draft.oddsSign)}
          onChange={(typed) => {
            const next = oddsAfterTyping(typed, draft.oddsFormat, draft.oddsSign);
            update({ oddsValue: next.value, oddsSign: next.sign });
          }}
          testId="manual-pick-odds"
        />
        <SelectField
          label="Format"
          value={draft.oddsFormat}
          onChange={(format) =>
            update({
              oddsFormat: format as AdminPickDraft['oddsFormat'],
              // decimal odds have no sign
              oddsSign: 'positive',
            })
          }
          testId="manual-pick-odds-format"
        >
          <option value="decimal">Decimal</option>
          <option value="american">American</option>
        </SelectField>
        {american ? (
          <SelectField
            label="Sign"
            value={draft.oddsSign}
            onChange={(sign) => update({ oddsSign: sign as AdminPickDraft['oddsSign'] })}
            testId="manual-pick-odds-sign"
          >
            <option value="positive">Positive (+)</option>
            <option value="negative">Negative (−)</option>
          </SelectField>
        ) : null}
        <SelectField
          label="Odds source"
          value={draft.oddsSource}
          onChange={(oddsSource) => update({ oddsSource })}
          testId="manual-pick-odds-source"
        >
          <option value="">Select sportsbook</option>
          {ODDS_SOURCES.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Source name"
          maxLength={200}
          value={draft.sourceName}
          onChange={(sourceName) => update({ sourceName })}
          testId="manual-pick-source-name"
        />
      </div>
    </fieldset>
  );
}
