import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HINT,
  passwordStrength,
  passwordStrengthLabel,
} from '../../../../src/domain/auth/password-strength';

describe('password strength', () => {
  it.each([
    ['', 0, 'Too short - needs at least 8 characters'],
    ['abc', 0, 'Too short - needs at least 8 characters'],
    ['abcdefgh', 2, 'Fair - consider adding more variety'],
    ['abcdefgH', 3, 'Good - your password is secure'],
    ['abcdefH1', 4, 'Strong - excellent password'],
    ['abcdeH1!', 5, 'Very Strong - perfect password'],
  ])('%j scores %i: %s', (password, score, label) => {
    expect(passwordStrength(password)).toBe(score);
    expect(passwordStrengthLabel(password)).toBe(label);
  });

  it("calls a short password 'Too short' whatever else it has (issue 15, mend 4)", () => {
    for (const password of ['Ab1!', 'aB1!xyz', 'Zz9#Zz9']) {
      expect(passwordStrength(password)).toBe(0);
      expect(passwordStrengthLabel(password)).toBe('Too short - needs at least 8 characters');
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (password) => {
        expect(passwordStrengthLabel(password)).toBe('Too short - needs at least 8 characters');
      }),
    );
  });

  it('scores 8 characters or more by variety, never Weak (every character is of some kind)', () => {
    expect(passwordStrength('Ab1!Ab1!')).toBe(5);
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), (password) => {
        expect(passwordStrength(password)).toBeGreaterThanOrEqual(2);
      }),
    );
  });

  it('counts a space as a special character', () => {
    expect(passwordStrength('abc defg')).toBe(3);
  });

  it('always scores 0-5 and always has a label', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const score = passwordStrength(password);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(5);
        expect(passwordStrengthLabel(password).length).toBeGreaterThan(0);
      }),
    );
  });

  it('states the hint', () => {
    expect(PASSWORD_HINT).toBe(
      'At least 8 characters with uppercase, lowercase, number and special character',
    );
  });
});
