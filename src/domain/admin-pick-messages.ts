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
