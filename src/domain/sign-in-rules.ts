// Sign-in form rules: identifier messages, the password minimum and when 'Sign in' is enabled.
import { isValidEmail } from './email';
import { isValidPhone } from './phone';

export const PASSWORD_MIN_LENGTH = 8;

export const SIGN_IN_MESSAGES = {
  identifierRequired: 'Please enter your email or phone number',
  identifierInvalid: 'Please enter a valid email address or phone number',
  emailOnly: 'Please sign in with your email address',
} as const;

export const SIGN_IN_BUTTON_TEXT = { idle: 'Sign in', busy: 'Signing in…' } as const;

/** The form's message for the identifier, or null when it is a valid email or phone. */
export function signInIdentifierError(identifier: string): string | null {
  const value = identifier.trim();
  if (value === '') return SIGN_IN_MESSAGES.identifierRequired;
  if (!isValidEmail(value) && !isValidPhone(value)) return SIGN_IN_MESSAGES.identifierInvalid;
  return null;
}

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

/** 'Sign in' is enabled once the identifier is an email or phone and the password has 8+ chars. */
export function canSubmitSignIn(identifier: string, password: string): boolean {
  return signInIdentifierError(identifier) === null && isPasswordLongEnough(password);
}

/** The auth layer signs in by email only: a phone identifier gets this message, else null. */
export function authLayerIdentifierError(identifier: string): string | null {
  return isValidEmail(identifier) ? null : SIGN_IN_MESSAGES.emailOnly;
}
