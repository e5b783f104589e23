// The two-factor screen: sends a code by SMS (automatically, at most once a minute) or email,
// counts down to resend, and switches from Send Code to Verify Code once six digits are typed.
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isFailure } from '../../api/client';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '../../domain/auth/auth-messages';
import { canUseTwoFactorAction } from '../../domain/auth/one-time-code';
import { canResendCode } from '../../domain/auth/resend-countdown';
import {
  emailChannelError,
  initialTwoFactorState,
  shouldAutoSendCode,
  twoFactorPrimaryAction,
  twoFactorReducer,
  type TwoFactorChannel,
} from '../../domain/auth/two-factor';
import { showToast } from '../../app/toast-host';
import { auth, backToLogin, completeTwoFactor, deviceIdentity } from '../../state/auth';
import { Button } from '../../ui/button';
import { authApi, failureText, isCodeExpired } from './auth-api';
import { ResendButton, useResendSecondsLeft } from '../../ui/resend-button';
import { CodeField } from '../../ui/text-field';
import { PasskeySignIn } from './passkey-sign-in';
import { AuthTitle } from './auth-title';
import styles from './auth-form.module.css';
import { clientNow } from '../../api/clock';

// Survives the screen unmounting, so leaving and re-entering within a minute sends nothing new.
let lastAutoSendAtMs: number | null = null;

export function TwoFactorView() {
  const { pendingEmail, pendingPhone } = useSnapshot(auth);
  const [, navigate] = useLocation();
  const [state, dispatch] = useReducer(twoFactorReducer, undefined, () =>
    initialTwoFactorState(pendingPhone ? 'sms' : 'email', lastAutoSendAtMs),
  );
  const secondsLeft = useResendSecondsLeft(state.lastSentAtMs);
  const action = twoFactorPrimaryAction(state);
  const emailProblem = state.channel === 'email' ? emailChannelError(pendingEmail) : null;
  const autoSent = useRef(false);

  async function send(automatic: boolean, channel: TwoFactorChannel = state.channel) {
    const atMs = clientNow();
    if (automatic) lastAutoSendAtMs = atMs;
    dispatch({ type: 'sendStarted', atMs, automatic });
    const reply = await authApi.startTwoFactor(
      channel === 'email' && pendingEmail ? { email: pendingEmail } : {},
    );
    if (isFailure(reply)) {
      dispatch({
        type: 'sendFailed',
        status: reply.httpStatus,
        message: failureText(
          reply,
          TWO_FACTOR_MESSAGES.sendCodeFailed,
          TWO_FACTOR_MESSAGES.startFailed,
        ),
        automatic,
      });
      if (reply.httpStatus === 401) backToLogin();
      return;
    }
    dispatch({ type: 'sendSucceeded', atMs: clientNow() });
  }

  useEffect(() => {
    if (autoSent.current) return;
    autoSent.current = true;
    if (shouldAutoSendCode(state, pendingPhone !== null, clientNow())) void send(true, 'sms');
    // Once, on entering the screen (the spec's automatic send).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function verify() {
    dispatch({ type: 'verifyStarted' });
    const identity = await deviceIdentity();
    const reply = await authApi.verifyTwoFactor({
      code: state.code,
      device_id: identity.device_id,
      ua_hash: identity.ua_hash,
    });
    if (isFailure(reply) || !reply.device_token) {
      const message = failureText(
        reply,
        TWO_FACTOR_MESSAGES.invalidCode,
        TWO_FACTOR_MESSAGES.verificationFailed,
      );
      dispatch({ type: isCodeExpired(reply) ? 'codeExpired' : 'verifyFailed', message });
      if (reply.httpStatus === 401) backToLogin();
      return;
    }
    await signedIn(reply.device_token);
  }

  /** The second factor passed, by a code or a passkey: one way in. */
  async function signedIn(deviceToken: string) {
    await completeTwoFactor(deviceToken);
    void showToast((toast) => toast.success(AUTH_MESSAGES.authenticationSuccessful));
    navigate('/dashboard');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (state.busy || !canUseTwoFactorAction(state.code) || emailProblem) return;
    if (action === 'verify') void verify();
    else if (canResendCode(state.lastSentAtMs, clientNow())) void send(false);
  }

  const sendBlocked = action === 'send' && secondsLeft > 0;
  const target =
    state.channel === 'sms'
      ? `We text a 6-digit code to your phone${pendingPhone ? ` ending ${pendingPhone.replace(/\D/g, '')}` : ''}.`
      : `We email a 6-digit sign-in code to ${pendingEmail ?? 'your address'}.`;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="two-factor">
      <AuthTitle>{TWO_FACTOR_MESSAGES.title}</AuthTitle>
      <div className={styles.channel} role="group" aria-label="Where to send the code">
        {(['sms', 'email'] as const).map((channel) => (
          <button
            key={channel}
            type="button"
            className={styles.channelButton}
            aria-pressed={state.channel === channel}
            disabled={channel === 'sms' && pendingPhone === null}
            onClick={() => dispatch({ type: 'channelChanged', channel })}
            data-testid={`two-factor-channel-${channel}`}
          >
            {channel === 'sms' ? 'Text message' : 'Email'}
          </button>
        ))}
      </div>
      <p className={styles.lead} data-testid="two-factor-target">
        {target}
      </p>
      <CodeField
        id="two-factor-code"
        label="Verification Code"
        value={state.code}
        onChange={(code) => dispatch({ type: 'codeChanged', code })}
        testId="two-factor-code"
      />
      {(state.error ?? emailProblem) && (
        <p className={styles.error} role="alert" data-testid="two-factor-error">
          {state.error ?? emailProblem}
        </p>
      )}
      {state.lastSentAtMs !== null && !state.error && (
        <p className={styles.success} role="status" data-testid="two-factor-sent">
          Code sent. It expires in 10 minutes.
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={
          state.busy || !canUseTwoFactorAction(state.code) || sendBlocked || emailProblem !== null
        }
        data-testid="two-factor-submit"
      >
        {action === 'verify' ? 'Verify Code' : 'Send Code'}
      </Button>
      <PasskeySignIn onSignedIn={signedIn} disabled={state.busy} />
      <div className={styles.links}>
        <ResendButton
          className={styles.link}
          secondsLeft={secondsLeft}
          blocked={state.busy || emailProblem !== null}
          onResend={() => void send(false)}
          testId="two-factor-resend"
        />
        <button
          type="button"
          className={styles.link}
          onClick={backToLogin}
          data-testid="two-factor-back"
        >
          Back to login
        </button>
      </div>
    </form>
  );
}
