// The device identity kept locally after two-factor sign-in, and the user-agent fingerprint
// (ua_hash) the server binds the device token to.

export interface DeviceIdentity {
  device_token: string | null;
  /** A random UUID made once per browser. */
  device_id: string;
  ua_hash: string;
  /** When the user last proved who they are (ms since epoch), or null. */
  last_interactive_auth: number | null;
}

export const UA_HASH_LENGTH = 32;

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
    }
  }
  return bytes;
}

/** Standard base64 of the UTF-8 bytes (what btoa gives for ASCII), without DOM helpers. */
export function base64Encode(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const triple = (a << 16) | (b << 8) | c;
    out += BASE64_ALPHABET[(triple >> 18) & 63];
    out += BASE64_ALPHABET[(triple >> 12) & 63];
    out += i + 1 < bytes.length ? BASE64_ALPHABET[(triple >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? BASE64_ALPHABET[triple & 63] : '=';
  }
  return out;
}

/** The first 32 characters of the base64-encoded user agent. */
export function uaHash(userAgent: string): string {
  return base64Encode(userAgent).slice(0, UA_HASH_LENGTH);
}

export function newDeviceIdentity(deviceId: string, userAgent: string): DeviceIdentity {
  return {
    device_token: null,
    device_id: deviceId,
    ua_hash: uaHash(userAgent),
    last_interactive_auth: null,
  };
}

/** After two-factor success: keep the token and record the interactive-auth time. */
export function withVerifiedDevice(
  identity: DeviceIdentity,
  deviceToken: string,
  nowMs: number,
): DeviceIdentity {
  return { ...identity, device_token: deviceToken, last_interactive_auth: nowMs };
}

/** Sign-out forgets the token but keeps the device id and fingerprint. */
export function withoutDeviceToken(identity: DeviceIdentity): DeviceIdentity {
  return { ...identity, device_token: null };
}
