// The date service's failure handling: message by HTTP status, client error codes, the retry
// policy, and what the admin panel says about an update's result.
import { SERVER_ERROR_MESSAGE } from '../offline/error-texts';

export const DATE_REQUEST_TIMEOUT_MS = 10_000;
/** Delays before retry 1, 2 and 3 (network or timeout errors only). */
export const DATE_RETRY_DELAYS_MS = [1_000, 2_000, 3_000] as const;

export const DATE_CLIENT_ERROR_CODES = [
  'CLIENT_VALIDATION_ERROR',
  'MISSING_PASSWORD',
  'INVALID_PASSWORD',
  'NETWORK_ERROR',
  'TIMEOUT_ERROR',
  'INVALID_RESPONSE',
  'UNKNOWN_ERROR',
  'CONTEXT_ERROR',
] as const;
export type DateClientErrorCode = (typeof DATE_CLIENT_ERROR_CODES)[number];

export const DATE_TIMEOUT_MESSAGE = 'Request timed out. Please try again.';

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'Invalid request. Please check your input and try again.',
  401: 'Invalid admin password. Please check your password and try again.',
  403: "Access denied. You don't have permission to perform this action.",
  404: 'Service not found. Please contact support.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: SERVER_ERROR_MESSAGE,
  502: 'Service temporarily unavailable. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
  504: 'Service temporarily unavailable. Please try again later.',
};

export function dateServiceMessageForStatus(status: number): string {
  return MESSAGE_BY_STATUS[status] ?? `Server error (${status}). Please try again.`;
}

/** Delay before retry number `attempt` (1-based), or null when no retry is due. */
export function dateRetryDelay(code: string, attempt: number): number | null {
  if (code !== 'NETWORK_ERROR' && code !== 'TIMEOUT_ERROR') return null;
  return DATE_RETRY_DELAYS_MS[attempt - 1] ?? null;
}

export const DATE_UPDATE_MESSAGES = {
  invalidPassword: 'Invalid admin password. Please check your password.',
  network: 'Network error. Please check your connection and try again.',
  timeout: DATE_TIMEOUT_MESSAGE,
  failed: 'Failed to update date',
  unexpected: 'An unexpected error occurred. Please refresh the page and try again.',
} as const;

export interface DateUpdateResult {
  success: boolean;
  code?: string | null;
  message?: string | null;
  error?: string | null;
}

/** The admin panel's text for a failed update; null for a success. */
export function dateUpdateFailureMessage(result: DateUpdateResult): string | null {
  if (result.success) return null;
  if (result.code === 'INVALID_PASSWORD') return DATE_UPDATE_MESSAGES.invalidPassword;
  if (result.code === 'NETWORK_ERROR') return DATE_UPDATE_MESSAGES.network;
  if (result.code === 'TIMEOUT_ERROR') return DATE_UPDATE_MESSAGES.timeout;
  return result.message || result.error || DATE_UPDATE_MESSAGES.failed;
}

export function dateUpdatedToast(date: string): string {
  return `Date updated successfully to ${date}!`;
}

export const DATE_RESET_TOAST = 'Date reset to current value';

/** With auto-update on, the date input and the Update / Reset buttons are disabled. */
export function dateControlsDisabled(autoUpdate: boolean): boolean {
  return autoUpdate;
}

/** Update Date is enabled when auto-update is off, no error shows and nothing is in flight. */
export function canSubmitDateUpdate(state: {
  autoUpdate: boolean;
  errors: readonly string[];
  submitting: boolean;
}): boolean {
  return !state.autoUpdate && state.errors.length === 0 && !state.submitting;
}
