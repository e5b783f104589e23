import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidEmail, looksLikeEmail } from '../../../../src/domain/auth/email';
import {
  authLayerIdentifierError,
  canSubmitSignIn,
  PASSWORD_MIN_LENGTH,
  SIGN_IN_BUTTON_TEXT,
  signInIdentifierError,
  signInLimitMessage,
  waitText,
} from '../../../../src/domain/auth/sign-in-rules';

describe('email pattern', () => {
  it('accepts ordinary addresses and refuses spaces or missing parts', () => {
    expect(isValidEmail('bettor@example.com')).toBe(true);
    expect(isValidEmail('  bettor@example.com ')).toBe(true);
    expect(isValidEmail('bet tor@example.com')).toBe(false);
    expect(isValidEmail('bettor@example')).toBe(false);
    expect(isValidEmail('bettorexample.com')).toBe(false);
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(true);
  });

  it('lets the sign-up step accept anything with an @ for its own message', () => {
    expect(looksLikeEmail('a@b')).toBe(true);
    expect(looksLikeEmail('ab')).toBe(false);
  });
});

describe('sign-in form', () => {
  it('asks for an identifier when empty', () => {
    expect(signInIdentifierError('')).toBe('Please enter your email or phone number');
    expect(signInIdentifierError('   ')).toBe('Please enter your email or phone number');
  });

  it('refuses what is neither an email nor a phone', () => {
    expect(signInIdentifierError('bettor')).toBe(
      'Please enter a valid email address or phone number',
    );
  });

  it('accepts an email or a phone', () => {
    expect(signInIdentifierError('bettor@example.com')).toBeNull();
    expect(signInIdentifierError('+1 (555) 123-4567')).toBeNull();
  });

  it('enables Sign in only with a valid identifier and 8+ character password', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(canSubmitSignIn('bettor@example.com', '1234567')).toBe(false);
    expect(canSubmitSignIn('bettor@example.com', '12345678')).toBe(true);
    expect(canSubmitSignIn('bettor', '12345678')).toBe(false);
    expect(SIGN_IN_BUTTON_TEXT).toEqual({ idle: 'Sign in', busy: 'Signing in…' });
  });

  it('lets the auth layer sign in by email only', () => {
    expect(authLayerIdentifierError('+15551234567')).toBe('Please sign in with your email address');
    expect(authLayerIdentifierError('bettor@example.com')).toBeNull();
  });
});

describe('throttled sign-in words', () => {
  it('rounds the wait up to whole minutes, then hours', () => {
    expect(waitText(0)).toBe('1 minute');
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(60_001)).toBe('2 minutes');
    expect(waitText(14 * 60_000 + 1)).toBe('15 minutes');
    expect(waitText(90 * 60_000)).toBe('90 minutes');
    expect(waitText(90 * 60_000 + 1)).toBe('2 hours');
    expect(waitText(23.5 * 3_600_000)).toBe('24 hours');
  });

  it('tells a throttled device apart from an account under attack', () => {
    expect(signInLimitMessage('origin', 15 * 60_000)).toBe(
      'Too many sign-in attempts from this device or network. Please wait 15 minutes and try again.',
    );
    expect(signInLimitMessage('account', 3 * 60_000)).toBe(
      'Too many failed sign-ins to this account from new devices. Try again in 3 minutes, or sign in from a device you have used before.',
    );
  });
});
