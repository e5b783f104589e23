// The proof-of-work token (issue [K]): what the page encodes the server decodes, anything else is
// refused without throwing; the bound action and expiry are read back; the texts per mode.
import { describe, expect, it } from 'vitest';
import {
  decodePowToken,
  encodePowToken,
  isBotCheckAction,
  powChallengeData,
  type PowToken,
} from '../../../../src/domain/payments/bot-check-token';
import {
  botCheckFailedText,
  botCheckNotReadyText,
  POW_CHECK_MESSAGES,
} from '../../../../src/domain/payments/bot-check-texts';

const TOKEN: PowToken = {
  challenge: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'aa',
      salt: 'bb',
      cost: 5000,
      keyLength: 32,
      keyPrefix: 'cc',
      keySignature: 'dd',
      data: { action: 'upgrade_checkout', expires_at: 1_800_000_000_000 },
    },
    signature: 'ee',
  },
  solution: { counter: 412, derivedKey: 'ff' },
};

describe('the proof-of-work token', () => {
  it('round-trips through base64 JSON', () => {
    const text = encodePowToken(TOKEN);
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodePowToken(text)).toEqual(TOKEN);
  });

  it('drops what is not part of a token (the solve time, stray fields)', () => {
    const text = encodePowToken({ ...TOKEN, solution: { ...TOKEN.solution, time: 12 } });
    expect(decodePowToken(text)?.solution).toEqual({ counter: 412, derivedKey: 'ff' });
  });

  it('refuses anything else without throwing', () => {
    const encode = (value: unknown) => btoa(JSON.stringify(value));
    for (const text of [
      '',
      'not base64 at all!',
      btoa('not json'),
      encode(null),
      encode([1, 2]),
      encode({ challenge: TOKEN.challenge }),
      encode({ challenge: { ...TOKEN.challenge, signature: 5 }, solution: TOKEN.solution }),
      encode({ challenge: { signature: 'x' }, solution: TOKEN.solution }),
      encode({ challenge: TOKEN.challenge, solution: { counter: '1', derivedKey: 'ff' } }),
      encode({
        challenge: { ...TOKEN.challenge, parameters: { ...TOKEN.challenge.parameters, data: 'x' } },
        solution: TOKEN.solution,
      }),
    ]) {
      expect(decodePowToken(text), text).toBeNull();
    }
  });

  it('reads back the bound action and expiry, or null when they are malformed', () => {
    expect(powChallengeData(TOKEN.challenge)).toEqual({
      action: 'upgrade_checkout',
      expires_at: 1_800_000_000_000,
    });
    const withData = (data: PowToken['challenge']['parameters']['data']) => ({
      parameters: { ...TOKEN.challenge.parameters, data },
    });
    expect(powChallengeData(withData(undefined))).toBeNull();
    expect(powChallengeData(withData({ action: 'has space', expires_at: 1 }))).toBeNull();
    expect(powChallengeData(withData({ action: 'ok', expires_at: '1' }))).toBeNull();
    expect(powChallengeData(withData({ action: 'ok', expires_at: Infinity }))).toBeNull();
  });

  it("accepts reCAPTCHA's action names only", () => {
    expect(isBotCheckAction('upgrade_checkout')).toBe(true);
    expect(isBotCheckAction('admin/login')).toBe(true);
    expect(isBotCheckAction('')).toBe(false);
    expect(isBotCheckAction('a'.repeat(65))).toBe(false);
    expect(isBotCheckAction('with-dash')).toBe(false);
    expect(isBotCheckAction(42)).toBe(false);
  });
});

describe('the bot-check texts', () => {
  it("uses the spec's words for reCAPTCHA and before the mode is known, ours for the proof of work", () => {
    expect(botCheckNotReadyText('recaptcha')).toBe('reCAPTCHA not ready in time');
    expect(botCheckNotReadyText(null)).toBe('reCAPTCHA not ready in time');
    expect(botCheckNotReadyText('pow')).toBe(POW_CHECK_MESSAGES.notReady);
    expect(botCheckFailedText('recaptcha')).toBe('Failed to load reCAPTCHA');
    expect(botCheckFailedText('pow')).toBe(POW_CHECK_MESSAGES.unavailable);
    expect(botCheckFailedText(null)).toBe(POW_CHECK_MESSAGES.unavailable);
  });
});
