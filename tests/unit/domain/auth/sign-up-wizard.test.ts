import { describe, expect, it } from 'vitest';
import {
  canResendCode,
  RESEND_COOLDOWN_MS,
  resendCountdownText,
  resendSecondsLeft,
} from '../../../../src/domain/auth/resend-countdown';
import {
  hasVerifiedPhone,
  INITIAL_SIGN_UP_WIZARD,
  isAwaitingCode,
  signUpResendSecondsLeft,
  signUpWizardReducer,
} from '../../../../src/domain/auth/sign-up-wizard';
import type {
  SignUpWizardEvent,
  SignUpWizardState,
} from '../../../../src/domain/auth/sign-up-wizard';

const run = (state: SignUpWizardState, ...events: SignUpWizardEvent[]) =>
  events.reduce(signUpWizardReducer, state);

describe('sign-up wizard', () => {
  it('walks phone → email and password → success', () => {
    let state = run(INITIAL_SIGN_UP_WIZARD, { type: 'phoneChanged', phone: '5551234567' });
    expect(isAwaitingCode(state)).toBe(false);
    state = run(state, { type: 'codeSent', atMs: 1000 });
    expect(isAwaitingCode(state)).toBe(true);
    state = run(state, { type: 'codeVerified', verifiedPhone: '+15551234567' });
    expect(state.step).toBe('emailPassword');
    expect(state.verifiedPhone).toBe('+15551234567');
    state = run(state, { type: 'emailAccepted', email: 'a@b.co' });
    expect(state.step).toBe('success');
    expect(state.email).toBe('a@b.co');
  });

  it('does not open the email step before a code was sent', () => {
    const state = run(INITIAL_SIGN_UP_WIZARD, { type: 'codeVerified', verifiedPhone: '+1' });
    expect(state.step).toBe('phone');
    expect(run(INITIAL_SIGN_UP_WIZARD, { type: 'emailAccepted', email: 'x@y.z' }).step).toBe(
      'phone',
    );
  });

  it('going back from the email step keeps the verified phone, and Continue returns (mend 5)', () => {
    const state = run(
      INITIAL_SIGN_UP_WIZARD,
      { type: 'phoneChanged', phone: '5551234567' },
      { type: 'codeSent', atMs: 1000 },
      { type: 'codeVerified', verifiedPhone: '+15551234567' },
      { type: 'backToPhone' },
    );
    expect(state).toMatchObject({
      step: 'phone',
      phone: '5551234567',
      verifiedPhone: '+15551234567',
    });
    expect(hasVerifiedPhone(state)).toBe(true);
    expect(isAwaitingCode(state)).toBe(false);
    expect(run(state, { type: 'continueWithVerifiedPhone' }).step).toBe('emailPassword');
    // a different phone starts over
    const other = run(state, { type: 'useDifferentPhone' });
    expect(other).toEqual(INITIAL_SIGN_UP_WIZARD);
    expect(run(other, { type: 'continueWithVerifiedPhone' }).step).toBe('phone');
  });

  it('offers Resend at once when the code has expired, until a new code goes out (mend 3)', () => {
    const sent = run(
      INITIAL_SIGN_UP_WIZARD,
      { type: 'phoneChanged', phone: '5551234567' },
      { type: 'codeSent', atMs: 1000 },
    );
    expect(signUpResendSecondsLeft(sent, 11_000)).toBe(50);
    const expired = run(sent, { type: 'codeExpired', message: 'expired' });
    expect(expired.error).toBe('expired');
    expect(isAwaitingCode(expired)).toBe(true);
    expect(signUpResendSecondsLeft(expired, 11_000)).toBe(0);
    const resent = run(expired, { type: 'codeSent', atMs: 12_000 });
    expect(resent.codeExpired).toBe(false);
    expect(signUpResendSecondsLeft(resent, 12_000)).toBe(60);
  });

  it('records failures and clears them on the next success', () => {
    let state = run(INITIAL_SIGN_UP_WIZARD, {
      type: 'failed',
      message: 'Failed to send verification code',
    });
    expect(state.error).toBe('Failed to send verification code');
    state = run(state, { type: 'codeSent', atMs: 5 });
    expect(state.error).toBeNull();
    expect(run(state, { type: 'useDifferentPhone' })).toEqual(INITIAL_SIGN_UP_WIZARD);
  });
});

describe('resend countdown', () => {
  it('counts 60 seconds down after a send', () => {
    expect(RESEND_COOLDOWN_MS).toBe(60_000);
    expect(resendSecondsLeft(null, 5)).toBe(0);
    expect(resendSecondsLeft(0, 0)).toBe(60);
    expect(resendSecondsLeft(0, 1)).toBe(60);
    expect(resendSecondsLeft(0, 59_001)).toBe(1);
    expect(resendSecondsLeft(0, 60_000)).toBe(0);
    expect(canResendCode(0, 59_999)).toBe(false);
    expect(canResendCode(0, 60_000)).toBe(true);
  });

  it('reads "Resend code in {n}s"', () => {
    expect(resendCountdownText(42)).toBe('Resend code in 42s');
  });
});
