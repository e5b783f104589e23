// Date Settings: the Current Default Date with 'System Active', the Auto-Update Date toggle, the New
// Default Date with its debounced validation, Update Date (through 'Confirm Date Change') and
// Reset, and the tip. The server stores the date; every member's slate follows it.
import { useState } from 'react';
import type { DateUpdateBody, DateUpdateReply } from '../../api/admin-contract';
import type { DateSettingReply } from '../../api/contract';
import { showToast } from '../../app/toast-host';
import {
  canSubmitDateUpdate,
  DATE_RESET_TOAST,
  DATE_UPDATE_MESSAGES,
  dateControlsDisabled,
  dateUpdateFailureMessage,
} from '../../domain/admin/date-service-errors';
import { currentDateOrFallback, sameDateWarning } from '../../domain/admin/default-date-validation';
import { formatSlateDate } from '../../domain/time/slate-date';
import { useApiGet } from '../../state/hooks/use-api-get';
import { Button } from '../../ui/button';
import { AdminConfirmDialog } from './admin-confirm-dialog';
import { updateDateSetting } from './admin-api';
import { AdminPanelFrame } from './admin-panel-frame';
import { adminPasswordHeaders } from './admin-session';
import { DateErrors } from './date-errors';
import { useDateDraft } from './use-date-draft';
import styles from './admin.module.css';
import { clientNow } from '../../api/clock';

export function DateSettingsPanel({ userId }: { userId: number | null }) {
  return (
    <AdminPanelFrame
      userId={userId}
      gate="date"
      title="Date Settings"
      description="The default date decides which slate every member's picks browser shows."
      testId="date-settings"
      gateTestId="date-gate"
    >
      {(relock) => <DateSettingsBody userId={userId} relock={relock} />}
    </AdminPanelFrame>
  );
}

function DateSettingsBody({ userId, relock }: { userId: number | null; relock: () => void }) {
  const setting = useApiGet<DateSettingReply>('/settings/date');
  // the fallback is California's today when the panel opened (the page's clock, read once)
  const [now] = useState(() => clientNow());
  const [applied, setApplied] = useState<{ date: string; auto_update: boolean } | null>(null);
  const loaded = setting.status === 'ok' ? setting.data : null;
  // when the date cannot be fetched, the panel starts from California's today (the spec's fallback)
  const fetchFailed = setting.status === 'error' || setting.status === 'offline';
  const currentDate =
    applied?.date ?? (loaded || fetchFailed ? currentDateOrFallback(loaded, now) : null);
  const autoUpdate = applied?.auto_update ?? loaded?.auto_update ?? false;
  const draft = useDateDraft(currentDate);
  const [warning, setWarning] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pendingAuto, setPendingAuto] = useState<boolean | null>(null);
  const locked = dateControlsDisabled(autoUpdate) || currentDate === null;

  async function send(body: Pick<DateUpdateBody, 'date' | 'auto_update'>) {
    setSubmitting(true);
    setFailure(null);
    setWarning(null);
    try {
      const result = await updateDateSetting(body, adminPasswordHeaders(userId));
      const reply = result.reply as DateUpdateReply | null;
      if (result.success && reply) {
        setApplied({ date: reply.date, auto_update: reply.auto_update });
        draft.reset();
        if (reply.warning) setWarning(reply.warning);
        else void showToast((toast) => toast.success(reply.message));
        return;
      }
      const message = dateUpdateFailureMessage(result) ?? DATE_UPDATE_MESSAGES.failed;
      void showToast((toast) => toast.error(message));
      if (result.code === 'INVALID_PASSWORD') relock();
      else setFailure(message);
    } catch {
      setFailure(DATE_UPDATE_MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  /** The switch shows the new position while the server applies it, and falls back on failure. */
  async function switchAutoUpdate(on: boolean) {
    setPendingAuto(on);
    await send(on ? { auto_update: true } : { auto_update: false, date: currentDate ?? undefined });
    setPendingAuto(null);
  }

  function requestUpdate() {
    setWarning(null);
    setFailure(null);
    if (currentDate === null || draft.validateNow().length > 0) return;
    const same = sameDateWarning(draft.value, currentDate);
    if (same) setWarning(same);
    else setConfirming(draft.value);
  }

  function reset() {
    draft.reset();
    setWarning(null);
    setFailure(null);
    void showToast((toast) => toast.info(DATE_RESET_TOAST));
  }

  return (
    <div className={styles.panelBody}>
      <div className={styles.currentDate}>
        <div>
          <p className={styles.fieldLabel}>Current Default Date</p>
          <p
            className={styles.currentValue}
            data-testid="date-current"
            data-date={currentDate ?? ''}
          >
            {currentDate ? formatSlateDate(currentDate) : 'Loading…'}
          </p>
          <p className={styles.currentIso}>
            {currentDate ?? ''}
            {autoUpdate && ' · follows the date in California'}
          </p>
          {fetchFailed && !applied && (
            <p className={styles.note} data-testid="date-fallback-note">
              The server did not answer; showing today&apos;s date in California.
            </p>
          )}
        </div>
        <span className={styles.systemActive} data-testid="date-system-active">
          <span className={styles.activeDot} aria-hidden="true" />
          System Active
        </span>
      </div>

      <label className={styles.switchRow}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={pendingAuto ?? autoUpdate}
          disabled={submitting || currentDate === null}
          onChange={(event) => void switchAutoUpdate(event.target.checked)}
          data-testid="date-auto-update"
        />
        <span>
          <span className={styles.switchLabel}>Auto-Update Date</span>
          <span className={styles.note}>
            On: the default date moves to California&apos;s today every day.
          </span>
        </span>
      </label>

      <form
        className={styles.dateForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          requestUpdate();
        }}
      >
        <label className={styles.field}>
          <span className={styles.fieldLabel}>New Default Date</span>
          <input
            type="date"
            className={styles.input}
            value={draft.value}
            disabled={locked || submitting}
            onChange={(event) => {
              setWarning(null);
              draft.setValue(event.target.value);
            }}
            aria-invalid={draft.errors.length > 0}
            aria-describedby="date-errors"
            data-testid="date-input"
          />
        </label>
        <DateErrors key={draft.errors.join('|')} id="date-errors" errors={draft.errors} />
        {warning && (
          <p className={styles.warning} role="status" data-testid="date-warning">
            {warning}
          </p>
        )}
        {failure && (
          <p className={styles.error} role="alert" data-testid="date-failure">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={
              locked || !canSubmitDateUpdate({ autoUpdate, errors: draft.errors, submitting })
            }
            data-testid="date-update"
          >
            {submitting ? 'Updating…' : 'Update Date'}
          </Button>
          <Button
            variant="secondary"
            disabled={locked || submitting}
            onClick={reset}
            data-testid="date-reset"
          >
            Reset
          </Button>
        </div>
      </form>

      <p className={styles.tip} data-testid="date-tip">
        <strong>Tip:</strong> the default date applies to every member at once. Turn Auto-Update on
        to let it follow California&apos;s calendar again.
      </p>

      {confirming && currentDate && (
        <AdminConfirmDialog
          title="Confirm Date Change"
          confirmLabel="Change Date"
          testId="date-confirm"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void send({ date: confirming, auto_update: false });
          }}
        >
          <p>
            Change the default date from <strong>{currentDate}</strong> to{' '}
            <strong data-testid="date-confirm-new">{confirming}</strong>? Every member&apos;s picks
            browser will show the slate of {formatSlateDate(confirming)}.
          </p>
        </AdminConfirmDialog>
      )}
    </div>
  );
}
