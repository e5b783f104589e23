// Sign-up wizard field rules: the phone step, the code step and the email/password step messages.
import { looksLikeEmail } from './email';
import { isCompleteCode } from './one-time-code';
import { PASSWORD_MIN_LENGTH } from './sign-in-rules';

export const SIGN_UP_MESSAGES = {
  phoneRequired: 'Phone number is required.',
  codeRequired: 'Please enter the 6-digit code.',
  emailRequired: 'Valid email is required.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordsDiffer: 'Passwords do not match.',
} as const;

export function signUpPhoneError(phone: string): string | null {
  return phone.trim() === '' ? SIGN_UP_MESSAGES.phoneRequired : null;
}

export function signUpCodeError(code: string): string | null {
  return isCompleteCode(code) ? null : SIGN_UP_MESSAGES.codeRequired;
}

export interface EmailStepInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with the email step, in the order the form checks them, or null. */
export function signUpEmailStepError(input: EmailStepInput): string | null {
  if (!looksLikeEmail(input.email.trim())) return SIGN_UP_MESSAGES.emailRequired;
  if (input.password.length < PASSWORD_MIN_LENGTH) return SIGN_UP_MESSAGES.passwordTooShort;
  if (input.password !== input.confirmPassword) return SIGN_UP_MESSAGES.passwordsDiffer;
  return null;
}
