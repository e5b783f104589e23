import { describe, expect, it } from 'vitest';
import {
  AUTH_LOAD_TIMEOUT_MS,
  authReducer,
  initialAuthState,
  nextAuthDeadline,
} from '../../../../src/domain/auth/auth-status';
import type { AuthEvent, AuthState } from '../../../../src/domain/auth/auth-status';

const T0 = 1_750_000_000_000;
const run = (state: AuthState, ...events: AuthEvent[]) => events.reduce(authReducer, state);

describe('auth status while loading', () => {
  it('starts loading and becomes authenticated when the profile loads', () => {
    const state = initialAuthState(T0);
    expect(state.status).toBe('loading');
    expect(run(state, { type: 'profileLoaded' }).status).toBe('authenticated');
  });

  it('becomes unauthenticated with no token, a failed profile, or an exception', () => {
    expect(run(initialAuthState(T0), { type: 'noDeviceToken' }).status).toBe('unauthenticated');
    expect(run(initialAuthState(T0), { type: 'profileFailed' }).status).toBe('unauthenticated');
  });

  it('gives up after 8 seconds of loading, not before', () => {
    expect(AUTH_LOAD_TIMEOUT_MS).toBe(8000);
    const state = initialAuthState(T0);
    expect(nextAuthDeadline(state)).toBe(T0 + 8000);
    expect(run(state, { type: 'tick', nowMs: T0 + 7999 }).status).toBe('loading');
    expect(run(state, { type: 'tick', nowMs: T0 + 8000 }).status).toBe('unauthenticated');
  });

  it('ignores a profile that arrives after the timeout showed sign-in', () => {
    const timedOut = run(initialAuthState(T0), { type: 'tick', nowMs: T0 + 9000 });
    expect(run(timedOut, { type: 'profileLoaded' }).status).toBe('unauthenticated');
  });

  it('restarts loading on demand', () => {
    const state = run(
      initialAuthState(T0),
      { type: 'noDeviceToken' },
      { type: 'loadStarted', atMs: T0 + 5 },
    );
    expect(state).toEqual({ status: 'loading', loadingSinceMs: T0 + 5, twoFactorDueAtMs: null });
  });
});

describe('auth status after sign-in and sign-up', () => {
  const signedOut = run(initialAuthState(T0), { type: 'noDeviceToken' });

  it('goes to the two-factor step about 100 ms after sign-in succeeds', () => {
    const state = run(signedOut, { type: 'signInSucceeded', atMs: T0 });
    expect(state.status).toBe('unauthenticated');
    expect(nextAuthDeadline(state)).toBe(T0 + 100);
    expect(run(state, { type: 'tick', nowMs: T0 + 99 }).status).toBe('unauthenticated');
    expect(run(state, { type: 'tick', nowMs: T0 + 100 }).status).toBe('needsPhoneVerify');
  });

  it('sends a failure flagged needsEmailVerify to the email screen, others to sign-in', () => {
    expect(run(signedOut, { type: 'signInFailed', needsEmailVerify: true }).status).toBe(
      'needsEmailVerify',
    );
    expect(run(signedOut, { type: 'signInFailed', needsEmailVerify: false }).status).toBe(
      'unauthenticated',
    );
  });

  it('asks for email verification after sign-up', () => {
    expect(run(signedOut, { type: 'signUpSucceeded' }).status).toBe('needsEmailVerify');
  });

  it('is authenticated after two-factor verification, and stays so on profile reload', () => {
    const twoFactor = run(
      signedOut,
      { type: 'signInSucceeded', atMs: T0 },
      { type: 'tick', nowMs: T0 + 100 },
    );
    const state = run(twoFactor, { type: 'twoFactorVerified' }, { type: 'profileLoaded' });
    expect(state.status).toBe('authenticated');
    expect(nextAuthDeadline(state)).toBeNull();
  });

  it('returns to sign-in from any verification screen, and on sign-out', () => {
    const email = run(signedOut, { type: 'signUpSucceeded' });
    expect(run(email, { type: 'backToLogin' }).status).toBe('unauthenticated');
    const authed = run(initialAuthState(T0), { type: 'profileLoaded' });
    expect(run(authed, { type: 'backToLogin' }).status).toBe('authenticated');
    expect(run(authed, { type: 'signedOut' }).status).toBe('unauthenticated');
    expect(run(authed, { type: 'profileFailed' }).status).toBe('authenticated');
    expect(run(authed, { type: 'tick', nowMs: T0 + 60_000 })).toBe(authed);
  });
});
