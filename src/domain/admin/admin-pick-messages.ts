// The admin pick form's fixed texts and toasts, word for word.

export const ADMIN_PICK_TEXTS = {
  submit: 'Submit Pick',
  submitting: 'Submitting...',
  loadingExperts: 'Loading experts for selected date...',
  dateLocked: 'Date locked!',
  dateUnlocked: 'Date unlocked!',
} as const;

export function submitSucceededToast(message?: string | null): string {
  return `Pick submitted successfully! ${message ?? ''}`.trimEnd();
}

export function submitFailedToast(message?: string | null): string {
  return `Error: ${message || 'Submission failed'}`;
}

export function submitNetworkErrorToast(message: string): string {
  return `Network error: ${message}`;
}

export function expertsLoadErrorText(message: string): string {
  return `Error loading experts: ${message}`;
}

export function expertsFetchFailedLog(status: number, statusText: string): string {
  return `Failed to fetch experts: ${status} ${statusText}`;
}

/**
 * The server's refusals of a manual pick that name what is wrong (the form's one required-fields
 * toast stays for missing fields): a bad event date, an unknown league, an invalid prediction.
 */
export const ADMIN_PICK_REFUSALS = {
  dateRequired: 'Event date is required: use YYYY-MM-DD (e.g. 2026-11-22).',
} as const;

export function badEventDateMessage(value: string): string {
  return `Invalid event date "${value}": use YYYY-MM-DD with a real calendar day (e.g. 2026-11-22).`;
}

export function unknownLeagueMessage(league: string, known: readonly string[]): string {
  return `Unknown league "${league}": choose one of ${known.join(', ')}.`;
}

export function invalidPredictionMessage(value: string): string {
  return (
    `Invalid prediction "${value}": use 1 (Over / Higher), 0 (Under / Lower), ` +
    'or custom text that names a side (e.g. Over, Under, Higher, Lower).'
  );
}
