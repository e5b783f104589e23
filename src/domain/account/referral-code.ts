// Referral codes: what a chosen code may be, how a generated one looks, the reasons a code is
// refused, and the link that carries it. Codes are unique whatever their case.

export const REFERRAL_CODE_MIN_LENGTH = 4;
export const REFERRAL_CODE_MAX_LENGTH = 20;

/** Letters and digits, single hyphens between them (no leading, trailing or doubled hyphen). */
const CODE_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** A code containing one of these (hyphens ignored) would pass for the house speaking. */
const IMPERSONATING_WORDS = [
  'admin',
  'support',
  'parlay',
  'official',
  'staff',
  'moderator',
  'security',
  'billing',
  'helpdesk',
] as const;

/** Codes equal to one of these (hyphens ignored) clash with paths and words the app uses. */
const RESERVED_CODES = [
  'api',
  'www',
  'root',
  'system',
  'help',
  'test',
  'null',
  'undefined',
  'signin',
  'signup',
  'login',
  'logout',
  'settings',
  'upgrade',
  'checkout',
  'referral',
  'referrals',
] as const;

/** Generated codes: no 0/O, 1/I/L, so a code read aloud or from a screen is typed right. */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Two groups of four: 31^8 ≈ 8.5e11 codes. */
export const GENERATED_CODE_GROUPS = 2;
export const GENERATED_CODE_GROUP_LENGTH = 4;

export const REFERRAL_CODE_MESSAGES = {
  required: 'Referral code: enter a code.',
  length: `Referral code must be ${REFERRAL_CODE_MIN_LENGTH}-${REFERRAL_CODE_MAX_LENGTH} characters.`,
  characters:
    'Referral code may use only letters, digits and single hyphens between them (no hyphen at the start or end).',
  reserved: 'That referral code is reserved. Choose another.',
  taken: 'That referral code is already taken. Choose another.',
  yours: 'That is already your referral code.',
  available: 'That referral code is available.',
  saved: 'Referral code saved.',
} as const;

export type ReferralCodeProblem = 'required' | 'length' | 'characters' | 'reserved';

/** The form codes are compared and stored unique by. */
export function referralCodeKey(code: string): string {
  return code.trim().toLowerCase();
}

/** Why a code cannot be chosen by anyone, or null when its form is fine (taken is checked apart). */
export function referralCodeProblem(input: string): ReferralCodeProblem | null {
  const code = input.trim();
  if (code === '') return 'required';
  if (code.length < REFERRAL_CODE_MIN_LENGTH || code.length > REFERRAL_CODE_MAX_LENGTH) {
    return 'length';
  }
  if (!CODE_PATTERN.test(code)) return 'characters';
  const bare = code.toLowerCase().replace(/-/g, '');
  if (IMPERSONATING_WORDS.some((word) => bare.includes(word))) return 'reserved';
  if ((RESERVED_CODES as readonly string[]).includes(bare)) return 'reserved';
  return null;
}

export function referralCodeProblemText(problem: ReferralCodeProblem): string {
  return REFERRAL_CODE_MESSAGES[problem];
}

/**
 * A generated code from random numbers (each any non-negative integer; the caller draws them from
 * a secure source): 'K7QM-4RTX'. Needs GENERATED_CODE_GROUPS * GENERATED_CODE_GROUP_LENGTH numbers.
 */
export function generatedReferralCode(randomNumbers: readonly number[]): string {
  const size = GENERATED_CODE_GROUPS * GENERATED_CODE_GROUP_LENGTH;
  if (randomNumbers.length < size) throw new Error(`needs ${size} random numbers`);
  const letters = randomNumbers
    .slice(0, size)
    .map((n) => GENERATED_CODE_ALPHABET[Math.abs(Math.trunc(n)) % GENERATED_CODE_ALPHABET.length]);
  const groups: string[] = [];
  for (let i = 0; i < size; i += GENERATED_CODE_GROUP_LENGTH) {
    groups.push(letters.slice(i, i + GENERATED_CODE_GROUP_LENGTH).join(''));
  }
  return groups.join('-');
}

/** The link a referrer shares: the sign-up screen with the code attached. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/signup?ref=${encodeURIComponent(code)}`;
}

/** Credits a referrer earns when an account that arrived with their code first pays. */
export const REFERRAL_CREDITS_PER_PAID = 10;
