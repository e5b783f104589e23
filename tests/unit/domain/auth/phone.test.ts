import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_PHONE_FORMAT_MESSAGE,
  isValidPhone,
  normalizePhone,
  stripPhoneFormatting,
} from '../../../../src/domain/auth/phone';

describe('phone validation', () => {
  it('accepts the spec example with spaces, dashes and parentheses', () => {
    expect(isValidPhone('+1 (555) 123-4567')).toBe(true);
    expect(stripPhoneFormatting('+1 (555) 123-4567')).toBe('+15551234567');
  });

  it('requires a first digit of 1-9 and 4 to 15 digits', () => {
    expect(isValidPhone('0555123456')).toBe(false);
    expect(isValidPhone('123')).toBe(false);
    expect(isValidPhone('1234')).toBe(true);
    expect(isValidPhone('123456789012345')).toBe(true);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('555-abc-1234')).toBe(false);
    expect(isValidPhone('++15551234567')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('phone normalisation', () => {
  it('keeps a leading + form', () => {
    expect(normalizePhone('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('prefixes 10 digits with +1', () => {
    expect(normalizePhone('(555) 123-4567')).toBe('+15551234567');
  });

  it('prefixes 11 to 15 digits with +', () => {
    expect(normalizePhone('15551234567')).toBe('+15551234567');
    expect(normalizePhone('442079460958123')).toBe('+442079460958123');
  });

  it('refuses anything else', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('555123456')).toBeNull();
    expect(normalizePhone('not a phone')).toBeNull();
    expect(normalizePhone('0123456789')).toBeNull();
  });

  it('has the auth layer message for a bad phone', () => {
    expect(INVALID_PHONE_FORMAT_MESSAGE).toBe('Invalid phone number format. Use e.g. +15551234567');
  });

  it('is idempotent: normalising a normalised number changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 +-()'.split('')) }), (input) => {
        const once = normalizePhone(input);
        if (once !== null) expect(normalizePhone(once)).toBe(once);
      }),
    );
  });

  it('always yields a valid phone when it yields anything', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normalizePhone(input);
        if (result !== null) {
          expect(result.startsWith('+')).toBe(true);
          expect(isValidPhone(result)).toBe(true);
        }
      }),
    );
  });
});
