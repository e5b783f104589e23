import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HINT,
  passwordStrength,
  passwordStrengthLabel,
} from '../../../src/domain/password-strength';

describe('password strength', () => {
  it.each([
    ['', 0, 'Too short - needs at least 8 characters'],
    ['abc', 1, 'Weak - add uppercase, numbers, or symbols'],
    ['abcdefgh', 2, 'Fair - consider adding more variety'],
    ['abcdefgH', 3, 'Good - your password is secure'],
    ['abcdefH1', 4, 'Strong - excellent password'],
    ['abcdeH1!', 5, 'Very Strong - perfect password'],
  ])('%j scores %i: %s', (password, score, label) => {
    expect(passwordStrength(password)).toBe(score);
    expect(passwordStrengthLabel(password)).toBe(label);
  });

  it('gives a short password with every kind of character 4, not 5', () => {
    expect(passwordStrength('aB1!')).toBe(4);
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
