// Forgot password (/reset-password): without a token, ask for the account's email and send a
// reset link; with the emailed link's token, choose a new password (the sign-up's rules and
// strength bar). Reachable signed out (the access gate shows it) and signed in.
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isFailure } from '../../api/client';
import { ACCOUNT_SECURITY_MESSAGES, newPasswordError } from '../../domain/account/account-security';
import { looksLikeEmail } from '../../domain/auth/email';
import { Logo } from '../../ui/brand';
import { Button } from '../../ui/button';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { TextField } from '../../ui/text-field';
import { failureText } from './auth-api';
import { passwordResetApi } from './password-reset-api';
import { CenteredLink } from './centered-link';
import { AuthTitle } from './auth-title';
import styles from './auth-form.module.css';
import screen from './password-reset-view.module.css';

const NETWORK = 'Network error. Check your connection and try again.';

export function PasswordResetView() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <main className={screen.screen} data-testid="view-password-reset">
      <section className={screen.card} aria-labelledby="auth-title">
        <Logo size={56} />
        {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      </section>
    </main>
  );
}

function BackToSignIn() {
  const [, navigate] = useLocation();
  return (
    <CenteredLink onClick={() => navigate('/signin')} testId="password-reset-back">
      Back to sign in
    </CenteredLink>
  );
}

function ResetError({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert" data-testid="password-reset-error">
      {error}
    </p>
  ) : null;
}

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeEmail(email.trim())) return setError(ACCOUNT_SECURITY_MESSAGES.emailRequired);
    setBusy(true);
    setError(null);
    const reply = await passwordResetApi.requestLink(email.trim());
    setBusy(false);
    if (isFailure(reply)) return setError(failureText(reply, NETWORK, NETWORK));
    setSent(reply.message);
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <AuthTitle testId="password-reset-title">Reset your password</AuthTitle>
      <p className={styles.lead}>
        Enter the email of your account. We will send you a link to choose a new password.
      </p>
      {sent ? (
        <p className={styles.success} role="status" data-testid="password-reset-sent">
          {sent}
        </p>
      ) : (
        <>
          <TextField
            id="password-reset-email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            testId="password-reset-email"
          />
          <ResetError error={error} />
          <Button
            type="submit"
            size="lg"
            className={styles.submit}
            disabled={busy || email.trim() === ''}
            aria-busy={busy}
            data-testid="password-reset-request"
          >
            {busy ? 'Sending…' : 'Send reset link'}
          </Button>
        </>
      )}
      <BackToSignIn />
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem =
      newPasswordError(password) ??
      (password === confirm ? null : ACCOUNT_SECURITY_MESSAGES.passwordsDiffer);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    const reply = await passwordResetApi.reset(token, password);
    setBusy(false);
    if (isFailure(reply)) return setError(failureText(reply, NETWORK, NETWORK));
    setDone(reply.message);
  }

  if (done) {
    return (
      <div className={styles.form}>
        <AuthTitle testId="password-reset-title">Password reset</AuthTitle>
        <p className={styles.success} role="status" data-testid="password-reset-done">
          {done}
        </p>
        <BackToSignIn />
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <AuthTitle testId="password-reset-title">Choose a new password</AuthTitle>
      <p className={styles.lead}>Resetting signs out every device signed in to your account.</p>
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        testId="password-reset-new"
        confirmTestId="password-reset-confirm"
        strengthId="password-reset-strength"
      />
      <ResetError error={error} />
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={busy || password === '' || confirm === ''}
        aria-busy={busy}
        data-testid="password-reset-submit"
      >
        {busy ? 'Saving…' : 'Set new password'}
      </Button>
      <BackToSignIn />
    </form>
  );
}
