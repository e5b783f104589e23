// One-time codes (SMS / email): six digits, and which action the two-factor button performs.

export const ONE_TIME_CODE_LENGTH = 6;

/** Exactly six digits. */
export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

/** Keeps what a code field may hold: digits only, at most six. */
export function sanitizeCodeInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH);
}

/** The two-factor verify action is enabled only for an empty code or exactly 6 characters. */
export function canUseTwoFactorAction(code: string): boolean {
  return code.length === 0 || code.length === ONE_TIME_CODE_LENGTH;
}

/** Entering six digits switches the submit action from send to verify. */
export function twoFactorSubmitAction(code: string): 'send' | 'verify' {
  return code.length === ONE_TIME_CODE_LENGTH ? 'verify' : 'send';
}
