// "Use a passkey instead" on the two-factor screen: shown when the sign-in reply said the account
// has a passkey and this browser has WebAuthn. Success goes the way a right code does.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { apiPost, isFailure } from '../../api/client';
import type { TwoFactorVerifyReply } from '../../api/auth-contract';
import type { AuthenticationOptionsReply } from '../../api/passkeys-contract';
import { assertPasskey, browserHasWebAuthn } from '../../api/webauthn-ceremony';
import { TWO_FACTOR_MESSAGES } from '../../domain/auth/auth-messages';
import { auth, backToLogin, deviceIdentity } from '../../state/auth';
import { Button } from '../../ui/button';
import { failureText } from './auth-api';
import styles from './auth-form.module.css';
import own from './passkey-sign-in.module.css';

interface PasskeySignInProps {
  /** The second factor passed: the screen's one success path (token, toast, dashboard). */
  onSignedIn: (deviceToken: string) => Promise<void>;
  disabled?: boolean;
}

type Outcome = { token: string } | { message: string; expired: boolean };

async function passWithPasskey(): Promise<Outcome> {
  const options = await apiPost<AuthenticationOptionsReply>('/auth/passkey/options');
  if (isFailure(options)) {
    return {
      message: failureText(options, TWO_FACTOR_MESSAGES.verificationFailed),
      expired: options.httpStatus === 401,
    };
  }
  const asserted = await assertPasskey(options.options);
  if (!asserted.ok) return { message: asserted.message, expired: false };
  const identity = await deviceIdentity();
  const reply = await apiPost<TwoFactorVerifyReply>('/auth/passkey/verify', {
    response: asserted.response,
    device_id: identity.device_id,
    ua_hash: identity.ua_hash,
  });
  if (isFailure(reply) || !reply.device_token) {
    return {
      message: failureText(reply, TWO_FACTOR_MESSAGES.verificationFailed),
      expired: reply.httpStatus === 401,
    };
  }
  return { token: reply.device_token };
}

export function PasskeySignIn({ onSignedIn, disabled = false }: PasskeySignInProps) {
  const { pendingHasPasskey } = useSnapshot(auth);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!pendingHasPasskey || !browserHasWebAuthn()) return null;

  async function signInWithPasskey() {
    setBusy(true);
    setError(null);
    const outcome = await passWithPasskey();
    if ('token' in outcome) {
      await onSignedIn(outcome.token);
      return;
    }
    setBusy(false);
    setError(outcome.message);
    if (outcome.expired) backToLogin();
  }

  return (
    <>
      <p className={own.or} aria-hidden="true">
        or
      </p>
      <Button
        variant="secondary"
        size="lg"
        className={styles.submit}
        disabled={busy || disabled}
        onClick={() => void signInWithPasskey()}
        data-testid="two-factor-passkey"
      >
        {busy ? 'Waiting for your passkey…' : 'Use a passkey instead'}
      </Button>
      {error && (
        <p className={styles.error} role="alert" data-testid="two-factor-passkey-error">
          {error}
        </p>
      )}
    </>
  );
}
