// Email address rules: the sign-in pattern and the looser check the sign-up email step uses.

/** Something@something.something with no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The sign-up email step only asks for an @ before it shows its own message. */
export function looksLikeEmail(value: string): boolean {
  return value.includes('@');
}
