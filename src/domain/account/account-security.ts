// The Security tab's rules and words: a new password's checks (the sign-up's), the replies of the
// password and device calls, and each security event kind in words. Server and page share them.
import { SIGN_UP_MESSAGES } from '../auth/sign-up-rules';
import { PASSWORD_MIN_LENGTH } from '../auth/sign-in-rules';

/** Longest password accepted anywhere (argon2 work stays bounded); the contract says the same. */
export const PASSWORD_MAX_LENGTH = 1024;

/** A reset link works once, within this long. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

export const ACCOUNT_SECURITY_MESSAGES = {
  passwordTooShort: SIGN_UP_MESSAGES.passwordTooShort,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDiffer: SIGN_UP_MESSAGES.passwordsDiffer,
  samePassword: 'Choose a new password that differs from the current one.',
  currentPasswordRequired: 'Enter your current password.',
  wrongCurrentPassword: 'Current password is incorrect.',
  tooManyPasswordChecks: 'Too many password attempts. Please wait 15 minutes and try again.',
  passwordChanged: 'Password changed. Your other devices were signed out.',
  resetRequested: `If an account uses that email, a link to reset its password is on its way. It works once, within ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
  tooManyResetRequests: 'Too many reset requests. Please wait an hour and try again.',
  resetLinkInvalid: 'This reset link is invalid, used or expired. Request a new one.',
  passwordReset: 'Your password was reset. Sign in with your new password.',
  emailRequired: SIGN_UP_MESSAGES.emailRequired,
  deviceNotFound: 'Device not found.',
  currentDevice: 'This is the device you are using: sign it out with Logout.',
  deviceSignedOut: 'Device signed out.',
  otherDevicesSignedOut: 'Signed out everywhere else.',
  offlineRefused: 'You are offline. This change needs a connection; try again when you are online.',
} as const;

/** The first problem with a new password (the sign-up's rules), or null. */
export function newPasswordError(password: string, current?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_SECURITY_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_SECURITY_MESSAGES.passwordTooLong;
  if (current !== undefined && password === current) return ACCOUNT_SECURITY_MESSAGES.samePassword;
  return null;
}

/** The change-password form's first problem, in the order the form shows them, or null. */
export function changePasswordFormError(input: {
  current: string;
  next: string;
  confirm: string;
}): string | null {
  if (input.current === '') return ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired;
  const weak = newPasswordError(input.next, input.current);
  if (weak) return weak;
  return input.next === input.confirm ? null : ACCOUNT_SECURITY_MESSAGES.passwordsDiffer;
}

/** Each event kind the server records, in words; an unknown kind is shown by its name. */
const EVENT_LABELS: Record<string, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in (wrong password)',
  code_sent: 'Verification code sent',
  code_failed: 'Wrong verification code entered',
  sign_out: 'Signed out',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset by email link',
  email_change_requested: 'Email change requested',
  email_changed: 'Email changed',
  phone_change_requested: 'Phone change requested',
  phone_changed: 'Phone changed',
  device_signed_out: 'Device signed out',
  other_devices_signed_out: 'Signed out everywhere else',
  session_duration_changed: 'Session length changed',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  passkey_used: 'Signed in with a passkey',
  referral_code_set: 'Referral code set',
};

export function securityEventLabel(kind: string): string {
  return EVENT_LABELS[kind] ?? kind.replace(/_/g, ' ');
}

/** Kinds a person should look at twice: shown with a warning mark. */
export function isWarningEvent(kind: string): boolean {
  return kind === 'sign_in_failed' || kind === 'code_failed';
}
