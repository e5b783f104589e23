// The sign-in form: email or phone and password, 'Sign in' enabled by the spec's rules.
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages';
import {
  authLayerIdentifierError,
  canSubmitSignIn,
  SIGN_IN_BUTTON_TEXT,
  signInIdentifierError,
} from '../../domain/auth/sign-in-rules';
import { PASSWORD_RESET_PATH } from '../../domain/navigation/routes';
import { Link } from 'wouter';
import { isFailure } from '../../api/client';
import { needsEmailVerification, passwordAccepted } from '../../state/auth';
import { Button } from '../../ui/button';
import { authApi, failureText } from './auth-api';
import { PasswordField } from '../../ui/password-field';
import { AuthTitle } from './auth-title';
import styles from './auth-form.module.css';

export function SignInForm({ notice }: { notice: string | null }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const identifierError = touched ? signInIdentifierError(identifier) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!canSubmitSignIn(identifier, password) || busy) return;
    const email = identifier.trim();
    const layerError = authLayerIdentifierError(email);
    if (layerError) {
      setError(layerError);
      return;
    }
    setBusy(true);
    setError(null);
    const reply = await authApi.signIn(email, password);
    setBusy(false);
    if (!isFailure(reply)) {
      passwordAccepted(email, reply.phone ?? null, reply.has_passkey === true);
      return;
    }
    if ((reply as { needsEmailVerify?: boolean }).needsEmailVerify) {
      needsEmailVerification(email);
      return;
    }
    setError(failureText(reply, AUTH_MESSAGES.signInFailed));
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="sign-in-form"
    >
      <AuthTitle>Sign in</AuthTitle>
      <p className={styles.lead}>Welcome back. Sign in to see your picks, favorites and parlays.</p>
      {notice && (
        <p className={styles.success} role="status" data-testid="sign-in-notice">
          {notice}
        </p>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="sign-in-identifier">
          Email or phone
        </label>
        <input
          id="sign-in-identifier"
          className={styles.input}
          type="text"
          inputMode="email"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          onBlur={() => setTouched(identifier !== '' || touched)}
          aria-invalid={identifierError !== null}
          aria-describedby={identifierError ? 'sign-in-identifier-error' : undefined}
          data-testid="sign-in-identifier"
        />
        {identifierError && (
          <p
            id="sign-in-identifier-error"
            className={styles.fieldError}
            data-testid="sign-in-identifier-error"
          >
            {identifierError}
          </p>
        )}
      </div>
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        testId="sign-in-password"
      />
      <div className={styles.links}>
        <Link href={PASSWORD_RESET_PATH} className={styles.link} data-testid="sign-in-forgot">
          Forgot password?
        </Link>
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid="sign-in-error">
          {error}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={busy || !canSubmitSignIn(identifier, password)}
        aria-busy={busy}
        data-testid="sign-in-submit"
      >
        {busy ? SIGN_IN_BUTTON_TEXT.busy : SIGN_IN_BUTTON_TEXT.idle}
      </Button>
    </form>
  );
}
