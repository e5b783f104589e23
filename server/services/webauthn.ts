// The WebAuthn ceremonies over @simplewebauthn/server: who the relying party is (from PUBLIC_URL),
// the options a browser needs, and the checks of what it answers. No state: the caller stores
// the challenge (services/passkeys.ts).
import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { AuthenticationResponse, RegistrationResponse } from '../../src/api/passkeys-contract';
import { parseTransports, type PasskeyRow } from './passkeys';

export interface RelyingParty {
  /** The RP ID: PUBLIC_URL's host name. */
  id: string;
  /** The only origin a response may come from: PUBLIC_URL's origin. */
  origin: string;
  name: string;
}

const RP_NAME = 'Parlay Engine';
/** The browser gives the user this long to touch the authenticator. */
const CEREMONY_TIMEOUT_MS = 120_000;
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]']);

/**
 * The relying party PUBLIC_URL names. Browsers refuse an IP address as an RP ID, so the
 * development default (http://127.0.0.1:port) is served as http://localhost:port: open the app
 * at localhost to use passkeys on a laptop.
 */
export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (LOOPBACK_ADDRESSES.has(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: RP_NAME };
}

/** A stable, opaque user handle (no email or id in clear on the authenticator). */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHash('sha256').update(`parlay-engine-user:${userId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

export function registrationOptions(
  rp: RelyingParty,
  user: { id: number; email: string },
  existing: readonly PasskeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandle(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // the same authenticator twice would be one factor listed twice
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: parseTransports(row.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export function authenticationOptions(
  rp: RelyingParty,
  credentials: readonly PasskeyRow[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    allowCredentials: credentials.map((row) => ({
      id: row.credential_id,
      transports: parseTransports(row.transports),
    })),
    userVerification: 'preferred',
  });
}

/** The challenge a response claims to answer (checked against the stored one by the caller). */
export function claimedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512
      ? challenge
      : null;
  } catch {
    return null;
  }
}

export interface VerifiedCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/** The new credential, or null when the response does not prove it (any reason). */
export async function checkRegistration(
  rp: RelyingParty,
  response: RegistrationResponse,
  challenge: string,
): Promise<VerifiedCredential | null> {
  try {
    const result = await verifyRegistrationResponse({
      response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // a second factor after the password: presence is required, verification (PIN) is not
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: response.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return null;
  }
}

/** The authenticator's new counter, or null when the assertion fails (a counter that went back too). */
export async function checkAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponse,
  challenge: string,
  passkey: PasskeyRow,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: parseTransports(passkey.transports),
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
