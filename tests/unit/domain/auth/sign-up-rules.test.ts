import { describe, expect, it } from 'vitest';
import {
  canUseTwoFactorAction,
  isCompleteCode,
  ONE_TIME_CODE_LENGTH,
  sanitizeCodeInput,
  twoFactorSubmitAction,
} from '../../../../src/domain/auth/one-time-code';
import {
  signUpCodeError,
  signUpEmailStepError,
  signUpPhoneError,
} from '../../../../src/domain/auth/sign-up-rules';

describe('sign-up phone step', () => {
  it('requires a phone', () => {
    expect(signUpPhoneError('')).toBe('Phone number is required.');
    expect(signUpPhoneError('  ')).toBe('Phone number is required.');
    expect(signUpPhoneError('5551234567')).toBeNull();
  });

  it('requires a 6-digit code', () => {
    expect(signUpCodeError('12345')).toBe('Please enter the 6-digit code.');
    expect(signUpCodeError('12345a')).toBe('Please enter the 6-digit code.');
    expect(signUpCodeError('1234567')).toBe('Please enter the 6-digit code.');
    expect(signUpCodeError('123456')).toBeNull();
  });
});

describe('sign-up email step', () => {
  const ok = { email: 'a@b.co', password: 'Secret123!', confirmPassword: 'Secret123!' };

  it('accepts a complete step', () => {
    expect(signUpEmailStepError(ok)).toBeNull();
  });

  it('wants something with an @', () => {
    expect(signUpEmailStepError({ ...ok, email: 'ab.co' })).toBe('Valid email is required.');
    expect(signUpEmailStepError({ ...ok, email: 'a@b' })).toBeNull();
  });

  it('wants 8 characters, then matching passwords', () => {
    expect(signUpEmailStepError({ ...ok, password: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters.',
    );
    expect(signUpEmailStepError({ ...ok, confirmPassword: 'Secret123?' })).toBe(
      'Passwords do not match.',
    );
  });
});

describe('one-time codes', () => {
  it('are six digits', () => {
    expect(ONE_TIME_CODE_LENGTH).toBe(6);
    expect(isCompleteCode('000000')).toBe(true);
    expect(isCompleteCode('00000')).toBe(false);
  });

  it('keep only digits, at most six, in the field', () => {
    expect(sanitizeCodeInput('12-34 56 78')).toBe('123456');
  });

  it('enable the verify action only when empty or exactly 6 long', () => {
    expect(canUseTwoFactorAction('')).toBe(true);
    expect(canUseTwoFactorAction('123')).toBe(false);
    expect(canUseTwoFactorAction('123456')).toBe(true);
    expect(canUseTwoFactorAction('1234567')).toBe(false);
  });

  it('switch the submit action from send to verify at 6 digits', () => {
    expect(twoFactorSubmitAction('')).toBe('send');
    expect(twoFactorSubmitAction('12345')).toBe('send');
    expect(twoFactorSubmitAction('123456')).toBe('verify');
  });
});
