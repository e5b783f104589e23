// Password strength: a 0-5 score (one point per quality) and the label the strength bar shows.
import { PASSWORD_MIN_LENGTH } from './sign-in-rules';

export const PASSWORD_STRENGTH_MAX = 5;

export const PASSWORD_STRENGTH_LABELS = [
  'Too short - needs at least 8 characters',
  'Weak - add uppercase, numbers, or symbols',
  'Fair - consider adding more variety',
  'Good - your password is secure',
  'Strong - excellent password',
  'Very Strong - perfect password',
] as const;

export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * One point each: length >= 8, a lowercase letter, an uppercase letter, a digit, a symbol. A
 * password under 8 characters scores 0 whatever else it has: the bar and its label ('Too short')
 * must agree with the sign-up's own refusal of it.
 */
export function passwordStrength(password: string): PasswordStrengthScore {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  const points = [
    true,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  return points as PasswordStrengthScore;
}

export function passwordStrengthLabel(password: string): string {
  return PASSWORD_STRENGTH_LABELS[passwordStrength(password)];
}

export const PASSWORD_HINT =
  'At least 8 characters with uppercase, lowercase, number and special character';
