// The sign-in, sign-up and two-factor error catalogue and the success toast, word for word.

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  signInFailed: 'Sign in failed',
  verifyEmailFirst: 'Please verify your email before signing in',
  signUpFailed: 'Sign up failed',
  createAccountFailed: 'Failed to create account',
  networkRetry: 'Network error. Please try again.',
  sendVerificationCodeFailed: 'Failed to send verification code',
  invalidVerificationCode: 'Invalid verification code',
  resendCodeFailed: 'Failed to resend code',
  authenticationSuccessful: 'Authentication successful!',
  mustVerifyEmail: 'You must verify your email before you can sign in',
} as const;

export const TWO_FACTOR_MESSAGES = {
  title: 'Two-Factor Authentication Required',
  sendCodeFailed: 'Failed to send code',
  invalidCode: 'Invalid code',
  startFailed: '2FA start failed',
  verificationFailed: '2FA verification failed',
  sendVerificationCodeFailed: 'Failed to send verification code',
  resendVerificationCodeFailed: 'Failed to resend verification code',
  smsUnavailable: 'SMS is unavailable right now. You can verify through email instead.',
  emailUnknown: "We couldn't determine your email. Please enter your email on the sign-in form.",
} as const;

/**
 * A code that can no longer be used, whatever is typed: retyping cannot help, a new code can. The
 * two-factor screen and the sign-up code step show it with Resend enabled.
 */
export const CODE_EXPIRED_MESSAGES = {
  triesUsedUp: 'Too many wrong tries: this code has expired. Request a new code.',
  timedOut: 'This code has expired. Request a new code.',
} as const;

export const SCREEN_TEXTS = {
  loading: 'Loading...',
  generalFailure: 'An error occurred. Please reload the page.',
} as const;
