import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64Encode,
  newDeviceIdentity,
  uaHash,
  withoutDeviceToken,
  withVerifiedDevice,
} from '../../../../src/domain/auth/device-identity';

/** The browser's own encoder, as the reference: btoa over the UTF-8 bytes. */
const reference = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('ua_hash', () => {
  it('is the first 32 characters of the base64-encoded user agent', () => {
    expect(uaHash(CHROME_UA)).toBe(reference(CHROME_UA).slice(0, 32));
    expect(uaHash(CHROME_UA)).toHaveLength(32);
    expect(uaHash('abc')).toBe('YWJj');
  });

  it('encodes like standard base64 for any text, including non-ASCII', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(base64Encode(text)).toBe(reference(text));
      }),
    );
    expect(base64Encode('é😀')).toBe(reference('é😀'));
  });
});

describe('device identity', () => {
  it('records the token and interactive-auth time after two-factor, forgets the token on sign-out', () => {
    const identity = newDeviceIdentity('uuid-1', CHROME_UA);
    expect(identity).toEqual({
      device_token: null,
      device_id: 'uuid-1',
      ua_hash: uaHash(CHROME_UA),
      last_interactive_auth: null,
    });
    const verified = withVerifiedDevice(identity, 'tok', 42);
    expect(verified).toMatchObject({
      device_token: 'tok',
      last_interactive_auth: 42,
      device_id: 'uuid-1',
    });
    expect(withoutDeviceToken(verified)).toMatchObject({ device_token: null, device_id: 'uuid-1' });
  });
});
