// The three-step sign-up wizard (phone, email and password, done) as a pure reducer.

export type SignUpStep = 'phone' | 'emailPassword' | 'success';

export interface SignUpWizardState {
  step: SignUpStep;
  phone: string;
  /** When the last code was sent (drives the resend countdown); null before any send. */
  codeSentAtMs: number | null;
  /** The phone the server confirmed; set once the code is verified. */
  verifiedPhone: string | null;
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
  | { type: 'backToPhone' }
  | { type: 'useDifferentPhone' };

export const INITIAL_SIGN_UP_WIZARD: SignUpWizardState = {
  step: 'phone',
  phone: '',
  codeSentAtMs: null,
  verifiedPhone: null,
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
      return state.step === 'phone' ? { ...state, codeSentAtMs: event.atMs, error: null } : state;
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
    case 'backToPhone':
      // Going back resets the code state: a fresh code must be sent and verified.
      return { ...state, step: 'phone', codeSentAtMs: null, verifiedPhone: null, error: null };
    case 'useDifferentPhone':
      return { ...INITIAL_SIGN_UP_WIZARD };
  }
}

/** Whether the phone step shows the code field (a code has been sent). */
export function isAwaitingCode(state: SignUpWizardState): boolean {
  return state.step === 'phone' && state.codeSentAtMs !== null;
}
