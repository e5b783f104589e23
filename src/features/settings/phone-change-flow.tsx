// Profile → change phone: the new number and the current password, then the texted code (with the
// 60 s resend countdown), then the change is completed and the profile reloads.
import { useState, type FormEvent } from 'react';
import { isFailure } from '../../api/client';
import { showToast } from '../../app/toast-host';
import { CONTACT_CHANGE_MESSAGES as TEXT } from '../../domain/account/contact-change';
import { isCompleteCode } from '../../domain/auth/one-time-code';
import { isValidPhone } from '../../domain/auth/phone';
import { Button } from '../../ui/button';
import { ResendButton, useResendSecondsLeft } from '../../ui/resend-button';
import { CodeField, TextField } from '../../ui/text-field';
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
  const secondsLeft = useResendSecondsLeft(pending?.sentAtMs ?? null);

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
          <TextField
            id="phone-change-new"
            label="New phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+15551234567"
            value={newPhone}
            onChange={setNewPhone}
            testId="phone-change-new"
          />
          <TextField
            id="phone-change-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            testId="phone-change-password"
          />
        </>
      ) : (
        <>
          <p className={styles.info} role="status" data-testid="phone-change-sent">
            We texted a 6-digit code to <strong>{pending.target}</strong>. It expires in 10 minutes.
          </p>
          <CodeField
            id="phone-change-code"
            value={code}
            onChange={setCode}
            testId="phone-change-code"
          />
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
          <ResendButton
            className={styles.linkButton}
            secondsLeft={secondsLeft}
            blocked={busy}
            onResend={() => void resend(pending)}
            testId="phone-change-resend"
          />
        )}
        <Button variant="ghost" onClick={onClose} data-testid="phone-change-cancel">
          Cancel
        </Button>
      </div>
    </form>
  );
}
