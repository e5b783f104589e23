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

/** Why a sign-in was throttled (HTTP 429): the words differ because what the user can do differs. */
export type SignInLimitReason = 'origin' | 'account';

/** "1 minute", "14 minutes", "2 hours": a wait rounded up, so the user never retries too early. */
export function waitText(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  if (minutes <= 90) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/**
 * The sign-in screen's words for a throttled attempt. 'origin': this device or network tried too
 * often (the caller slowed down itself). 'account': too many failures for the account from
 * devices it has not seen, which the owner escapes by using a device they signed in from before.
 */
export function signInLimitMessage(reason: SignInLimitReason, retryAfterMs: number): string {
  const wait = waitText(retryAfterMs);
  return reason === 'origin'
    ? `Too many sign-in attempts from this device or network. Please wait ${wait} and try again.`
    : `Too many failed sign-ins to this account from new devices. Try again in ${wait}, or sign in from a device you have used before.`;
}
