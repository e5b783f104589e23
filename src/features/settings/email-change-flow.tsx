// Profile → change email: the new address and the current password, then "check the new inbox"
// with a resend countdown. The change applies when the emailed link is opened (verify-email view).
import { useState, type FormEvent } from 'react';
import { isFailure } from '../../api/client';
import {
  CONTACT_CHANGE_MESSAGES as TEXT,
  resendLinkCountdownText,
} from '../../domain/account/contact-change';
import { isValidEmail } from '../../domain/auth/email';
import { Button } from '../../ui/button';
import { ResendButton, useResendSecondsLeft } from '../../ui/resend-button';
import { TextField } from '../../ui/text-field';
import { ChangeSteps } from './change-steps';
import { isOnline, profileApi, replyProblem } from './profile-api';
import styles from './account-forms.module.css';
import { clientNow } from '../../api/clock';

const STEPS = ['New email', 'Open the link', 'Done'] as const;

interface Sent {
  to: string;
  atMs: number;
}

export function EmailChangeFlow({
  onRequested,
  onClose,
}: {
  onRequested: () => void;
  onClose: () => void;
}) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const secondsLeft = useResendSecondsLeft(sent?.atMs ?? null);

  async function request() {
    if (!isOnline()) return setError(TEXT.needsNetwork);
    if (!isValidEmail(newEmail)) return setError(TEXT.invalidEmail);
    if (password === '') return setError(TEXT.passwordRequired);
    setBusy(true);
    setError(null);
    const reply = await profileApi.requestEmailChange(newEmail.trim(), password);
    setBusy(false);
    if (isFailure(reply)) return setError(replyProblem(reply, TEXT.needsNetwork));
    setSent({ to: reply.new_email, atMs: clientNow() });
    onRequested();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void request();
  }

  return (
    <div className={styles.flow} data-testid="email-change">
      <ChangeSteps labels={STEPS} current={sent ? 1 : 0} testId="email-change-steps" />
      {sent === null ? (
        <form className={styles.stack} onSubmit={onSubmit} noValidate>
          <TextField
            id="email-change-new"
            label="New email"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={setNewEmail}
            testId="email-change-new"
          />
          <TextField
            id="email-change-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            testId="email-change-password"
          >
            <p className={styles.hint}>We ask for it so no one else can move your account.</p>
          </TextField>
          {error && (
            <p className={styles.error} role="alert" data-testid="email-change-error">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy} data-testid="email-change-submit">
              {busy ? 'Sending…' : 'Send verification link'}
            </Button>
            <Button variant="ghost" onClick={onClose} data-testid="email-change-cancel">
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.stack}>
          <p className={styles.info} role="status" data-testid="email-change-sent">
            {TEXT.emailLinkSent} We sent it to <strong>{sent.to}</strong>; open it in this browser.
            The link expires in 24 hours.
          </p>
          {error && (
            <p className={styles.error} role="alert" data-testid="email-change-error">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <ResendButton
              className={styles.linkButton}
              secondsLeft={secondsLeft}
              blocked={busy}
              onResend={() => void request()}
              testId="email-change-resend"
              label="Resend link"
              countdownText={resendLinkCountdownText}
            />
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setSent(null);
                setError(null);
              }}
              data-testid="email-change-different"
            >
              Use a different address
            </button>
            <Button variant="ghost" onClick={onClose} data-testid="email-change-close">
              Close
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
