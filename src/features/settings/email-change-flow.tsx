// Profile → change email: the new address and the current password, then "check the new inbox"
// with a resend countdown. The change applies when the emailed link is opened (verify-email view).
import { useState, type FormEvent } from 'react';
import { isFailure } from '../../api/client';
import {
  CONTACT_CHANGE_MESSAGES as TEXT,
  resendLinkCountdownText,
} from '../../domain/account/contact-change';
import { isValidEmail } from '../../domain/auth/email';
import { resendSecondsLeft } from '../../domain/auth/resend-countdown';
import { Button } from '../../ui/button';
import { useNow } from '../../ui/use-now';
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
  const now = useNow(sent !== null);
  const secondsLeft = sent ? resendSecondsLeft(sent.atMs, now) : 0;

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
          <div className={styles.field}>
            <label className={styles.label} htmlFor="email-change-new">
              New email
            </label>
            <input
              id="email-change-new"
              className={styles.input}
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
              data-testid="email-change-new"
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="email-change-password">
              Current password
            </label>
            <input
              id="email-change-password"
              className={styles.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="email-change-password"
            />
            <p className={styles.hint}>We ask for it so no one else can move your account.</p>
          </div>
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
            <button
              type="button"
              className={styles.linkButton}
              disabled={busy || secondsLeft > 0}
              onClick={() => void request()}
              data-testid="email-change-resend"
            >
              {secondsLeft > 0 ? resendLinkCountdownText(secondsLeft) : 'Resend link'}
            </button>
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
