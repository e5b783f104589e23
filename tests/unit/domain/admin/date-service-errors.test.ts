import { describe, expect, it } from 'vitest';
import {
  canSubmitDateUpdate,
  DATE_CLIENT_ERROR_CODES,
  DATE_REQUEST_TIMEOUT_MS,
  DATE_RESET_TOAST,
  DATE_UPDATE_MESSAGES,
  dateControlsDisabled,
  dateRetryDelay,
  dateServiceMessageForStatus,
  dateUpdatedToast,
  dateUpdateFailureMessage,
} from '../../../../src/domain/admin/date-service-errors';

describe('date service message by status', () => {
  it.each([
    [400, 'Invalid request. Please check your input and try again.'],
    [401, 'Invalid admin password. Please check your password and try again.'],
    [403, "Access denied. You don't have permission to perform this action."],
    [404, 'Service not found. Please contact support.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'Server error occurred. Please try again later.'],
    [502, 'Service temporarily unavailable. Please try again later.'],
    [503, 'Service temporarily unavailable. Please try again later.'],
    [504, 'Service temporarily unavailable. Please try again later.'],
    [418, 'Server error (418). Please try again.'],
    [501, 'Server error (501). Please try again.'],
  ])('%i → %s', (status, message) => {
    expect(dateServiceMessageForStatus(status)).toBe(message);
  });
});

describe('date service client codes and retries', () => {
  it('lists the client codes', () => {
    expect(DATE_CLIENT_ERROR_CODES).toEqual([
      'CLIENT_VALIDATION_ERROR',
      'MISSING_PASSWORD',
      'INVALID_PASSWORD',
      'NETWORK_ERROR',
      'TIMEOUT_ERROR',
      'INVALID_RESPONSE',
      'UNKNOWN_ERROR',
      'CONTEXT_ERROR',
    ]);
    expect(DATE_REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('retries network and timeout errors three times after 1, 2 and 3 s', () => {
    expect([1, 2, 3, 4].map((n) => dateRetryDelay('NETWORK_ERROR', n))).toEqual([
      1000,
      2000,
      3000,
      null,
    ]);
    expect(dateRetryDelay('TIMEOUT_ERROR', 1)).toBe(1000);
    expect(dateRetryDelay('INVALID_PASSWORD', 1)).toBeNull();
  });
});

describe('date update result mapping', () => {
  it('maps the codes to the panel texts', () => {
    expect(dateUpdateFailureMessage({ success: false, code: 'INVALID_PASSWORD' })).toBe(
      'Invalid admin password. Please check your password.',
    );
    expect(dateUpdateFailureMessage({ success: false, code: 'NETWORK_ERROR' })).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(dateUpdateFailureMessage({ success: false, code: 'TIMEOUT_ERROR' })).toBe(
      'Request timed out. Please try again.',
    );
  });

  it('otherwise shows the server message or the default', () => {
    expect(dateUpdateFailureMessage({ success: false, message: 'Nope' })).toBe('Nope');
    expect(dateUpdateFailureMessage({ success: false, error: 'Bad' })).toBe('Bad');
    expect(dateUpdateFailureMessage({ success: false })).toBe('Failed to update date');
    expect(dateUpdateFailureMessage({ success: true })).toBeNull();
  });

  it('has the toasts', () => {
    expect(dateUpdatedToast('2025-07-21')).toBe('Date updated successfully to 2025-07-21!');
    expect(DATE_RESET_TOAST).toBe('Date reset to current value');
    expect(DATE_UPDATE_MESSAGES.unexpected).toBe(
      'An unexpected error occurred. Please refresh the page and try again.',
    );
  });

  it('disables the controls under auto-update and the submit button while errors exist', () => {
    expect(dateControlsDisabled(true)).toBe(true);
    expect(canSubmitDateUpdate({ autoUpdate: false, errors: [], submitting: false })).toBe(true);
    expect(canSubmitDateUpdate({ autoUpdate: true, errors: [], submitting: false })).toBe(false);
    expect(
      canSubmitDateUpdate({ autoUpdate: false, errors: ['Date is required'], submitting: false }),
    ).toBe(false);
    expect(canSubmitDateUpdate({ autoUpdate: false, errors: [], submitting: true })).toBe(false);
  });
});
