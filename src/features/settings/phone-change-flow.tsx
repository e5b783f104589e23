// Profile → change phone: the new number and the current password, then the texted code (with the
// 60 s resend countdown), then the change is completed and the profile reloads.
import { useState, type FormEvent } from 'react';
import { isFailure } from '../../api/client';
import { showToast } from '../../app/toast-host';
import { CONTACT_CHANGE_MESSAGES as TEXT } from '../../domain/account/contact-change';
import { isCompleteCode, sanitizeCodeInput } from '../../domain/auth/one-time-code';
import { isValidPhone } from '../../domain/auth/phone';
import { resendCountdownText, resendSecondsLeft } from '../../domain/auth/resend-countdown';
import { Button } from '../../ui/button';
import { useNow } from '../../ui/use-now';
import { ChangeSteps } from './change-steps';
import { isOnline, profileApi, replyProblem } from './profile-api';
import styles from './account-forms.module.css';
import { clientNow } from '../../api/clock';

const STEPS = ['New phone', 'Enter the code', 'Done'] as const;

interface Pending {
  token: string;
  target: string;
  sentAtMs: number;
}

export function PhoneChangeFlow({
  onChanged,
  onClose,
}: {
  onChanged: () => void;
  onClose: () => void;
}) {
  const [newPhone, setNewPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const now = useNow(pending !== null);
  const secondsLeft = pending ? resendSecondsLeft(pending.sentAtMs, now) : 0;

  async function request() {
    if (!isOnline()) return setError(TEXT.needsNetwork);
    if (!isValidPhone(newPhone)) return setError(TEXT.invalidPhone);
    if (password === '') return setError(TEXT.passwordRequired);
    setBusy(true);
    setError(null);
    const reply = await profileApi.requestPhoneChange(newPhone, password);
    setBusy(false);
    if (isFailure(reply)) return setError(replyProblem(reply, TEXT.needsNetwork));
    setPassword('');
    setPending({ token: reply.token, target: reply.target, sentAtMs: clientNow() });
  }

  async function resend(current: Pending) {
    if (!isOnline()) return setError(TEXT.needsNetwork);
    setBusy(true);
    const reply = await profileApi.verifyPhone(current.token, 'resend');
    setBusy(false);
    if (isFailure(reply)) return setError(replyProblem(reply, TEXT.needsNetwork));
    setError(null);
    setCode('');
    setPending({ ...current, sentAtMs: clientNow() });
  }

  async function confirm(current: Pending) {
    if (!isOnline()) return setError(TEXT.needsNetwork);
    setBusy(true);
    setError(null);
    const verified = await profileApi.verifyPhone(current.token, 'confirm', code);
    const done = isFailure(verified) ? verified : await profileApi.completeChange(current.token);
    setBusy(false);
    if (isFailure(done)) return setError(replyProblem(done, TEXT.needsNetwork));
    void showToast((toast) => toast.success(TEXT.phoneChanged));
    onChanged();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (pending === null) void request();
    else if (isCompleteCode(code)) void confirm(pending);
  }

  return (
    <form className={styles.flow} onSubmit={onSubmit} noValidate data-testid="phone-change">
      <ChangeSteps labels={STEPS} current={pending ? 1 : 0} testId="phone-change-steps" />
      {pending === null ? (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="phone-change-new">
              New phone number
            </label>
            <input
              id="phone-change-new"
              className={styles.input}
              type="tel"
              autoComplete="tel"
              placeholder="+15551234567"
              value={newPhone}
              onChange={(e) => setNewPhone(e.target.value)}
              data-testid="phone-change-new"
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="phone-change-password">
              Current password
            </label>
            <input
              id="phone-change-password"
              className={styles.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="phone-change-password"
            />
          </div>
        </>
      ) : (
        <>
          <p className={styles.info} role="status" data-testid="phone-change-sent">
            We texted a 6-digit code to <strong>{pending.target}</strong>. It expires in 10 minutes.
          </p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="phone-change-code">
              Verification code
            </label>
            <input
              id="phone-change-code"
              className={`${styles.input} ${styles.codeInput}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(sanitizeCodeInput(e.target.value))}
              data-testid="phone-change-code"
            />
          </div>
        </>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="phone-change-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={busy || (pending !== null && !isCompleteCode(code))}
          data-testid="phone-change-submit"
        >
          {pending === null
            ? busy
              ? 'Sending…'
              : 'Send code'
            : busy
              ? 'Verifying…'
              : 'Verify and change'}
        </Button>
        {pending !== null && (
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy || secondsLeft > 0}
            onClick={() => void resend(pending)}
            data-testid="phone-change-resend"
          >
            {secondsLeft > 0 ? resendCountdownText(secondsLeft) : 'Resend code'}
          </button>
        )}
        <Button variant="ghost" onClick={onClose} data-testid="phone-change-cancel">
          Cancel
        </Button>
      </div>
    </form>
  );
}
