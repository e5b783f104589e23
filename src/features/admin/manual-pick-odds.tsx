// The Manual Pick Form's odds: the value, Decimal or American, the sign, the sportsbook (36) and
// the source name (Manual unless the admin names another).
import { oddsAfterTyping, type AdminPickDraft } from '../../domain/admin/admin-pick-draft';
import { oddsDisplayValue } from '../../domain/admin/admin-pick-inputs';
import { ODDS_SOURCES } from '../../domain/admin/admin-pick-options';
import { Field, type UpdateDraft } from './manual-pick-field';
import styles from './manual-pick-form.module.css';

export function ManualPickOdds({ draft, update }: { draft: AdminPickDraft; update: UpdateDraft }) {
  const american = draft.oddsFormat === 'american';
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Odds</legend>
      <div className={styles.grid}>
        <Field label="Odds" required>
          {(id) => (
            <input
              id={id}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder={american ? (draft.oddsSign === 'negative' ? '-110' : '150') : '1.85'}
              value={oddsDisplayValue(draft.oddsValue, draft.oddsFormat, draft.oddsSign)}
              onChange={(e) => {
                const next = oddsAfterTyping(e.target.value, draft.oddsFormat, draft.oddsSign);
                update({ oddsValue: next.value, oddsSign: next.sign });
              }}
              data-testid="manual-pick-odds"
            />
          )}
        </Field>
        <Field label="Format">
          {(id) => (
            <select
              id={id}
              className={styles.input}
              value={draft.oddsFormat}
              onChange={(e) =>
                update({
                  oddsFormat: e.target.value as AdminPickDraft['oddsFormat'],
                  // decimal odds have no sign
                  oddsSign: 'positive',
                })
              }
              data-testid="manual-pick-odds-format"
            >
              <option value="decimal">Decimal</option>
              <option value="american">American</option>
            </select>
          )}
        </Field>
        {american ? (
          <Field label="Sign">
            {(id) => (
              <select
                id={id}
                className={styles.input}
                value={draft.oddsSign}
                onChange={(e) => update({ oddsSign: e.target.value as AdminPickDraft['oddsSign'] })}
                data-testid="manual-pick-odds-sign"
              >
                <option value="positive">Positive (+)</option>
                <option value="negative">Negative (−)</option>
              </select>
            )}
          </Field>
        ) : null}
        <Field label="Odds source">
          {(id) => (
            <select
              id={id}
              className={styles.input}
              value={draft.oddsSource}
              onChange={(e) => update({ oddsSource: e.target.value })}
              data-testid="manual-pick-odds-source"
            >
              <option value="">Select sportsbook</option>
              {ODDS_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Source name">
          {(id) => (
            <input
              id={id}
              className={styles.input}
              autoComplete="off"
              maxLength={200}
              value={draft.sourceName}
              onChange={(e) => update({ sourceName: e.target.value })}
              data-testid="manual-pick-source-name"
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
