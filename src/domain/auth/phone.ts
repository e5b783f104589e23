// Phone number rules: what counts as a phone number and its one normalised (+E.164-like) form.

export const INVALID_PHONE_FORMAT_MESSAGE = 'Invalid phone number format. Use e.g. +15551234567';

/** Optional +, first digit 1-9, 4 to 15 digits in all. */
const PHONE_PATTERN = /^\+?[1-9]\d{3,14}$/;

/** Drops the spaces, dashes and parentheses people type around the digits. */
export function stripPhoneFormatting(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(stripPhoneFormatting(value));
}

/**
 * The form sent to the server: a leading + form is kept; 10 digits get +1; 11 to 15 digits get +;
 * anything else is not a phone number (null).
 */
export function normalizePhone(value: string): string | null {
  const stripped = stripPhoneFormatting(value);
  if (!PHONE_PATTERN.test(stripped)) return null;
  if (stripped.startsWith('+')) return stripped;
  if (stripped.length === 10) return `+1${stripped}`;
  if (stripped.length >= 11 && stripped.length <= 15) return `+${stripped}`;
  return null;
}
