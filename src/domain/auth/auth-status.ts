// The auth status machine: how the app decides between loading, signed in, signed out and the
// two verification screens. A pure reducer; the caller feeds it events with the time inside.

export type AuthStatus =
  'loading' | 'authenticated' | 'unauthenticated' | 'needsPhoneVerify' | 'needsEmailVerify';

/** Resolving the status may take at most this long before the sign-in screen shows. */
export const AUTH_LOAD_TIMEOUT_MS = 8_000;
/** After a successful password sign-in the two-factor step appears this much later. */
export const TWO_FACTOR_DELAY_MS = 100;

export interface AuthState {
  status: AuthStatus;
  /** When loading started, for the 8 s timeout. */
  loadingSinceMs: number | null;
  /** When the pending switch to the two-factor step falls due. */
  twoFactorDueAtMs: number | null;
}

export type AuthEvent =
  | { type: 'loadStarted'; atMs: number }
  | { type: 'noDeviceToken' }
  | { type: 'profileLoaded' }
  | { type: 'profileFailed' }
  | { type: 'tick'; nowMs: number }
  | { type: 'signInSucceeded'; atMs: number }
  | { type: 'signInFailed'; needsEmailVerify: boolean }
  | { type: 'signUpSucceeded' }
  | { type: 'twoFactorVerified' }
  | { type: 'signedOut' }
  | { type: 'backToLogin' };

export function initialAuthState(nowMs: number): AuthState {
  return { status: 'loading', loadingSinceMs: nowMs, twoFactorDueAtMs: null };
}

function settled(status: AuthStatus): AuthState {
  return { status, loadingSinceMs: null, twoFactorDueAtMs: null };
}

const VERIFY_SCREENS: readonly AuthStatus[] = ['needsPhoneVerify', 'needsEmailVerify'];

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'loadStarted':
      return { status: 'loading', loadingSinceMs: event.atMs, twoFactorDueAtMs: null };
    case 'noDeviceToken':
    case 'profileFailed':
      return state.status === 'loading' ? settled('unauthenticated') : state;
    case 'profileLoaded':
      // A profile that arrives after the timeout already showed sign-in is ignored: the user
      // may be typing credentials and must not be yanked away.
      return state.status === 'loading' || state.status === 'authenticated'
        ? settled('authenticated')
        : state;
    case 'tick':
      if (
        state.status === 'loading' &&
        state.loadingSinceMs !== null &&
        event.nowMs - state.loadingSinceMs >= AUTH_LOAD_TIMEOUT_MS
      ) {
        return settled('unauthenticated');
      }
      if (state.twoFactorDueAtMs !== null && event.nowMs >= state.twoFactorDueAtMs) {
        return settled('needsPhoneVerify');
      }
      return state;
    case 'signInSucceeded':
      return { ...state, twoFactorDueAtMs: event.atMs + TWO_FACTOR_DELAY_MS };
    case 'signInFailed':
      return settled(event.needsEmailVerify ? 'needsEmailVerify' : 'unauthenticated');
    case 'signUpSucceeded':
      return settled('needsEmailVerify');
    case 'twoFactorVerified':
      return settled('authenticated');
    case 'signedOut':
      return settled('unauthenticated');
    case 'backToLogin':
      return VERIFY_SCREENS.includes(state.status) ? settled('unauthenticated') : state;
  }
}

/** The next moment the caller should send a tick, or null when nothing is pending. */
export function nextAuthDeadline(state: AuthState): number | null {
  if (state.status === 'loading' && state.loadingSinceMs !== null) {
    return state.loadingSinceMs + AUTH_LOAD_TIMEOUT_MS;
  }
  return state.twoFactorDueAtMs;
}
