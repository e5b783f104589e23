// 'Check your email': shown when sign-in found the address unverified.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages';
import { auth, backToLogin } from '../../state/auth';
import { Button } from '../../ui/button';
import { authApi } from './auth-api';
import { CenteredLink } from './centered-link';
import { AuthTitle } from './auth-title';
import styles from './auth-form.module.css';

export function CheckEmailView() {
  const { pendingEmail } = useSnapshot(auth);
  const [status, setStatus] = useState<'idle' | 'busy' | 'sent'>('idle');

  async function resend() {
    if (!pendingEmail) return;
    setStatus('busy');
    await authApi.resendVerification(pendingEmail);
    setStatus('sent');
  }

  return (
    <div className={styles.form} data-testid="check-email">
      <AuthTitle>Check Your Email</AuthTitle>
      <p className={styles.info} role="status">
        {AUTH_MESSAGES.mustVerifyEmail}
      </p>
      {pendingEmail && (
        <p className={styles.address} data-testid="check-email-address">
          {pendingEmail}
        </p>
      )}
      <p className={styles.muted}>
        Open the link we sent you. If you cannot find it, check your spam or junk folder.
      </p>
      {status === 'sent' && (
        <p className={styles.success} role="status" data-testid="check-email-resent">
          If the address needs verifying, a new link is on its way.
        </p>
      )}
      {pendingEmail && (
        <Button
          variant="secondary"
          size="lg"
          className={styles.submit}
          disabled={status === 'busy'}
          onClick={() => void resend()}
          data-testid="check-email-resend"
        >
          Resend Verification Email
        </Button>
      )}
      <CenteredLink onClick={backToLogin} testId="check-email-back">
        Back to Login
      </CenteredLink>
    </div>
  );
}
