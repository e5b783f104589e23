// The three-step sign-up wizard (phone, email and password, done) as a pure reducer.
import { resendSecondsLeft } from './resend-countdown';

export type SignUpStep = 'phone' | 'emailPassword' | 'success';

export interface SignUpWizardState {
  step: SignUpStep;
  phone: string;
  /** When the last code was sent (drives the resend countdown); null before any send. */
  codeSentAtMs: number | null;
  /** The phone the server confirmed; set once the code is verified, kept when going back. */
  verifiedPhone: string | null;
  /** The code sent can no longer be used (too many wrong tries, or too old): resend at once. */
  codeExpired: boolean;
  /** The address shown on the 'Check Your Email' step. */
  email: string;
  error: string | null;
}

export type SignUpWizardEvent =
  | { type: 'phoneChanged'; phone: string }
  | { type: 'codeSent'; atMs: number }
  | { type: 'codeVerified'; verifiedPhone: string }
  | { type: 'emailAccepted'; email: string }
  | { type: 'failed'; message: string }
  | { type: 'codeExpired'; message: string }
  | { type: 'backToPhone' }
  | { type: 'continueWithVerifiedPhone' }
  | { type: 'useDifferentPhone' };

export const INITIAL_SIGN_UP_WIZARD: SignUpWizardState = {
  step: 'phone',
  phone: '',
  codeSentAtMs: null,
  verifiedPhone: null,
  codeExpired: false,
  email: '',
  error: null,
};

export function signUpWizardReducer(
  state: SignUpWizardState,
  event: SignUpWizardEvent,
): SignUpWizardState {
  switch (event.type) {
    case 'phoneChanged':
      return { ...state, phone: event.phone, error: null };
    case 'codeSent':
      return state.step === 'phone'
        ? { ...state, codeSentAtMs: event.atMs, codeExpired: false, error: null }
        : state;
    case 'codeVerified':
      // The email step opens only once the phone is proven.
      return state.step === 'phone' && state.codeSentAtMs !== null
        ? { ...state, step: 'emailPassword', verifiedPhone: event.verifiedPhone, error: null }
        : state;
    case 'emailAccepted':
      return state.step === 'emailPassword'
        ? { ...state, step: 'success', email: event.email, error: null }
        : state;
    case 'failed':
      return { ...state, error: event.message };
    case 'codeExpired':
      return { ...state, codeExpired: true, error: event.message };
    case 'backToPhone':
      // Going back keeps the proven phone: the server's sign-up still holds it as verified, and a
      // fresh code to the same phone would be refused for a minute anyway.
      return { ...state, step: 'phone', error: null };
    case 'continueWithVerifiedPhone':
      return state.step === 'phone' && state.verifiedPhone !== null
        ? { ...state, step: 'emailPassword', error: null }
        : state;
    case 'useDifferentPhone':
      return { ...INITIAL_SIGN_UP_WIZARD };
  }
}

/** Whether the phone step shows the code field (a code has been sent, the phone is not proven). */
export function isAwaitingCode(state: SignUpWizardState): boolean {
  return state.step === 'phone' && state.codeSentAtMs !== null && state.verifiedPhone === null;
}

/** Whether the phone step shows the proven phone with Continue (the user came back to it). */
export function hasVerifiedPhone(state: SignUpWizardState): boolean {
  return state.step === 'phone' && state.verifiedPhone !== null;
}

/** Seconds until Resend is offered: none once the code has expired, else the 60 s countdown. */
export function signUpResendSecondsLeft(state: SignUpWizardState, nowMs: number): number {
  return state.codeExpired ? 0 : resendSecondsLeft(state.codeSentAtMs, nowMs);
}
