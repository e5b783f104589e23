// Security → Change password: the current password, a new one (the sign-up's rules and strength
// bar) and its confirmation. Needs the network (refused offline); signs out every other device.
import { useState, type FormEvent } from 'react';
import { isFailure } from '../../api/client';
import { showToast } from '../../app/toast-host';
import {
  ACCOUNT_SECURITY_MESSAGES,
  changePasswordFormError,
} from '../../domain/account/account-security';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PasswordField } from '../../ui/password-field';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { isOnline, replyProblem } from './profile-api';
import { securityApi } from './security-api';
import forms from './account-forms.module.css';
import styles from './security-tab.module.css';

const OFFLINE = ACCOUNT_SECURITY_MESSAGES.offlineRefused;

export function ChangePasswordCard({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone(null);
    if (!isOnline()) return setError(OFFLINE);
    const problem = changePasswordFormError({ current, next, confirm });
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    const reply = await securityApi.changePassword(current, next);
    setBusy(false);
    if (isFailure(reply)) return setError(replyProblem(reply, OFFLINE));
    setCurrent('');
    setNext('');
    setConfirm('');
    setDone(reply.message);
    void showToast((toast) => toast.success(reply.message));
    onChanged();
  }

  return (
    <Card aria-labelledby="security-password-title" data-testid="security-password">
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.title} id="security-password-title">
            Change password
          </h2>
          <p className={styles.lead}>
            Changing it signs out every other device; this one stays signed in.
          </p>
        </div>
      </div>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          label="Current password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          testId="security-password-current"
        />
        <NewPasswordFields
          password={next}
          confirm={confirm}
          onPasswordChange={setNext}
          onConfirmChange={setConfirm}
          testId="security-password-new"
          confirmTestId="security-password-confirm"
          strengthId="security-password-strength"
        />
        {error && (
          <p className={forms.error} role="alert" data-testid="security-password-error">
            {error}
          </p>
        )}
        {done && (
          <p className={forms.success} role="status" data-testid="security-password-done">
            {done}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={busy || current === '' || next === '' || confirm === ''}
            aria-busy={busy}
            data-testid="security-password-submit"
          >
            {busy ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
