// The three-step sign-up: verify a phone by SMS code, choose email and password, then check email.
import { useReducer, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { isFailure } from '../../api/client';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages';
import { INVALID_PHONE_FORMAT_MESSAGE, normalizePhone } from '../../domain/auth/phone';
import {
  signUpCodeError,
  signUpEmailStepError,
  signUpPhoneError,
} from '../../domain/auth/sign-up-rules';
import {
  hasVerifiedPhone,
  INITIAL_SIGN_UP_WIZARD,
  isAwaitingCode,
  signUpResendSecondsLeft,
  signUpWizardReducer,
  type SignUpStep,
} from '../../domain/auth/sign-up-wizard';
import { Button } from '../../ui/button';
import { authApi, failureText, isCodeExpired } from './auth-api';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { ResendButton } from '../../ui/resend-button';
import { CodeField, TextField } from '../../ui/text-field';
import { useNow } from '../../ui/use-now';
import { CenteredLink } from './centered-link';
import { AuthTitle } from './auth-title';
import styles from './auth-form.module.css';
import { clientNow } from '../../api/clock';

const STEPS: SignUpStep[] = ['phone', 'emailPassword', 'success'];

export function SignUpWizard() {
  const [, navigate] = useLocation();
  const [state, dispatch] = useReducer(signUpWizardReducer, INITIAL_SIGN_UP_WIZARD);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const awaiting = isAwaitingCode(state);
  const verified = hasVerifiedPhone(state);
  const now = useNow(awaiting);
  const secondsLeft = signUpResendSecondsLeft(state, now);

  async function sendCode(resend: boolean) {
    const missing = signUpPhoneError(state.phone);
    if (missing) return dispatch({ type: 'failed', message: missing });
    const phone = normalizePhone(state.phone);
    if (!phone) return dispatch({ type: 'failed', message: INVALID_PHONE_FORMAT_MESSAGE });
    setBusy(true);
    const reply = await authApi.startPhone(phone);
    setBusy(false);
    if (isFailure(reply)) {
      const fallback = resend
        ? AUTH_MESSAGES.resendCodeFailed
        : AUTH_MESSAGES.sendVerificationCodeFailed;
      return dispatch({ type: 'failed', message: failureText(reply, fallback) });
    }
    setCode('');
    dispatch({ type: 'codeSent', atMs: clientNow() });
  }

  async function verifyCode() {
    const invalid = signUpCodeError(code);
    if (invalid) return dispatch({ type: 'failed', message: invalid });
    const phone = normalizePhone(state.phone) ?? state.phone;
    setBusy(true);
    const reply = await authApi.verifyPhone(phone, code);
    setBusy(false);
    if (isFailure(reply) || !reply.verified_phone) {
      if (isCodeExpired(reply)) setCode('');
      return dispatch({
        type: isCodeExpired(reply) ? 'codeExpired' : 'failed',
        message: failureText(reply, AUTH_MESSAGES.invalidVerificationCode),
      });
    }
    dispatch({ type: 'codeVerified', verifiedPhone: reply.verified_phone });
  }

  async function submitEmail() {
    const invalid = signUpEmailStepError({ email, password, confirmPassword: confirm });
    if (invalid) return dispatch({ type: 'failed', message: invalid });
    setBusy(true);
    const reply = await authApi.startEmail(email.trim(), password, state.verifiedPhone ?? '');
    setBusy(false);
    if (isFailure(reply)) {
      return dispatch({
        type: 'failed',
        message: failureText(reply, AUTH_MESSAGES.createAccountFailed),
      });
    }
    dispatch({ type: 'emailAccepted', email: email.trim() });
  }

  /** Back to the phone step; a code typed for the old send is dropped. */
  function backToPhone(type: 'useDifferentPhone' | 'backToPhone') {
    setCode('');
    dispatch({ type });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (verified) dispatch({ type: 'continueWithVerifiedPhone' });
    else if (state.step === 'phone') void (awaiting ? verifyCode() : sendCode(false));
    else if (state.step === 'emailPassword') void submitEmail();
  }

  /** How both form steps end: the step's error, then its submit button. */
  const errorAndSubmit = (testId: string, label: string) => (
    <>
      {state.error && (
        <p className={styles.error} role="alert" data-testid="sign-up-error">
          {state.error}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={busy}
        data-testid={testId}
      >
        {label}
      </Button>
    </>
  );

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid={`sign-up-step-${state.step}`}
    >
      <ol className={styles.steps} aria-label={`Step ${STEPS.indexOf(state.step) + 1} of 3`}>
        {STEPS.map((step) => (
          <li
            key={step}
            className={[
              styles.stepDot,
              STEPS.indexOf(step) <= STEPS.indexOf(state.step) ? styles.stepDotActive : '',
            ].join(' ')}
          />
        ))}
      </ol>

      {state.step === 'phone' && (
        <>
          <AuthTitle>Create account</AuthTitle>
          <p className={styles.lead}>
            {verified
              ? 'Your phone is verified. Continue to choose your email and password.'
              : 'First, verify your phone. We text you a 6-digit code.'}
          </p>
          <TextField
            id="sign-up-phone"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 123 4567"
            value={state.phone}
            readOnly={awaiting || verified}
            onChange={(phone) => dispatch({ type: 'phoneChanged', phone })}
            testId="sign-up-phone"
          />
          {awaiting && (
            <CodeField id="sign-up-code" value={code} onChange={setCode} testId="sign-up-code" />
          )}
          {verified && (
            <p className={styles.success} role="status" data-testid="sign-up-phone-verified">
              Phone verified: {state.verifiedPhone}
            </p>
          )}
          {errorAndSubmit(
            'sign-up-primary',
            verified ? 'Continue' : awaiting ? 'Verify Code' : 'Send Code',
          )}
          {(awaiting || verified) && (
            <div className={styles.links}>
              {awaiting && (
                <ResendButton
                  className={styles.link}
                  secondsLeft={secondsLeft}
                  blocked={busy}
                  onResend={() => void sendCode(true)}
                  testId="sign-up-resend"
                />
              )}
              <button
                type="button"
                className={styles.link}
                onClick={() => backToPhone('useDifferentPhone')}
                data-testid="sign-up-different-phone"
              >
                Use different phone number
              </button>
            </div>
          )}
          <CenteredLink onClick={() => navigate('/signin')} testId="sign-up-back-to-login">
            Back to login
          </CenteredLink>
        </>
      )}

      {state.step === 'emailPassword' && (
        <>
          <AuthTitle>Email and password</AuthTitle>
          <p className={styles.lead}>Phone verified. Now choose how you sign in.</p>
          <TextField
            id="sign-up-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            testId="sign-up-email"
          />
          <NewPasswordFields
            label="Password"
            confirmLabel="Confirm password"
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            testId="sign-up-password"
            confirmTestId="sign-up-confirm"
            strengthId="sign-up-strength"
          />
          {errorAndSubmit('sign-up-continue', 'Continue')}
          <CenteredLink onClick={() => backToPhone('backToPhone')} testId="sign-up-back-to-phone">
            Back to phone verification
          </CenteredLink>
        </>
      )}

      {state.step === 'success' && (
        <>
          <AuthTitle>Check Your Email</AuthTitle>
          <p className={styles.lead}>We sent a verification link to</p>
          <p className={styles.address} data-testid="sign-up-sent-to">
            {state.email}
          </p>
          <p className={styles.muted}>
            Open it to verify your email, then sign in. Check your spam folder if it is not there.
          </p>
          <Button
            size="lg"
            className={styles.submit}
            onClick={() => navigate('/signin')}
            data-testid="sign-up-back-to-sign-in"
          >
            Back to Sign In
          </Button>
        </>
      )}
    </form>
  );
}
