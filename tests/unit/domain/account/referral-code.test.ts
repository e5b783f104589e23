// Referral code rules (src/domain/account/referral-code.ts): what a chosen code may be, reserved words
// whatever their case or hyphens, the generated form, and the share link.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_CODE_ALPHABET,
  generatedReferralCode,
  referralCodeKey,
  referralCodeProblem,
  referralLink,
} from '../../../../src/domain/account/referral-code';

describe('referral code rules', () => {
  it('accepts 4-20 letters and digits with single inner hyphens', () => {
    for (const ok of ['ABCD', 'sharp-bettor', 'a1b2-c3d4-e5', 'x'.repeat(20), '  Trim-Me  ']) {
      expect(referralCodeProblem(ok), ok).toBeNull();
    }
  });

  it('names the rule a code breaks', () => {
    expect(referralCodeProblem('   ')).toBe('required');
    expect(referralCodeProblem('abc')).toBe('length');
    expect(referralCodeProblem('x'.repeat(21))).toBe('length');
    for (const bad of ['a b c d', 'under_score', '-abcd', 'abcd-', 'ab--cd', 'ñandú1']) {
      expect(referralCodeProblem(bad), bad).toBe('characters');
    }
  });

  it('reserves the house words whatever their case or hyphens, and the app paths', () => {
    for (const word of [
      'ADMIN',
      'ad-min',
      'SupportTeam',
      'my-parlay',
      'Official1',
      'sign-in',
      'api1',
    ]) {
      const expected = word === 'api1' ? null : 'reserved';
      expect(referralCodeProblem(word), word).toBe(expected);
    }
  });

  it('compares codes whatever their case', () => {
    expect(referralCodeKey(' Sharp-Bettor ')).toBe(referralCodeKey('SHARP-bettor'));
  });

  it('generates readable codes that always pass the rules', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (numbers) => {
        const code = generatedReferralCode(numbers);
        expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect([...code.replace('-', '')].every((c) => GENERATED_CODE_ALPHABET.includes(c))).toBe(
          true,
        );
        expect(referralCodeProblem(code)).toBeNull();
      }),
    );
  });

  it('builds the share link on the sign-up screen', () => {
    expect(referralLink('https://parlay.example/', 'Sharp-1')).toBe(
      'https://parlay.example/signup?ref=Sharp-1',
    );
  });
});
