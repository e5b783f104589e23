// The Security tab's pure rules: device and browser from a User-Agent, the approximate address
// (IPv4 a.b.c.x, IPv6 first three groups), the new-password checks, and a label for every kind the
// server records.
import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT_KINDS } from '../../../../server/services/security-events';
import {
  changePasswordFormError,
  newPasswordError,
  securityEventLabel,
} from '../../../../src/domain/account/account-security';
import { approximateAddress } from '../../../../src/domain/account/approximate-address';
import { describeUserAgent, deviceLabel } from '../../../../src/domain/account/user-agent';

describe('describeUserAgent', () => {
  const cases: [string, string, string][] = [
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mac',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'iPhone',
      'Safari',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      'iPad',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Windows PC',
      'Edge',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Android phone',
      'Samsung Internet',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Linux PC',
      'Firefox',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; Tab) AppleWebKit/537.36 Chrome/120 Safari/537.36',
      'Android tablet',
      'Chrome',
    ],
  ];
  it.each(cases)('%s', (ua, device, browser) => {
    expect(describeUserAgent(ua)).toEqual({ device, browser });
  });

  it('names nothing it does not know', () => {
    expect(describeUserAgent(null)).toEqual({
      device: 'Unknown device',
      browser: 'Unknown browser',
    });
    expect(deviceLabel(describeUserAgent('python-requests/2.31'))).toBe('Unknown device');
    expect(deviceLabel({ device: 'Mac', browser: 'Safari' })).toBe('Safari on Mac');
  });
});

describe('approximateAddress', () => {
  it.each([
    ['203.0.113.57', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:x:x:x:x:x'],
    ['2001:0db8:0000:0042:0000:8a2e:0370:7334', '2001:db8:0:x:x:x:x:x'],
    ['fe80::1%eth0', 'fe80:0:0:x:x:x:x:x'],
    ['::1', '0:0:0:x:x:x:x:x'],
    ['999.1.1.1', 'Unknown'],
    ['not an address', 'Unknown'],
    ['1:2:3', 'Unknown'],
    ['', 'Unknown'],
  ])('%s → %s', (address, shown) => {
    expect(approximateAddress(address)).toBe(shown);
  });
  it('never shows the last IPv4 part or more than three IPv6 groups', () => {
    expect(approximateAddress(null)).toBe('Unknown');
    expect(approximateAddress('10.20.30.40')).not.toContain('40');
  });
});

describe('new password rules', () => {
  it('follows the sign-up: at least 8 characters, and not the current one', () => {
    expect(newPasswordError('Ab1!')).toBe('Password must be at least 8 characters.');
    expect(newPasswordError('x'.repeat(1025))).toMatch(/at most 1024/);
    expect(newPasswordError('Same-pass-1!', 'Same-pass-1!')).toMatch(/differs from the current/);
    expect(newPasswordError('Good-pass-1!', 'Other-pass-1!')).toBeNull();
  });
  it('checks the change form in the order it shows the fields', () => {
    expect(changePasswordFormError({ current: '', next: 'x', confirm: 'y' })).toBe(
      'Enter your current password.',
    );
    expect(changePasswordFormError({ current: 'a', next: 'short', confirm: 'short' })).toMatch(
      /at least 8/,
    );
    expect(
      changePasswordFormError({ current: 'a', next: 'Long-enough-1', confirm: 'Long-enough-2' }),
    ).toBe('Passwords do not match.');
    expect(
      changePasswordFormError({ current: 'a', next: 'Long-enough-1', confirm: 'Long-enough-1' }),
    ).toBeNull();
  });
});

it('has words for every kind of security event the server records', () => {
  for (const kind of SECURITY_EVENT_KINDS) {
    expect(securityEventLabel(kind), kind).not.toBe(kind.replace(/_/g, ' '));
  }
  expect(securityEventLabel('something_new')).toBe('something new');
});
